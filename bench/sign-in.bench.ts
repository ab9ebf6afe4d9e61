/**
 * Sign-in benchmark: complete sign-ins per second (password step, emailed code read off the mail queue as the
 * integration tests do, code step → session token) through the gateway (nginx on the committed deploy/nginx routes, as
 * a deployment serves the API; SIGN_IN_BENCH_GATEWAY=node: the local Node gateway), against the raw argon2 verify rate with the
 * same parameters (PASSWORD_HASH_OPTIONS) at the same concurrencies, measured in the same run. The password hash
 * should be the only real cost, so the ratio should be close to 100%.
 *
 *   npm run bench -- sign-in     (BENCH_DURATION=seconds per measured run, default 15;
 *                                 SIGN_IN_BENCH_CONCURRENCY=in-flight counts to sweep, default 4,8,16, or
 *                                 BENCH_CONCURRENCY)
 *
 * Prints the ratio at the first count (both at the same in-flight count), the best of the sweep (each at the count
 * that gave it the most), where a sign-in's time goes (password step, its answer → the code in the mailbox, code
 * step) and the CPU time a sign-in costs each process against a raw verify's.
 */
import { SESSION_TOKEN_REQUEST_HEADER } from '@pac/contracts';
import { hashPassword, verifyPassword } from '@pac/db';
import { SignInAttempts } from '@pac/server-kit/testing/sign-in-attempts';
import pg from 'pg';
import { fmt, machineLine, percentile, printTable } from './lib/measure.js';
import { Mailbox } from './lib/mailbox.js';
import { cpuBetween, cpuOfEach, ownCpuSeconds, pidsMatching, threadCpuSeconds } from './lib/process-cpu.js';
import { startProductionGateway, type ProductionGateway } from './lib/production-gateway.js';
import {
  BENCH_TRUSTED_PROXIES,
  clientAddresses,
  createBenchDatabase,
  ensureBuilt,
  resolveInfrastructure,
  startBackend,
} from './lib/stack.js';
import { jsonClient } from './lib/json-client.js';

const DURATION_MS = Number(process.env.BENCH_DURATION || 15) * 1000;
/**
 * In-flight counts, each measured for both (comma-separated; the first is the like-for-like figure): the raw verify
 * saturates the 2 cores at 4 (libuv's pool of 4), a sign-in spends most of its time waiting, so it needs more.
 */
const CONCURRENCIES = (process.env.SIGN_IN_BENCH_CONCURRENCY || process.env.BENCH_CONCURRENCY || '4,8,16')
  .split(',')
  .map(Number);
const WARMUP_MS = 3_000;
/** Where the CPU time of a sign-in is read from (see cpuReading). */
const CPU_PARTS = ['identity', 'gateway', 'postgres', 'redis', 'bench'] as const;
type CpuPart = (typeof CPU_PARTS)[number];
const ROUNDS = 3;
const PASSWORD = 'Bench-Sign-In-Pass-1!';
/** Each address gets at most 10 code emails an hour (EMAIL_LIMITS.codeEmails): enough accounts for the sweep. */
const ACCOUNTS = 5_000;

const viaNodeGateway = gatewayChoice() === 'node';
ensureBuilt(['@pac/identity', '@pac/gateway']);
const infra = await resolveInfrastructure();
const database = await createBenchDatabase(infra.serverUrl);
const backend = await startBackend({
  services: ['identity'],
  databaseUrl: database.url,
  redisUrl: infra.redisUrl,
});
const gatewayName = viaNodeGateway ? 'the local Node gateway' : 'nginx, the production gateway';
/** Set in the try below, so a failed nginx start still stops the backend. */
let production: ProductionGateway | undefined;
let gatewayUrl = backend.gatewayUrl;
let client: ReturnType<typeof jsonClient> | undefined;
const mailbox = new Mailbox(infra.redisUrl, backend.queuePrefix);
const nextAddress = clientAddresses();
/** Identity's sign-in attempt cookies, kept per email as a browser keeps them per tab. */
const attempts = new SignInAttempts();

