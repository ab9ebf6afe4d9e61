import {
  ADMIN_BROADCAST_PATHS,
  SESSION_TOKEN_REQUEST_HEADER,
  TOO_MANY_REQUESTS_MESSAGE,
  type BroadcastProgress,
} from '@pac/contracts';
import { BROADCAST_CHUNK_SIZE, broadcastChunkJobIdFor } from '@pac/server-kit/mail-queue';
import { SignInAttempts } from '@pac/server-kit/testing/sign-in-attempts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IP_LIMITS, TOO_MANY_REQUESTS } from '@pac/identity/rate-limits';
import { signUpAndConfirm } from '../process-stack/accounts.js';
import { eventually, startProcessStack, type ProcessStack } from '../process-stack/process-stack.js';

/**
 * Scale-out: two processes of identity, two of content and two email workers (plus billing, admin and the gateway
 * with both replica URLs per service), all the built services as real processes over one private PostgreSQL and
 * Redis. Which replica served a request is read from that replica's own request log (every service logs one JSON
 * line per request), as an operator would; nothing in the services knows it is being tested.
 */
let stack: ProcessStack;
const PASSWORD = 'Str0ng!replicas';
/** Each journey comes from its own client address (the gateway trusts the test's X-Forwarded-For). */
let lastAddress = 0;
const newAddress = () => `198.51.100.${++lastAddress}`;

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** Identity's sign-in attempt cookies, kept per email as a browser keeps them per tab. */
const attempts = new SignInAttempts();

