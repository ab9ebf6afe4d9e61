import {
  EVENT_LOOP_CHECK,
  LIVENESS_ERRORS,
  READINESS_CHECK_ERRORS,
  livenessSchema,
  SERVICES,
  SERVICE_UNAVAILABLE_MESSAGES,
  gatewayHealthPath,
  readinessSchema,
  SESSION_TOKEN_REQUEST_HEADER,
} from '@pac/contracts';
import { EVENT_LOOP_TEST_HOOK_PATH } from '@pac/server-kit';
import { SignInAttempts } from '@pac/server-kit/testing/sign-in-attempts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../process-stack/accounts.js';
import { eventually, startProcessStack, type ProcessStack } from '../process-stack/process-stack.js';

/**
 * Fault tests over the built services as real processes (see process-stack.ts): their private PostgreSQL and Redis
 * are stopped and started while the processes keep running. Each outage is checked from the outside (HTTP answers,
 * health, mail in the SMTP sink) and so is the recovery, without restarting anything.
 */
let stack: ProcessStack;
const PASSWORD = 'Str0ng!pass';

interface Answer {
  status: number;
  body: Record<string, unknown>;
  retryAfter: string | null;
}

/** Identity's sign-in attempt cookies, kept per email as a browser keeps them per tab. */
const attempts = new SignInAttempts();