try {
  if (!viaNodeGateway) {
    production = await startProductionGateway((name) => Number(new URL(backend.serviceUrl(name)).port));
    gatewayUrl = production.url;
  }
  client = jsonClient(gatewayUrl);
  console.info(`Sign-in benchmark · ${machineLine()}`);
  console.info(
    `infrastructure: ${infra.description}; identity as a separate production process, behind ${gatewayName}`,
  );
  console.info(
    `rate limits: production values (IP_LIMIT_MULTIPLIER=1, 10 code emails per address per hour); ` +
      (viaNodeGateway
        ? `the client is the gateway's only trusted proxy (TRUSTED_PROXIES=${BENCH_TRUSTED_PROXIES})`
        : `nginx takes the client's X-Forwarded-For as its address (from 127.0.0.1 only, as behind a load balancer)`) +
      ` and signs in from a new X-Forwarded-For address (198.18.0.0/15) each time, each sign-in with a different account`,
  );

  // Accounts as registration would leave them, sharing one real argon2id hash of the same parameters.
  const passwordHash = await hashPassword(PASSWORD);
  const seeder = new pg.Client({ connectionString: database.url });
  await seeder.connect();
  await seeder.query(
    `INSERT INTO users (id, full_name, email, email_normalized, password_hash, updated_at)
     SELECT gen_random_uuid(), 'Bench Sign-In ' || n, 'bench-signin-' || n || '@example.com',
            'bench-signin-' || n || '@example.com', $1, now()
       FROM generate_series(1, $2::int) AS n`,
    [passwordHash, ACCOUNTS],
  );
  await seeder.end();
  let account = 0;
  const nextAccount = () => `bench-signin-${(account++ % ACCOUNTS) + 1}@example.com`;

  /** Where each measured sign-in's time went (ms), for the latency split. */
  const split: Record<Stage, number[]> = {
    password: [],
    enqueuedBeforeAnswer: [],
    answerToCode: [],
    addToPickup: [],
    pickupToHand: [],
    code: [],
  };
  let recording = false;
  const signIn = async (): Promise<void> => {
    const email = nextAccount();
    const address = nextAddress();
    const begun = performance.now();
    await post('/api/login', { email, password: PASSWORD }, address);
    const answered = performance.now();
    const answeredAt = Date.now();
    const arrival = await mailbox.nextCodeArrival(email);
    const arrived = performance.now();
    const verified = await post('/api/2fa/verify', { email, code: arrival.value }, address);
    if (typeof verified.token !== 'string') throw new Error('verify answered without a token');
    if (!recording) return;
    split.password.push(answered - begun);
    split.enqueuedBeforeAnswer.push(answeredAt - arrival.addedAt);
    split.answerToCode.push(arrived - answered);
    split.addToPickup.push(arrival.pickedUpAt - arrival.addedAt);
    split.pickupToHand.push(arrival.deliveredAt - arrival.pickedUpAt);
    split.code.push(performance.now() - arrived);
  };
  const verify = async (): Promise<void> => {
    if (!(await verifyPassword(passwordHash, PASSWORD))) throw new Error('argon2 verify failed');
  };

  // At each concurrency the two alternate in ROUNDS short windows, so a change in the machine's load during the run
  // weighs on both.
  const levels: {
    concurrency: number;
    flow: Combined;
    raw: Combined;
    split: Record<Stage, number>;
    cpu: Record<CpuPart, number>;
    identityMainCpu: number;
    rawCpu: number;
  }[] = [];
  // CPU time (user + system, all threads) of each part of the stack while sign-ins run, read from /proc: the
  // services, this database's PostgreSQL backends, Redis (a server shared with other work) and this process (the
  // client and the mail consumer; no raw verify runs meanwhile).
  const databaseName = new URL(database.url).pathname.slice(1);
  const cpuReading = () => ({
    identity: cpuOfEach([backend.pids.identity!]),
    gateway: cpuOfEach(production ? production.pids() : [backend.pids.gateway!]),
    postgres: cpuOfEach(pidsMatching('postgres: ', ` ${databaseName} `)),
    redis: cpuOfEach(pidsMatching('redis-server')),
    bench: new Map([[process.pid, ownCpuSeconds()]]),
  });
  const cpuUsed = (part: CpuPart, before: CpuReading, after: CpuReading) =>
    cpuBetween(before[part], after[part]);
  for (const concurrency of CONCURRENCIES) {
    await measure(signIn, concurrency, WARMUP_MS);
    await measure(verify, concurrency, WARMUP_MS);
    for (const samples of Object.values(split)) samples.length = 0;
    const flowRounds = [];
    const rawRounds = [];
    const flowCpu: Record<CpuPart, number> = { identity: 0, gateway: 0, postgres: 0, redis: 0, bench: 0 };
    let rawCpu = 0;
    // Identity's main thread (its JavaScript, the event loop's system calls) apart from its libuv pool (the hash).
    let identityMainCpu = 0;
    for (let round = 0; round < ROUNDS; round++) {
      recording = true;
      const before = cpuReading();
      const mainBefore = threadCpuSeconds(backend.pids.identity!);
      flowRounds.push(await measure(signIn, concurrency, DURATION_MS / ROUNDS));
      identityMainCpu += threadCpuSeconds(backend.pids.identity!) - mainBefore;
      const after = cpuReading();
      for (const part of CPU_PARTS) flowCpu[part] += cpuUsed(part, before, after);
      recording = false;
      const rawBefore = process.cpuUsage();
      rawRounds.push(await measure(verify, concurrency, DURATION_MS / ROUNDS));
      rawCpu += ownCpuSeconds(rawBefore);
    }
    const medians = Object.fromEntries(
      Object.entries(split).map(([stage, samples]) => [stage, percentile(samples, 50)]),
    ) as Record<Stage, number>;
    const flow = combine(flowRounds);
    const raw = combine(rawRounds);
    const cpu = Object.fromEntries(
      CPU_PARTS.map((part) => [part, (flowCpu[part] * 1000) / flow.count]),
    ) as Record<CpuPart, number>;
    levels.push({
      concurrency,
      flow,
      raw,
      split: medians,
      cpu,
      identityMainCpu: (identityMainCpu * 1000) / flow.count,
      rawCpu: (rawCpu * 1000) / raw.count,
    });
    console.info(
      `${concurrency} in flight: sign-in ${flow.rate.toFixed(1)}/s (p50 ${fmt.ms(flow.p50)}) · raw argon2id ` +
        `verify ${raw.rate.toFixed(1)}/s (p50 ${fmt.ms(raw.p50)}) · ratio ${fmt.pct(flow.rate / raw.rate)}`,
    );
  }

  console.info(
    `\nEach concurrency: ${DURATION_MS / 1000} s of each, alternating in ${ROUNDS} rounds (after ${WARMUP_MS / 1000} s ` +
      `warm-up of each); argon2id m=19456 KiB, t=2, p=1 (PASSWORD_HASH_OPTIONS):`,
  );
  printTable(
    [
      'in flight',
      'full sign-in via gateway',
      'p50',
      'p99',
      'raw argon2 verify',
      'p50',
      'ratio (same in flight)',
    ],
    levels.map(({ concurrency, flow, raw }) => [
      String(concurrency),
      `${flow.rate.toFixed(1)}/s`,
      fmt.ms(flow.p50),
      fmt.ms(flow.p99),
      `${raw.rate.toFixed(1)}/s`,
      fmt.ms(raw.p50),
      fmt.pct(flow.rate / raw.rate),
    ]),
  );
  console.info("\nWhere a sign-in's time goes (p50 of each part, measured sign-ins only):");
  printTable(
    [
      'in flight',
      'password step',
      'its answer → code in the mailbox',
      '(code job added before the answer by)',
      '(job added → consumer pickup)',
      '(pickup → handed to the sign-in)',
      'code step',
      'whole sign-in',
    ],
    levels.map(({ concurrency, flow, split: part }) => [
      String(concurrency),
      fmt.ms(part.password),
      fmt.ms(part.answerToCode),
      fmt.ms(part.enqueuedBeforeAnswer),
      fmt.ms(part.addToPickup),
      fmt.ms(part.pickupToHand),
      fmt.ms(part.code),
      fmt.ms(flow.p50),
    ]),
  );
  console.info(
    '\nCPU per sign-in (ms of user + system time while sign-ins ran, all threads; Redis is a server shared with ' +
      'other work), against the raw verify:',
  );
  printTable(
    [
      'in flight',
      'identity',
      "(of it, identity's main thread)",
      'gateway',
      'PostgreSQL (this database)',
      'Redis (shared)',
      'benchmark client + mail consumer',
      'total per sign-in',
      'raw verify, per verify',
    ],
    levels.map(({ concurrency, cpu, identityMainCpu, rawCpu }) => [
      String(concurrency),
      fmt.ms(cpu.identity),
      fmt.ms(identityMainCpu),
      fmt.ms(cpu.gateway),
      fmt.ms(cpu.postgres),
      fmt.ms(cpu.redis),
      fmt.ms(cpu.bench),
      fmt.ms(CPU_PARTS.reduce((sum, part) => sum + cpu[part], 0)),
      fmt.ms(rawCpu),
    ]),
  );
  const bestFlow = levels.reduce((best, level) => (level.flow.rate > best.flow.rate ? level : best));
  const bestRaw = levels.reduce((best, level) => (level.raw.rate > best.raw.rate ? level : best));
  const first = levels[0]!;
  console.info(
    `\nratio at ${first.concurrency} in flight (both at ${first.concurrency}): ` +
      `${fmt.pct(first.flow.rate / first.raw.rate)}`,
  );
  if (levels.length > 1)
    console.info(
      `ratio best of sweep (each at the concurrency that gave it the most): sign-in ` +
        `${bestFlow.flow.rate.toFixed(1)}/s at ${bestFlow.concurrency} / raw verify ${bestRaw.raw.rate.toFixed(1)}/s ` +
        `at ${bestRaw.concurrency} = ${fmt.pct(bestFlow.flow.rate / bestRaw.raw.rate)}`,
    );
} finally {
  client?.close();
  await mailbox.close();
  await production?.stop();
  await backend.stop();
  await database.drop();
  await infra.stop();
}

