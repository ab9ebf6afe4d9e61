import {
  EVENT_LOOP_CHECK,
  LIVENESS_ERRORS,
  READINESS_CHECK_ERRORS,
  livenessSchema,
  readinessSchema,
} from '@pac/contracts';
import { describe, expect, it } from 'vitest';
import { EventLoopWatchdog } from './event-loop-watchdog.js';
import {
  checkProcessReadiness,
  checkReadiness,
  loggingReadinessReport,
  processLiveness,
} from './readiness.js';

describe('checkReadiness', () => {
  it('is healthy when every check answers', async () => {
    const result = await checkReadiness('identity', { database: async () => 1, redis: async () => 'PONG' });
    expect(readinessSchema.parse(result)).toMatchObject({
      service: 'identity',
      status: 'healthy',
      checks: { database: { status: 'healthy' }, redis: { status: 'healthy' } },
    });
  });

  it('reports a failing check with its error and a hanging one after the deadline', async () => {
    const started = Date.now();
    const result = await checkReadiness(
      'billing',
      {
        database: () => Promise.reject(new Error('connection refused')),
        redis: () => new Promise(() => undefined),
      },
      200,
    );
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(result.status).toBe('unhealthy');
    expect(result.checks.database).toEqual({
      status: 'unhealthy',
      error: READINESS_CHECK_ERRORS.unreachable,
    });
    expect(result.checks.redis).toEqual({ status: 'unhealthy', error: READINESS_CHECK_ERRORS.timeout });
  });

  it('says which dependency failed and how, never its host, port or user; the log gets the reason once', async () => {
    const lines: string[] = [];
    const report = loggingReadinessReport({
      warn: (line) => lines.push(`warn ${line}`),
      log: (line) => lines.push(`log ${line}`),
    });
    const failing = {
      database: () => Promise.reject(new Error("Can't reach database server at db-primary.internal:6543")),
      redis: () => Promise.reject(new Error('Redis is not connected (connect ECONNREFUSED 10.0.4.7:6380)')),
      queue: () => Promise.reject(new Error('Command timed out')),
    };
    for (let poll = 0; poll < 3; poll++) {
      const result = await checkReadiness('identity', failing, 200, report);
      const body = JSON.stringify(result);
      for (const secret of ['db-primary', 'internal', '6543', '10.0.4.7', '6380', 'ECONNREFUSED'])
        expect(body).not.toContain(secret);
      expect(result.checks).toEqual({
        database: { status: 'unhealthy', error: READINESS_CHECK_ERRORS.unreachable },
        redis: { status: 'unhealthy', error: READINESS_CHECK_ERRORS.unreachable },
        queue: { status: 'unhealthy', error: READINESS_CHECK_ERRORS.timeout },
      });
    }
    // Polled three times, logged once per check, with the detail operators need.
    expect(lines).toEqual([
      "warn readiness: database unhealthy: Can't reach database server at db-primary.internal:6543",
      'warn readiness: redis unhealthy: Redis is not connected (connect ECONNREFUSED 10.0.4.7:6380)',
      'warn readiness: queue unhealthy: Command timed out',
    ]);
    await checkReadiness('identity', { database: async () => 1 }, 200, report);
    expect(lines.at(-1)).toBe('log readiness: database answers again');
  });
});

/** A watchdog on a clock the test moves: its heartbeat is late by exactly what the test says. */
function watchdogOnClock() {
  let clock = 0;
  const watchdog = new EventLoopWatchdog({ now: () => clock }).start();
  return {
    watchdog,
    /** The loop was held for `ms`: the next heartbeat is that late. */
    hold: (ms: number) => {
      clock += ms;
    },
    /** `ms` pass with the loop turning: the clock moves on in steps the (real) heartbeat sees. */
    turn: async (ms: number) => {
      for (let passed = 0; passed < ms; passed += 100) {
        await new Promise((resolve) => setTimeout(resolve, 120));
        clock += 100;
      }
    },
  };
}

describe('checkProcessReadiness', () => {
  it('adds a healthy eventLoop check to the dependencies while the loop keeps up', async () => {
    const { watchdog } = watchdogOnClock();
    const result = await checkProcessReadiness('analysis', watchdog, { database: async () => 1 });
    expect(readinessSchema.parse(result)).toMatchObject({
      status: 'healthy',
      checks: { database: { status: 'healthy' }, [EVENT_LOOP_CHECK]: { status: 'healthy' } },
    });
    watchdog.stop();
  });

  it('answers unhealthy naming only the eventLoop check while the loop lags, without probing the dependencies', async () => {
    const { watchdog, hold, turn } = watchdogOnClock();
    const lines: string[] = [];
    const report = loggingReadinessReport({
      warn: (line) => lines.push(`warn ${line}`),
      log: (line) => lines.push(`log ${line}`),
    });
    let probes = 0;
    const checks = { database: async () => (probes += 1) };
    hold(1_250);
    const result = await checkProcessReadiness('analysis', watchdog, checks, 200, report);
    expect(result).toMatchObject({
      service: 'analysis',
      status: 'unhealthy',
      checks: { [EVENT_LOOP_CHECK]: { status: 'unhealthy', error: READINESS_CHECK_ERRORS.lagging } },
    });
    expect(Object.keys(result.checks)).toEqual([EVENT_LOOP_CHECK]);
    expect(probes).toBe(0);
    // Two seconds after the lag, ready again; the log says so once each way.
    await turn(1_000);
    expect((await checkProcessReadiness('analysis', watchdog, checks, 200, report)).status).toBe('unhealthy');
    await turn(1_200);
    expect((await checkProcessReadiness('analysis', watchdog, checks, 200, report)).status).toBe('healthy');
    expect(lines).toEqual([
      'warn readiness: eventLoop unhealthy: event loop fell more than 1000 ms behind',
      'log readiness: eventLoop answers again',
    ]);
    watchdog.stop();
  });

  it('liveness stays ok through a lag and fails only after a block of 10 s or more', () => {
    const { watchdog, hold } = watchdogOnClock();
    hold(5_000);
    expect(livenessSchema.parse(processLiveness(watchdog))).toEqual({ status: 'ok' });
    hold(10_100);
    expect(processLiveness(watchdog)).toEqual({ status: 'unhealthy', error: LIVENESS_ERRORS.blocked });
    watchdog.stop();
  });
});