async function call(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
  base?: string,
): Promise<Answer> {
  const res = await fetch(`${base ?? stack.gatewayUrl}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      // An API client: sign-in answers carry the session token only when asked.
      [SESSION_TOKEN_REQUEST_HEADER]: 'true',
      ...attempts.cookieHeader(body),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });
  attempts.keep(body, res.headers.getSetCookie());
  const text = await res.text();
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(text) as Record<string, unknown>;
  } catch {
    parsed = { text };
  }
  return { status: res.status, body: parsed, retryAfter: res.headers.get('retry-after') };
}

const subjects = (from: number) => stack.smtp.messages.slice(from).map((message) => message.subject);

/** The newest sign-in code mailed to `email` after message number `from`. */
const codeMailedTo = (email: string, from: number) =>
  eventually(async () => {
    const message = stack.smtp.messages
      .slice(from)
      .reverse()
      .find((sent) => sent.to.includes(email) && /code is: \d{6}/.test(sent.body));
    if (!message) throw new Error(`no code mailed to ${email} yet`);
    return /code is: (\d{6})/.exec(message.body)![1]!;
  });

async function signIn(email: string, password: string, admin = false): Promise<string> {
  const prefix = admin ? '/api/admin' : '/api';
  const from = stack.smtp.messages.length;
  const login = await call('POST', `${prefix}/login`, { email, password });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  const code = await codeMailedTo(email, from);
  const verify = await call('POST', `${prefix}/2fa/verify`, { email, code });
  expect(verify.status, JSON.stringify(verify.body)).toBe(200);
  return verify.body.token as string;
}

/** A new user as a person makes one: sign-up, the emailed link, password and emailed code; the session token. */
const register = (email: string): Promise<string> =>
  signedInUser(stack, { name: 'Fault Tester', email, password: PASSWORD });

function expectUnavailable(answer: Answer, message: string = SERVICE_UNAVAILABLE_MESSAGES.default): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(503);
  expect(answer.body).toEqual({ success: false, error: message });
  expect(Number(answer.retryAfter)).toBeGreaterThan(0);
}

async function platformHealth() {
  const res = await call('GET', '/api/health');
  return { status: res.status, body: res.body as { status: string; services: Record<string, unknown> } };
}

/**
 * The gateway answers readiness from answers at most HEALTH_CACHE_MS (1 s by default) old, so an outage shows in
 * /api/health within that window, not necessarily on the first request after it began.
 */
/**
 * The platform's health once every service reports the outage: each service's answer may come from the gateway's
 * readiness cache (HEALTH_CACHE_MS) for a moment after the first one turned, so wait for all, not the first.
 */
const unhealthyPlatform = () =>
  eventually(async () => {
    const health = await platformHealth();
    if (health.status === 200) throw new Error('platform still reported healthy');
    const services = (health.body as { services?: Record<string, { status?: string }> }).services ?? {};
    const stillHealthy = SERVICES.filter((service) => services[service]?.status === 'healthy');
    if (stillHealthy.length > 0) throw new Error(`still healthy: ${stillHealthy.join(', ')}`);
    return health;
  }, 5_000);

const healthy = () =>
  eventually(async () => {
    const health = await platformHealth();
    if (health.status !== 200) throw new Error(`platform not healthy yet: ${JSON.stringify(health.body)}`);
  }, 30_000);

/**
 * Deadlines of the analysis service, which reaches PostgreSQL and Redis through proxies the hung-dependency tests
 * switch to silence: short, so those tests stay quick; a request must end within its deadline plus HUNG_SLACK_MS.
 */
const HUNG_DEADLINES = {
  DATABASE_CONNECT_TIMEOUT_MS: '1000',
  DATABASE_STATEMENT_TIMEOUT_MS: '1000',
  REDIS_CONNECT_TIMEOUT_MS: '1000',
  REDIS_COMMAND_TIMEOUT_MS: '500',
};
/** The client gives up on a silent PostgreSQL 1 s after statement_timeout (CLIENT_DEADLINE_MARGIN_MS in @pac/db). */
const HUNG_DATABASE_DEADLINE_MS = 2_000;
/** Room for the rest of the request (session check, gateway hop) on a busy machine. */
const HUNG_SLACK_MS = 2_500;

async function timedCall(...args: Parameters<typeof call>): Promise<Answer & { ms: number }> {
  const started = Date.now();
  const answer = await call(...args);
  return { ...answer, ms: Date.now() - started };
}

/** A readiness body may name the failing dependency, never where it runs. */
function expectNoAddresses(body: unknown): void {
  const text = JSON.stringify(body);
  for (const address of [
    '127.0.0.1',
    'localhost',
    `:${stack.postgres.port}`,
    `:${stack.redis.port}`,
    `:${stack.hangable.postgres.port}`,
    `:${stack.hangable.redis.port}`,
    'postgres',
    'redis://',
  ])
    expect(text, `readiness body names ${address}`).not.toContain(address);
}

beforeAll(async () => {
  // Every request of a test comes from 127.0.0.1; the per-IP limits must not be what a test measures.
  stack = await startProcessStack({
    env: { IP_LIMIT_MULTIPLIER: '20' },
    hangable: ['analysis'],
    // Analysis alone has the test-only hook that blocks its event loop (never in production: NODE_ENV=test).
    envOf: { analysis: { ...HUNG_DEADLINES, EVENT_LOOP_TEST_HOOK: '1', NODE_ENV: 'test' } },
  });
}, 150_000);

afterAll(async () => {
  // FAULT_TEST_LOGS=1 prints what the processes logged through the outages.
  if (process.env.FAULT_TEST_LOGS) console.info(stack?.output());
  await stack?.stop();
}, 60_000);

describe('faults', () => {
  it('PostgreSQL stopped: APIs answer 503 with a clear message, health says unhealthy, all recovers when it is back', async () => {
    const userToken = await register('pg-outage@example.test');
    const adminToken = await signIn(stack.admin.email, stack.admin.password, true);
    // The admin has System Health open: their session is in the services' short Redis cache.
    expect((await call('GET', '/api/admin/health', undefined, adminToken)).status).toBe(200);

    await stack.postgres.stop();
    try {
      const platform = await unhealthyPlatform();
      expect(platform.status).toBe(503);
      expect(platform.body.status).toBe('unhealthy');
      for (const service of SERVICES) {
        const readiness = readinessSchema.parse(platform.body.services[service]);
        expect(readiness.status).toBe('unhealthy');
        // Which dependency and how, never where it runs (the reason with host and port is in the service's log).
        expect(readiness.checks.database).toEqual({
          status: 'unhealthy',
          error: READINESS_CHECK_ERRORS.unreachable,
        });
        expect(readiness.checks.redis).toEqual({ status: 'healthy' });
      }
      expectNoAddresses(platform.body);
      const direct = await call('GET', '/health/ready', undefined, undefined, stack.serviceUrls.identity);
      expect(direct.status).toBe(503);

      const systemHealth = await call('GET', '/api/admin/health', undefined, adminToken);
      expect(systemHealth.status).toBe(200);
      const data = systemHealth.body.data as { status: string; checks: Record<string, { status: string }> };
      expect(data.status).toBe('unhealthy');
      expect(data.checks.database).toMatchObject({
        status: 'unhealthy',
        description: expect.stringContaining("Can't reach database server"),
      });
      expect(data.checks.redis?.status).not.toBe('unhealthy');

      expectUnavailable(
        await call('POST', '/api/login', { email: 'pg-outage@example.test', password: PASSWORD }),
      );
      expectUnavailable(
        await call('POST', '/api/register', {
          name: 'Late Comer',
          email: 'late@example.test',
          password: PASSWORD,
        }),
      );
      expectUnavailable(await call('GET', '/api/user/profile', undefined, userToken));
      expectUnavailable(await call('GET', '/api/billing/subscription', undefined, userToken));
      expectUnavailable(await call('GET', '/api/course/catalogue'));
      expectUnavailable(await call('POST', '/api/newsletter/subscribe', { email: 'pg-news@example.test' }));
      expectUnavailable(await call('GET', '/api/admin/dashboard', undefined, adminToken));
    } finally {
      await stack.postgres.start();
    }

    await healthy();
    expect((await call('GET', '/api/user/profile', undefined, userToken)).status).toBe(200);
    expect((await call('GET', '/api/course/catalogue')).status).toBe(200);
    expect((await call('GET', '/api/admin/dashboard', undefined, adminToken)).status).toBe(200);
    expect(await signIn('pg-outage@example.test', PASSWORD)).toEqual(expect.any(String));
    expect(stack.exited()).toEqual([]);
  }, 120_000);

  it('Redis stopped: pages and sessions work, mail-sending steps answer 503 at once, health shows it, queued mail goes out once it is back', async () => {
    const userToken = await register('redis-outage@example.test');
    const adminToken = await signIn(stack.admin.email, stack.admin.password, true);
    const enquiriesBefore = await stack.prisma.contactEnquiry.count();
    const mailBefore = stack.smtp.messages.length;

    await stack.redis.stop();
    try {
      const platform = await unhealthyPlatform();
      expect(platform.status).toBe(503);
      for (const service of SERVICES) {
        const readiness = readinessSchema.parse(platform.body.services[service]);
        expect(readiness.checks.redis).toEqual({
          status: 'unhealthy',
          error: READINESS_CHECK_ERRORS.unreachable,
        });
        expect(readiness.checks.database).toEqual({ status: 'healthy' });
      }
      expectNoAddresses(platform.body);
      expect((await call('GET', '/health/ready', undefined, undefined, stack.workerUrl)).status).toBe(503);

      // Sessions are checked against the database; the cache is only a cache.
      expect((await call('GET', '/api/user/profile', undefined, userToken)).status).toBe(200);
      const systemHealth = await call('GET', '/api/admin/health', undefined, adminToken);
      expect(systemHealth.status).toBe(200);
      const checks = (systemHealth.body.data as { checks: Record<string, { status: string }> }).checks;
      expect(checks.redis?.status).toBe('unhealthy');
      expect(checks.queue?.status).toBe('unhealthy');
      expect(checks.database?.status).not.toBe('unhealthy');
      // Public pages still work; rate limits count in each process meanwhile.
      expect((await call('GET', '/api/course/catalogue')).status).toBe(200);
      expect((await call('GET', '/api/site-status')).status).toBe(200);
      const wrong = await call('POST', '/api/login', {
        email: 'redis-outage@example.test',
        password: 'Wr0ng!pass',
      });
      expect(wrong.status).toBe(401);

      // Steps whose whole point is an email now say so, before storing anything.
      const email = SERVICE_UNAVAILABLE_MESSAGES.email;
      expectUnavailable(
        await call('POST', '/api/login', { email: 'redis-outage@example.test', password: PASSWORD }),
        email,
      );
      expectUnavailable(
        await call('POST', '/api/admin/login', { email: stack.admin.email, password: stack.admin.password }),
        email,
      );
      expectUnavailable(
        await call('POST', '/api/forgot-password', { email: 'redis-outage@example.test' }),
        email,
      );
      expectUnavailable(await call('POST', '/api/forgot-password', { email: 'nobody@example.test' }), email);
      // Sign-up mails a confirmation link (issue 18): it too says so, for every address alike.
      expectUnavailable(
        await call('POST', '/api/register', {
          name: 'Outage Comer',
          email: 'signed-up-during-outage@example.test',
          password: PASSWORD,
        }),
        email,
      );

      // A contact enquiry or a subscription is stored and accepted; its mail is delivered once Redis is back.
      const contact = await call('POST', '/api/contact', {
        name: 'Outage Sender',
        email: 'outage-sender@example.test',
        contact_number: '+44 20 7946 0000',
        enquiry_type: 'General Business Enquiry',
        message: 'Sent while Redis was down; the reply must still reach us.',
      });
      expect(contact.status, JSON.stringify(contact.body)).toBe(200);
      expect(await stack.prisma.contactEnquiry.count()).toBe(enquiriesBefore + 1);
      expect(
        (await call('POST', '/api/newsletter/subscribe', { email: 'outage-news@example.test' })).status,
      ).toBe(200);
      expect(subjects(mailBefore)).toEqual([]);
    } finally {
      await stack.redis.start();
    }

    await healthy();
    await eventually(async () => {
      const delivered = stack.smtp.messages.slice(mailBefore).flatMap((message) => message.to);
      for (const to of ['outage-sender@example.test', 'outage-news@example.test']) {
        if (!delivered.includes(to)) throw new Error(`nothing delivered to ${to} yet`);
      }
    }, 30_000);
    expect(await signIn('redis-outage@example.test', PASSWORD)).toEqual(expect.any(String));
    expect(stack.exited()).toEqual([]);
  }, 120_000);

  // A share link nobody made: a public request that needs PostgreSQL (404 while it answers).
  const unknownShare = '/api/shared/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

  it('PostgreSQL hung (accepts connections, never answers): 503 within the statement deadline, readiness says so without its address, all recovers', async () => {
    expect((await call('GET', unknownShare)).status).toBe(404);

    stack.hangable.postgres.hang();
    try {
      // Pooled connections whose statement never returns, then new ones whose handshake never completes.
      for (let round = 0; round < 3; round++) {
        const answer = await timedCall('GET', unknownShare);
        expectUnavailable(answer);
        expect(answer.ms, `round ${round}`).toBeLessThan(HUNG_DATABASE_DEADLINE_MS + HUNG_SLACK_MS);
      }
      const direct = await timedCall(
        'GET',
        '/health/ready',
        undefined,
        undefined,
        stack.serviceUrls.analysis,
      );
      expect(direct.status).toBe(503);
      expect(direct.ms).toBeLessThan(HUNG_DATABASE_DEADLINE_MS + HUNG_SLACK_MS);
      const readiness = readinessSchema.parse(direct.body);
      expect(readiness.checks.database).toEqual({
        status: 'unhealthy',
        error: READINESS_CHECK_ERRORS.timeout,
      });
      expect(readiness.checks.redis).toEqual({ status: 'healthy' });
      const published = await eventually(async () => {
        const answer = await call('GET', gatewayHealthPath('analysis'));
        if (answer.status !== 503) throw new Error(`analysis readiness still ${answer.status}`);
        return answer;
      }, 10_000);
      expectNoAddresses(published.body);
      // The other services reach PostgreSQL directly: the hang is analysis's alone.
      expect((await call('GET', '/api/course/catalogue')).status).toBe(200);
    } finally {
      stack.hangable.postgres.pass();
    }

    await healthy();
    await eventually(async () => {
      const answer = await call('GET', unknownShare);
      if (answer.status !== 404) throw new Error(`share lookup still ${answer.status}`);
    }, 15_000);
    expect(stack.exited()).toEqual([]);
  }, 90_000);

  it('Redis hung (accepts connections, never answers): requests answer within the command deadline, readiness says 503 without its address, all recovers', async () => {
    expect((await call('GET', unknownShare)).status).toBe(404);

    stack.hangable.redis.hang();
    try {
      // The first command waits out REDIS_COMMAND_TIMEOUT_MS and drops the silent connection; the rest fail fast
      // and fall back as while Redis is stopped (settings and sessions from the database).
      for (let round = 0; round < 3; round++) {
        const answer = await timedCall('GET', unknownShare);
        expect(answer.status, JSON.stringify(answer.body)).toBe(404);
        expect(answer.ms, `round ${round}`).toBeLessThan(
          Number(HUNG_DEADLINES.REDIS_COMMAND_TIMEOUT_MS) + HUNG_SLACK_MS,
        );
      }
      const direct = await timedCall(
        'GET',
        '/health/ready',
        undefined,
        undefined,
        stack.serviceUrls.analysis,
      );
      expect(direct.status).toBe(503);
      expect(direct.ms).toBeLessThan(Number(HUNG_DEADLINES.REDIS_COMMAND_TIMEOUT_MS) + HUNG_SLACK_MS);
      const readiness = readinessSchema.parse(direct.body);
      expect(readiness.checks.redis).toEqual({ status: 'unhealthy', error: READINESS_CHECK_ERRORS.timeout });
      expect(readiness.checks.database).toEqual({ status: 'healthy' });
      const published = await eventually(async () => {
        const answer = await call('GET', gatewayHealthPath('analysis'));
        if (answer.status !== 503) throw new Error(`analysis readiness still ${answer.status}`);
        return answer;
      }, 10_000);
      expectNoAddresses(published.body);
    } finally {
      stack.hangable.redis.pass();
    }

    await healthy();
    expect((await call('GET', unknownShare)).status).toBe(404);
    expect(stack.exited()).toEqual([]);
  }, 90_000);

  it('event loop held (a runaway render, by the test hook): readiness is a 503 naming eventLoop within 2 s, the gateway publishes it, liveness holds, and it is ready again after', async () => {
    const analysis = stack.serviceUrls.analysis;
    expect((await call('GET', '/health/ready', undefined, undefined, analysis)).status).toBe(200);

    const started = Date.now();
    // 5 s of work in slices of 1.2 s: requests are answered only in the short gaps between them.
    const hook = await call(
      'POST',
      `${EVENT_LOOP_TEST_HOOK_PATH}?ms=5000&slice=1200`,
      {},
      undefined,
      analysis,
    );
    expect(hook.status).toBe(202);
    const red = await call('GET', '/health/ready', undefined, undefined, analysis);
    const redAfter = Date.now() - started;
    expect(red.status).toBe(503);
    expect(readinessSchema.parse(red.body)).toMatchObject({
      service: 'analysis',
      status: 'unhealthy',
      checks: { [EVENT_LOOP_CHECK]: { status: 'unhealthy', error: READINESS_CHECK_ERRORS.lagging } },
    });
    expect(redAfter).toBeLessThan(2_000);

    // What the gateway (and `/api/health`) tells load balancers and monitors.
    const published = await eventually(async () => {
      const answer = await call('GET', gatewayHealthPath('analysis'));
      if (answer.status !== 503)
        throw new Error(`analysis readiness through the gateway still ${answer.status}`);
      return answer;
    }, 5_000);
    expect(readinessSchema.parse(published.body).checks[EVENT_LOOP_CHECK]?.status).toBe('unhealthy');
    // Slow is not stuck: liveness passes between the slices, so nothing restarts it.
    expect((await call('GET', '/health/live', undefined, undefined, analysis)).status).toBe(200);
    // The other services keep their own loops.
    expect((await call('GET', '/health/ready', undefined, undefined, stack.serviceUrls.content)).status).toBe(
      200,
    );

    const green = await eventually(async () => {
      const answer = await call('GET', '/health/ready', undefined, undefined, analysis);
      if (answer.status !== 200) throw new Error(`analysis readiness still ${answer.status}`);
      return answer;
    }, 15_000);
    expect(readinessSchema.parse(green.body).checks[EVENT_LOOP_CHECK]).toEqual({ status: 'healthy' });
    expect(Date.now() - started).toBeGreaterThan(5_000);
    await healthy();
    expect(stack.exited()).toEqual([]);
  }, 60_000);

  it('event loop blocked for over 10 s: liveness answers nothing meanwhile, then 503 (restart it), and passes again once the loop keeps turning', async () => {
    const analysis = stack.serviceUrls.analysis;
    const hook = await call('POST', `${EVENT_LOOP_TEST_HOOK_PATH}?ms=10500`, {}, undefined, analysis);
    expect(hook.status).toBe(202);
    const started = Date.now();
    // Sent while the loop is blocked: answered only once it turns again, and then as unhealthy.
    const blocked = await call('GET', '/health/live', undefined, undefined, analysis);
    expect(Date.now() - started).toBeGreaterThan(8_000);
    expect(blocked.status).toBe(503);
    expect(livenessSchema.parse(blocked.body)).toEqual({
      status: 'unhealthy',
      error: LIVENESS_ERRORS.blocked,
    });
    await eventually(async () => {
      const answer = await call('GET', '/health/live', undefined, undefined, analysis);
      if (answer.status !== 200) throw new Error(`analysis liveness still ${answer.status}`);
    }, 10_000);
    await healthy();
    expect(stack.exited()).toEqual([]);
  }, 60_000);

  it('the event-loop test hook exists nowhere else: not on a production process, not through the gateway', async () => {
    const identity = await call(
      'POST',
      `${EVENT_LOOP_TEST_HOOK_PATH}?ms=5000`,
      {},
      undefined,
      stack.serviceUrls.identity,
    );
    expect(identity.status).toBe(404);
    const throughGateway = await call('POST', `/api/health/analysis/test/block-event-loop?ms=5000`, {});
    expect(throughGateway.status).toBe(404);
    expect(
      (await call('GET', '/health/ready', undefined, undefined, stack.serviceUrls.analysis)).status,
    ).toBe(200);
  });
});