type CpuReading = Record<CpuPart, Map<number, number>>;

type Stage = 'password' | 'enqueuedBeforeAnswer' | 'answerToCode' | 'addToPickup' | 'pickupToHand' | 'code';

interface Measured {
  count: number;
  seconds: number;
  latencies: number[];
}

interface Combined {
  count: number;
  rate: number;
  p50: number;
  p99: number;
}

function combine(rounds: Measured[]): Combined {
  const latencies = rounds.flatMap((round) => round.latencies);
  const seconds = rounds.reduce((sum, round) => sum + round.seconds, 0);
  return {
    count: latencies.length,
    rate: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

/** Runs `task` `concurrency` at a time until the time is up; completions per second and their latencies. */
async function measure(
  task: () => Promise<void>,
  concurrency: number,
  durationMs: number,
): Promise<Measured> {
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + durationMs;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const begun = performance.now();
        await task();
        latencies.push(performance.now() - begun);
      }
    }),
  );
  return { count: latencies.length, seconds: (performance.now() - started) / 1000, latencies };
}

/** SIGN_IN_BENCH_GATEWAY: `nginx` (default, the production gateway) or `node` (the local Node gateway). */
function gatewayChoice(): 'nginx' | 'node' {
  const choice = process.env.SIGN_IN_BENCH_GATEWAY || 'nginx';
  if (choice !== 'nginx' && choice !== 'node')
    throw new Error(`SIGN_IN_BENCH_GATEWAY must be nginx or node, not ${JSON.stringify(choice)}`);
  return choice;
}

async function post(path: string, body: unknown, address: string): Promise<Record<string, unknown>> {
  if (!client) throw new Error('the client starts with the gateway');
  const answer = await client.post(path, body, {
    'x-forwarded-for': address,
    // An API client: the code step answers with the session token only when asked.
    [SESSION_TOKEN_REQUEST_HEADER]: 'true',
    ...attempts.cookieHeader(body),
  });
  attempts.keep(body, answer.setCookie);
  if (answer.status < 200 || answer.status > 299)
    throw new Error(`${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}