async function call(
  method: string,
  path: string,
  options: {
    body?: unknown;
    token?: string;
    ip?: string;
    base?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<Answer> {
  const res = await fetch(`${options.base ?? stack.gatewayUrl}${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.ip ? { 'x-forwarded-for': options.ip } : {}),
      ...attempts.cookieHeader(options.body),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(20_000),
  });
  attempts.keep(options.body, res.headers.getSetCookie());
  const text = await res.text();
  try {
    return { status: res.status, body: JSON.parse(text) as Record<string, unknown> };
  } catch {
    return { status: res.status, body: { text } };
  }
}

/** `METHOD /path status` of a request log line (context HTTP), or undefined for any other line. */
function requestOf(line: string): { method: string; path: string; status: number } | undefined {
  try {
    const record = JSON.parse(line) as { context?: unknown; message?: unknown };
    if (record.context !== 'HTTP' || typeof record.message !== 'string') return undefined;
    const [method = '', path = '', status = ''] = record.message.split(' ');
    return { method, path, status: Number(status) };
  } catch {
    return undefined;
  }
}

type Program = 'identity' | 'content';

/** Requests each replica of `program` logged for `METHOD /path` (and `status`, when given). */
function servedSoFar(program: Program, route: string, status?: number): Record<string, number> {
  const [method, path] = route.split(' ');
  return Object.fromEntries(
    stack.instances(program).map((instance) => [
      instance,
      stack.linesOf(instance).filter((line) => {
        const request = requestOf(line);
        if (!request) return false;
        return (
          request.method === method &&
          request.path === path &&
          (status === undefined || request.status === status)
        );
      }).length,
    ]),
  );
}

/**
 * Runs `send` (which sends requests of `route` and returns how many), then waits for the replicas' logs to show all
 * of them and returns how many each replica served.
 */
async function served(
  program: Program,
  route: string,
  send: () => Promise<number>,
  status?: number,
): Promise<Record<string, number>> {
  const before = servedSoFar(program, route, status);
  const count = await send();
  return eventually(async () => {
    const after = servedSoFar(program, route, status);
    const delta = Object.fromEntries(
      Object.entries(after).map(([instance, total]) => [instance, total - (before[instance] ?? 0)]),
    );
    const logged = Object.values(delta).reduce((sum, n) => sum + n, 0);
    if (logged !== count)
      throw new Error(`${route}: ${logged} of ${count} requests logged (${JSON.stringify(delta)})`);
    return delta;
  });
}

/** Sends `route` `count` times (by `send`) and returns how many each replica served. */
const servedEach = (
  program: Program,
  route: string,
  count: number,
  send: () => Promise<void>,
  status?: number,
) =>
  served(
    program,
    route,
    async () => {
      for (let index = 0; index < count; index += 1) await send();
      return count;
    },
    status,
  );

/** The one replica that served a single request. */
async function replicaServing(program: Program, route: string, send: () => Promise<void>): Promise<string> {
  const delta = await servedEach(program, route, 1, send);
  return Object.entries(delta).find(([, n]) => n === 1)?.[0] as string;
}

const bothServed = (delta: Record<string, number>) => {
  expect(Object.keys(delta)).toHaveLength(2);
  for (const [instance, count] of Object.entries(delta)) expect(count, instance).toBeGreaterThan(0);
};

/** The newest 6-digit code mailed to `email` after message number `from`. */
const codeMailedTo = (email: string, from: number) =>
  eventually(async () => {
    const message = stack.smtp.messages
      .slice(from)
      .reverse()
      .find((sent) => sent.to.includes(email) && /code is: \d{6}/.test(sent.body));
    if (!message) throw new Error(`no code mailed to ${email} yet`);
    return /code is: (\d{6})/.exec(message.body)?.[1] as string;
  });

beforeAll(async () => {
  stack = await startProcessStack({
    replicas: { identity: 2, content: 2, 'email-worker': 2 },
    // `log`: every service prints one line per request it served.
    env: { LOG_LEVEL: 'log' },
    envOf: {
      // The test plays many clients: the gateway takes the client address from its X-Forwarded-For.
      gateway: { TRUSTED_PROXIES: 'loopback', LOG_LEVEL: 'warn' },
      // `debug`: a line per email sent, naming the job. Two at a time each, so a short broadcast spreads.
      'email-worker': { LOG_LEVEL: 'debug', EMAIL_CONCURRENCY: '2' },
    },
  });
}, 240_000);

afterAll(async () => {
  // REPLICA_TEST_LOGS=1 prints what the processes logged.
  if (process.env.REPLICA_TEST_LOGS) console.info(stack?.output());
  await stack?.stop();
}, 60_000);

describe('two replicas of identity and content, two email workers', () => {
  it('the gateway spreads requests over both replicas, and health counts them', async () => {
    const health = await call('GET', '/api/health');
    expect(health.status).toBe(200);
    const services = health.body.services as Record<string, { status: string; replicas?: unknown }>;
    for (const service of ['identity', 'content'])
      expect(services[service]).toMatchObject({ status: 'healthy', replicas: { total: 2, healthy: 2 } });
    expect(services.billing?.replicas).toBeUndefined();

    bothServed(
      await servedEach('content', 'GET /api/course/catalogue', 4, async () => {
        expect((await call('GET', '/api/course/catalogue')).status).toBe(200);
      }),
    );
  }, 60_000);

  it('signs in with 2FA across replicas: password on one, code on the other; the session holds on both and logout on one ends it on both', async () => {
    const ip = newAddress();
    const email = 'two-replicas@example.test';
    // Signed up and confirmed with the emailed link (issue 18): sign-up itself opens no session.
    await signUpAndConfirm(stack, { name: 'Replica Tester', email, password: PASSWORD }, { ip });

    const from = stack.smtp.messages.length;
    const passwordStep = await replicaServing('identity', 'POST /api/login', async () => {
      const login = await call('POST', '/api/login', { ip, body: { email, password: PASSWORD } });
      expect(login.status, JSON.stringify(login.body)).toBe(200);
    });
    const code = await codeMailedTo(email, from);
    let token = '';
    const codeStep = await replicaServing('identity', 'POST /api/2fa/verify', async () => {
      const verify = await call('POST', '/api/2fa/verify', {
        ip,
        body: { email, code },
        headers: { [SESSION_TOKEN_REQUEST_HEADER]: 'true' },
      });
      expect(verify.status, JSON.stringify(verify.body)).toBe(200);
      token = verify.body.token as string;
    });
    expect(codeStep).not.toBe(passwordStep);
    expect(token).toEqual(expect.any(String));

    bothServed(
      await servedEach(
        'identity',
        'GET /api/user/profile',
        6,
        async () => {
          const profile = await call('GET', '/api/user/profile', { ip, token });
          expect(profile.status, JSON.stringify(profile.body)).toBe(200);
          expect(JSON.stringify(profile.body)).toContain(email);
        },
        200,
      ),
    );

    await replicaServing('identity', 'POST /api/logout', async () => {
      expect((await call('POST', '/api/logout', { ip, token })).status).toBe(200);
    });
    bothServed(
      await servedEach(
        'identity',
        'GET /api/user/profile',
        4,
        async () => {
          expect((await call('GET', '/api/user/profile', { ip, token })).status).toBe(401);
        },
        401,
      ),
    );
  }, 60_000);

  it('per-IP limits count requests on both replicas together: the limit is reached at the same count as on one', async () => {
    /** Requests from one new address until the first 429; its body and who served the requests. */
    const untilLimited = async (
      program: Program,
      route: string,
      base: string | undefined,
      body: () => unknown,
    ) => {
      const ip = newAddress();
      const path = route.split(' ')[1] as string;
      let sent = 0;
      let refusal: Answer | undefined;
      const spread = await served(program, route, async () => {
        while (!refusal && sent < 200) {
          const answer = await call('POST', path, { ip, base, body: body() });
          sent += 1;
          if (answer.status === 429) refusal = answer;
          else expect(answer.status, JSON.stringify(answer.body)).not.toBe(200);
        }
        return sent;
      });
      return { sent, refusal, spread };
    };

    // Guessing sign-in codes (identity): one replica alone, then both behind the gateway.
    // A new email each time: one email from one address is locked after 5 failures (SignInLocks), and this
    // measures the per-address limit across replicas.
    let guesses = 0;
    const wrongCode = () => ({ email: `nobody-${(guesses += 1)}@example.test`, code: '000000' });
    const alone = await untilLimited(
      'identity',
      'POST /api/2fa/verify',
      stack.urlOf('identity-1'),
      wrongCode,
    );
    const spread = await untilLimited('identity', 'POST /api/2fa/verify', undefined, wrongCode);
    expect(alone.sent).toBe(IP_LIMITS.codeVerify.limit + 1);
    expect(spread.sent).toBe(alone.sent);
    expect(spread.refusal?.body).toEqual({ success: false, error: TOO_MANY_REQUESTS });
    expect(alone.spread).toMatchObject({ 'identity-1': alone.sent, 'identity-2': 0 });
    bothServed(spread.spread);

    // The contact form (content), counted before the form is even read.
    const contactAlone = await untilLimited(
      'content',
      'POST /api/contact',
      stack.urlOf('content-2'),
      () => ({}),
    );
    const contactSpread = await untilLimited('content', 'POST /api/contact', undefined, () => ({}));
    expect(contactSpread.sent).toBe(contactAlone.sent);
    expect(contactSpread.refusal?.body).toEqual({ success: false, error: TOO_MANY_REQUESTS_MESSAGE });
    expect(contactAlone.spread).toMatchObject({ 'content-1': 0, 'content-2': contactAlone.sent });
    bothServed(contactSpread.spread);
  }, 90_000);

  it('a broadcast reaches every user exactly once, sent by both workers', async () => {
    await stack.prisma.user.createMany({
      // Enough for several chunk jobs (BROADCAST_CHUNK_SIZE each), so both workers get some.
      data: Array.from({ length: 5 * BROADCAST_CHUNK_SIZE }, (_, index) => ({
        fullName: `Reader${index} Example`,
        email: `reader${index}@example.test`,
        emailNormalized: `reader${index}@example.test`,
        passwordHash: 'not-used',
        plan: 'free' as const,
      })),
    });
    const audience = (await stack.prisma.user.findMany({ select: { email: true } })).map((user) =>
      user.email.toLowerCase(),
    );

    const ip = newAddress();
    const from = stack.smtp.messages.length;
    const login = await call('POST', '/api/admin/login', {
      ip,
      body: { email: stack.admin.email, password: stack.admin.password },
    });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const code = await codeMailedTo(stack.admin.email, from);
    const verify = await call('POST', '/api/admin/2fa/verify', {
      ip,
      headers: { [SESSION_TOKEN_REQUEST_HEADER]: 'true' },
      body: { email: stack.admin.email, code },
    });
    expect(verify.status, JSON.stringify(verify.body)).toBe(200);
    const token = verify.body.token as string;

    const subject = 'Replicas broadcast';
    const sent = await call('POST', ADMIN_BROADCAST_PATHS.send, {
      ip,
      token,
      body: { subject, message: 'One message to each of you, from whichever worker.', recipients: 'all' },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(202);
    expect(sent.body.total_users).toBe(audience.length);
    const id = sent.body.broadcast_id as string;

    await eventually(async () => {
      const progress = await call('GET', ADMIN_BROADCAST_PATHS.one(id), { ip, token });
      const data = progress.body.data as BroadcastProgress | undefined;
      if (data?.status !== 'completed')
        throw new Error(`broadcast not completed: ${JSON.stringify(progress.body)}`);
    }, 60_000);

    const counts = stack.smtp.countsFor(subject);
    expect([...counts.keys()].sort()).toEqual([...audience].sort());
    expect([...counts.values()].every((count) => count === 1)).toBe(true);

    // Each chunk job's attempt logs how many it sent.
    const sentBy = (instance: string) =>
      stack
        .linesOf(instance)
        .filter((line) => line.includes(`broadcast chunk done (job ${broadcastChunkJobIdFor(id, '')}`))
        .reduce((sum, line) => sum + Number(/: (\d+) sent/.exec(line)?.[1] ?? 0), 0);
    const byWorker = Object.fromEntries(
      stack.instances('email-worker').map((instance) => [instance, sentBy(instance)]),
    );
    expect(Object.values(byWorker).reduce((sum, n) => sum + n, 0)).toBe(audience.length);
    for (const [worker, count] of Object.entries(byWorker)) expect(count, worker).toBeGreaterThan(0);
    expect(stack.exited()).toEqual([]);
  }, 90_000);
});
