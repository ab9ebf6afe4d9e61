import { READINESS_CHECK_ERRORS, readinessSchema } from '@pac/contracts';
import { describe, expect, it } from 'vitest';
import { checkReadiness, loggingReadinessReport } from './readiness.js';

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
