/**
 * Sign-in benchmark: complete sign-ins per second (password step, emailed code read off the mail queue as the
 * integration tests do, code step → session token) through the gateway, against the raw argon2 verify rate with the
 * same parameters (PASSWORD_HASH_OPTIONS) at the same concurrency, measured in the same run. The password hash
 * should be the only real cost, so the ratio should be close to 100%.
 *
 *   npm run bench -- sign-in     (BENCH_DURATION=seconds per measured run, default 15; BENCH_CONCURRENCY, default 4)
 */
import { SESSION_TOKEN_REQUEST_HEADER } from '@pac/contracts';
import { hashPassword, verifyPassword } from '@pac/db';
import pg from 'pg';
import { fmt, machineLine, percentile, printTable } from './lib/measure.js';
import { Mailbox } from './lib/mailbox.js';
import {
  BENCH_TRUSTED_PROXIES,
  clientAddresses,
  createBenchDatabase,
  ensureBuilt,
  resolveInfrastructure,
  startBackend,
} from './lib/stack.js';
import { attemptCookieHeader, keepAttemptCookies } from './lib/sign-in-attempts.js';

const DURATION_MS = Number(process.env.BENCH_DURATION || 15) * 1000;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 4);
const WARMUP_MS = 3_000;
const ROUNDS = 3;
const PASSWORD = 'Bench-Sign-In-Pass-1!';
/** Each address gets at most 10 code emails an hour (EMAIL_LIMITS.codeEmails): enough accounts to never reuse one. */
const ACCOUNTS = 2_000;

ensureBuilt(['@pac/identity', '@pac/gateway']);
const infra = await resolveInfrastructure();
const database = await createBenchDatabase(infra.serverUrl);
const backend = await startBackend({
  services: ['identity'],
  databaseUrl: database.url,
  redisUrl: infra.redisUrl,
});
const mailbox = new Mailbox(infra.redisUrl, backend.queuePrefix);
const nextAddress = clientAddresses();

try {
  console.info(`Sign-in benchmark · ${machineLine()}`);
  console.info(`infrastructure: ${infra.description}; identity and gateway as separate production processes`);
  console.info(
    `rate limits: production values (IP_LIMIT_MULTIPLIER=1, 10 code emails per address per hour); the client is ` +
      `the gateway's only trusted proxy (TRUSTED_PROXIES=${BENCH_TRUSTED_PROXIES}) and signs in from a new ` +
      `X-Forwarded-For address (198.18.0.0/15) each time, each sign-in with a different account`,
  );

  // Accounts as registration would leave them, sharing one real argon2id hash of the same parameters.
  const passwordHash = await hashPassword(PASSWORD);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await client.query(
    `INSERT INTO users (id, full_name, email, email_normalized, password_hash, updated_at)
     SELECT gen_random_uuid(), 'Bench Sign-In ' || n, 'bench-signin-' || n || '@example.com',
            'bench-signin-' || n || '@example.com', $1, now()
       FROM generate_series(1, $2::int) AS n`,
    [passwordHash, ACCOUNTS],
  );
  await client.end();
  let account = 0;
  const nextAccount = () => `bench-signin-${(account++ % ACCOUNTS) + 1}@example.com`;

  const signIn = async (): Promise<void> => {
    const email = nextAccount();
    const address = nextAddress();
    await post('/api/login', { email, password: PASSWORD }, address);
    const code = await mailbox.nextCode(email);
    const verified = await post('/api/2fa/verify', { email, code }, address);
    if (typeof verified.token !== 'string') throw new Error('verify answered without a token');
  };
  const verify = async (): Promise<void> => {
    if (!(await verifyPassword(passwordHash, PASSWORD))) throw new Error('argon2 verify failed');
  };

  // The two alternate in ROUNDS short windows, so a change in the machine's load during the run weighs on both.
  await measure(signIn, WARMUP_MS);
  await measure(verify, WARMUP_MS);
  const flowRounds = [];
  const rawRounds = [];
  for (let round = 0; round < ROUNDS; round++) {
    flowRounds.push(await measure(signIn, DURATION_MS / ROUNDS));
    rawRounds.push(await measure(verify, DURATION_MS / ROUNDS));
  }
  const flow = combine(flowRounds);
  const raw = combine(rawRounds);
  const ratio = flow.rate / raw.rate;
  console.info(
    `sign-in (login + emailed code + verify via gateway): ${flow.rate.toFixed(1)}/s, p50 ${fmt.ms(flow.p50)}, ` +
      `p99 ${fmt.ms(flow.p99)} · raw argon2id verify: ${raw.rate.toFixed(1)}/s, p50 ${fmt.ms(raw.p50)} · ` +
      `ratio ${fmt.pct(ratio)}`,
  );
  console.info(
    `\n${CONCURRENCY} in flight, ${DURATION_MS / 1000} s each, alternating in ${ROUNDS} rounds (after ${WARMUP_MS / 1000} s warm-up); argon2id ` +
      `m=19456 KiB, t=2, p=1 (PASSWORD_HASH_OPTIONS):`,
  );
  printTable(
    ['what', 'per second', 'p50', 'p99', 'completed'],
    [
      [
        'full sign-in via gateway',
        flow.rate.toFixed(1),
        fmt.ms(flow.p50),
        fmt.ms(flow.p99),
        String(flow.count),
      ],
      ['raw argon2 verify', raw.rate.toFixed(1), fmt.ms(raw.p50), fmt.ms(raw.p99), String(raw.count)],
      ['ratio', fmt.pct(ratio), '', '', ''],
    ],
  );
} finally {
  await mailbox.close();
  await backend.stop();
  await database.drop();
  await infra.stop();
}

/** Runs `task` CONCURRENCY at a time until the time is up; completions per second and their latencies. */
interface Measured {
  count: number;
  seconds: number;
  latencies: number[];
}

function combine(rounds: Measured[]) {
  const latencies = rounds.flatMap((round) => round.latencies);
  const seconds = rounds.reduce((sum, round) => sum + round.seconds, 0);
  return {
    count: latencies.length,
    rate: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

async function measure(task: () => Promise<void>, durationMs: number): Promise<Measured> {
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + durationMs;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < deadline) {
        const begun = performance.now();
        await task();
        latencies.push(performance.now() - begun);
      }
    }),
  );
  return { count: latencies.length, seconds: (performance.now() - started) / 1000, latencies };
}

async function post(path: string, body: unknown, address: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${backend.gatewayUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': address,
      // An API client: the code step answers with the session token only when asked.
      [SESSION_TOKEN_REQUEST_HEADER]: 'true',
      ...attemptCookieHeader(body),
    },
    body: JSON.stringify(body),
  });
  keepAttemptCookies(body, response);
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}
