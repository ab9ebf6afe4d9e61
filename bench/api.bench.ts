/**
 * API benchmark, for what users wait for: a signed-in user's profile (identity, `GET /api/user/profile`) and their
 * saved deals (analysis, `GET /api/deals`, first page of 1,000), each measured three ways in the same run:
 * 1. the raw server (bench/lib/raw-api-server.ts): plain Node HTTP with `pg` and `ioredis`, the same session check
 *    and query by hand: the most requests per second this machine gives that work;
 * 2. the service alone, straight to its port: the most requests per second; target ≥ 35% of the raw server's;
 * 3. through the gateway at a fixed 200 requests/s: target p99 < 50 ms; both the local Node gateway and nginx on the
 *    committed deploy/nginx routes (bench/lib/production-gateway.ts), the gateway a deployment serves the API with.
 * Newsletter subscribe keeps its fixed-rate figure (p99 < 50 ms at 200 requests/s), and the same sent to content
 * directly is printed beside it for information (the gateway hop's share).
 *
 *   npm run bench -- api        (BENCH_DURATION=seconds per measured run, default 10;
 *                                API_BENCH_ROUNDS=raw/service pairs per endpoint, odd, default 3;
 *                                API_BENCH_CPU_PROF=<dir>: the services write V8 CPU profiles there on exit)
 */
import path from 'node:path';
import { DEALS_PAGE_SIZE } from '@pac/contracts';
import { createPrismaClient } from '@pac/db';
import { EXAMPLE_D } from '@pac/deal-model/worked-examples';
import { signedInBenchUser } from './lib/accounts.js';
import { Mailbox } from './lib/mailbox.js';
import {
  assertAllOk,
  fmt,
  machineLine,
  printTable,
  warmAndLoad,
  type LoadOptions,
  type LoadResult,
} from './lib/measure.js';
import { startProductionGateway } from './lib/production-gateway.js';
import { startRawApiServer } from './lib/raw-api-server.js';
import {
  BENCH_TRUSTED_PROXIES,
  clientAddresses,
  createBenchDatabase,
  ensureBuilt,
  resolveInfrastructure,
  startBackend,
} from './lib/stack.js';

const DURATION = Number(process.env.BENCH_DURATION || 10);
/** Raw/service pairs of the most-requests runs (API_BENCH_ROUNDS, odd, so one pair is the median). */
const ROUNDS = Number(process.env.API_BENCH_ROUNDS || 3);
if (!Number.isInteger(ROUNDS) || ROUNDS < 1 || ROUNDS % 2 === 0)
  throw new Error(`API_BENCH_ROUNDS must be an odd whole number, not ${process.env.API_BENCH_ROUNDS}`);
const FIXED_RATE = 200;
const CONNECTIONS = 10;
const SERVICE_RATIO_TARGET = 0.35;
const P99_TARGET_MS = 50;
const SAVED_DEALS = 1000;
const PASSWORD = 'Bench-User-Pass-1!';
const cpuProfileDir = process.env.API_BENCH_CPU_PROF;

ensureBuilt(['@pac/identity', '@pac/analysis', '@pac/content', '@pac/gateway']);
const infra = await resolveInfrastructure();
const database = await createBenchDatabase(infra.serverUrl);
const backend = await startBackend({
  services: ['identity', 'analysis', 'content'],
  databaseUrl: database.url,
  redisUrl: infra.redisUrl,
  ...(cpuProfileDir
    ? { serviceNodeArgs: ['--cpu-prof', `--cpu-prof-dir=${path.resolve(cpuProfileDir)}`] }
    : {}),
});
const mailbox = new Mailbox(infra.redisUrl, backend.queuePrefix);
let stopProduction: (() => Promise<void>) | undefined;
/** The rows through nginx on the committed deploy/nginx routes, as a deployment serves the API. */
const PRODUCTION_ROUTE = 'via nginx, the production gateway';
const nextAddress = clientAddresses();

try {
  console.info(`API benchmark · ${machineLine()}`);
  console.info(`infrastructure: ${infra.description}; services and gateway as separate production processes`);
  console.info(
    `rate limits: production values; the client is the only trusted proxy (TRUSTED_PROXIES=` +
      `${BENCH_TRUSTED_PROXIES}) and gives every request its own X-Forwarded-For address (198.18.0.0/15)`,
  );
  const gateway = backend.gatewayUrl;
  const json = { 'content-type': 'application/json' };

  // A real signed-in session: sign-up, the emailed link, the password step and the emailed code, through the gateway.
  const email = 'bench-profile@example.com';
  const token = await signedInBenchUser({
    gateway,
    mailbox,
    address: nextAddress,
    name: 'Bench Profile',
    email,
    password: PASSWORD,
  });
  const auth = { authorization: `Bearer ${token}` };
  await seedDeals(email, token);

  const withAddress: LoadOptions['setupRequest'] = (request) => ({
    ...request,
    headers: { ...request.headers, 'x-forwarded-for': nextAddress() },
  });
  const production = await startProductionGateway((name) => Number(new URL(backend.serviceUrl(name)).port));
  stopProduction = production.stop;
  const raw = await startRawApiServer({
    databaseUrl: database.url,
    redisUrl: infra.redisUrl,
    jwtSecret: backend.jwtSecret,
  });
  const rows: string[][] = [];
  const fixedRows: string[][] = [];
  try {
    for (const scenario of [
      { name: 'profile read', path: '/api/user/profile', service: 'identity' as const },
      {
        name: `deals list (1 of ${SAVED_DEALS / DEALS_PAGE_SIZE} pages)`,
        path: '/api/deals',
        service: 'analysis' as const,
      },
    ]) {
      const options = { method: 'GET' as const, headers: auth, setupRequest: withAddress };
      const max = (url: string, label: string, cpuPid: number) =>
        run(label, { ...options, url, connections: CONNECTIONS, durationSeconds: DURATION }, cpuPid);
      await sameAnswer(
        `${raw.url}${scenario.path}`,
        `${backend.serviceUrl(scenario.service)}${scenario.path}`,
        auth,
      );
      // Raw and service alternate (ROUNDS pairs): a pair shares the machine's moment, and the later pairs measure
      // the service JIT-compiled, as it runs in production; the pair with the median ratio is reported.
      const pairs: { baseline: LoadResult; alone: LoadResult; ratio: number }[] = [];
      for (let round = 1; round <= ROUNDS; round++) {
        const baseline = await max(`${raw.url}${scenario.path}`, `${scenario.name} raw`, raw.pid);
        const alone = await max(
          `${backend.serviceUrl(scenario.service)}${scenario.path}`,
          `${scenario.name} alone`,
          backend.pids[scenario.service]!,
        );
        pairs.push({ baseline, alone, ratio: alone.rps / baseline.rps });
        console.info(
          `${scenario.name}, pair ${round} of ${ROUNDS}: raw ${fmt.rps(baseline.rps)} (p50 ${fmt.ms(baseline.p50)}, ` +
            `p99 ${fmt.ms(baseline.p99)}) · ${scenario.service} alone ${fmt.rps(alone.rps)} (p50 ` +
            `${fmt.ms(alone.p50)}, p99 ${fmt.ms(alone.p99)}) · ratio ${fmt.pct(alone.rps / baseline.rps)} · ` +
            `CPU per request: raw ${cpuMs(baseline)}, ${scenario.service} ${cpuMs(alone)}`,
        );
      }
      const { baseline, alone, ratio } = [...pairs].sort((a, b) => a.ratio - b.ratio)[
        Math.floor(ROUNDS / 2)
      ]!;
      const ratioMet = ratio >= SERVICE_RATIO_TARGET;
      console.info(
        `${scenario.name}: median ratio ${fmt.pct(ratio)} ${fmt.met(ratioMet)} ` +
          `(pairs: ${pairs.map((pair) => fmt.pct(pair.ratio)).join(', ')})`,
      );
      rows.push([
        `${scenario.name} (GET ${scenario.path})`,
        fmt.rps(baseline.rps),
        `${fmt.ms(baseline.p50)} / ${fmt.ms(baseline.p99)}`,
        fmt.rps(alone.rps),
        `${fmt.ms(alone.p50)} / ${fmt.ms(alone.p99)}`,
        `${fmt.pct(ratio)} (${pairs.map((pair) => fmt.pct(pair.ratio)).join(', ')})`,
        `≥ ${fmt.pct(SERVICE_RATIO_TARGET)}`,
        fmt.met(ratioMet),
        `${cpuMs(baseline)} / ${cpuMs(alone)}`,
      ]);
      fixedRows.push(await fixedRate(scenario.name, { ...options, url: `${gateway}${scenario.path}` }));
      fixedRows.push(
        await fixedRate(
          scenario.name,
          { ...options, url: `${production.url}${scenario.path}` },
          { route: PRODUCTION_ROUTE },
        ),
      );
    }
  } finally {
    await raw.stop();
  }

  let subscriber = 0;
  // A new address each time: the full path (row, email log, queued confirmation), not the "already in" shortcut.
  const subscribeAt = (base: string): Omit<LoadOptions, 'durationSeconds'> => ({
    url: `${base}/api/newsletter/subscribe`,
    method: 'POST',
    headers: json,
    setupRequest: (request) => ({
      ...request,
      body: JSON.stringify({ email: `bench-${process.pid}-${++subscriber}@example.com` }),
      headers: { ...request.headers, 'x-forwarded-for': nextAddress() },
    }),
  });
  fixedRows.push(await fixedRate('newsletter subscribe', subscribeAt(gateway)));
  fixedRows.push(
    await fixedRate('newsletter subscribe', subscribeAt(production.url), { route: PRODUCTION_ROUTE }),
  );
  // The same sent to content itself, for information: the gateway hop's share of the latency.
  fixedRows.push(
    await fixedRate('newsletter subscribe', subscribeAt(backend.serviceUrl('content')), {
      route: 'content alone, no gateway',
      forInformation: true,
    }),
  );

  console.info(
    `\nMost requests per second, ${CONNECTIONS} connections, ${DURATION} s per run (after 3 s warm-up), 2xx only, ` +
      `the pair with the median ratio of ${ROUNDS} (every pair's ratio in brackets):`,
  );
  printTable(
    [
      'endpoint',
      'raw req/s',
      'raw p50 / p99',
      'service alone req/s',
      'alone p50 / p99',
      'ratio',
      'target',
      'result',
      'CPU per request, raw / service',
    ],
    rows,
  );
  console.info(
    `\nAt a fixed ${FIXED_RATE} req/s (autocannon overallRate), ${DURATION} s, through the gateway unless the row says:`,
  );
  printTable(['endpoint', 'served', 'p50', 'p99', 'target', 'result'], fixedRows);
} finally {
  await stopProduction?.();
  await mailbox.close();
  await backend.stop();
  await database.drop();
  await infra.stop();
}

/** The user's saved deals: one saved through the gateway (so its input and headline are real), then copies. */
async function seedDeals(email: string, token: string): Promise<void> {
  const prisma = createPrismaClient(database.url);
  try {
    // Executive: saving is not limited by the monthly allowance.
    await prisma.user.update({ where: { emailNormalized: email }, data: { plan: 'executive' } });
    const response = await fetch(`${backend.gatewayUrl}/api/deals`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'x-forwarded-for': nextAddress(),
      },
      body: JSON.stringify({ input: EXAMPLE_D }),
    });
    const saved = (await response.json()) as { deal?: { id: string } };
    if (!response.ok || !saved.deal) throw new Error(`saving a deal answered ${response.status}`);
    await prisma.$executeRaw`
      INSERT INTO deals (id, user_id, name, model, input, input_version, headline, net_cash_flow,
                         net_roi_percent, created_at, updated_at)
      SELECT gen_random_uuid(), user_id, name || ' ' || n, model, input, input_version, headline, net_cash_flow,
             net_roi_percent, created_at - n * interval '1 minute', updated_at - n * interval '1 minute'
        FROM deals, generate_series(1, ${SAVED_DEALS - 1}) AS n
       WHERE id = ${saved.deal.id}::uuid`;
  } finally {
    await prisma.$disconnect();
  }
}

/** The server process's CPU time per answered request in the measured run (its own threads, not the database). */
function cpuMs(result: { cpuMsPerRequest?: number }): string {
  return result.cpuMsPerRequest === undefined ? '–' : `${result.cpuMsPerRequest.toFixed(2)} ms`;
}

/** The raw server must answer what the service answers, or the comparison would not be of the same work. */
async function sameAnswer(rawUrl: string, serviceUrl: string, auth: Record<string, string>): Promise<void> {
  const headers = { ...auth, 'x-forwarded-for': nextAddress() };
  const [a, b] = await Promise.all(
    [rawUrl, serviceUrl].map(async (url) => {
      const response = await fetch(url, { headers });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response.text();
    }),
  );
  if (a !== b) throw new Error(`the raw server's answer differs from the service's:\n${a}\n${b}`);
}

/** `route` names the path taken (the gateway, or a service alone); a row `forInformation` has no target. */
async function fixedRate(
  name: string,
  options: Omit<LoadOptions, 'durationSeconds'>,
  { route = 'via gateway', forInformation = false } = {},
): Promise<string[]> {
  const fixed = await run(`${name} at ${FIXED_RATE}/s`, {
    ...options,
    connections: CONNECTIONS,
    durationSeconds: DURATION,
    overallRate: FIXED_RATE,
  });
  const ok = fixed.p99 < P99_TARGET_MS;
  const target = forInformation ? 'for information' : `target < ${P99_TARGET_MS} ms`;
  console.info(
    `${name} ${route} at ${FIXED_RATE} req/s: served ${fmt.rps(fixed.rps)}, p50 ${fmt.ms(fixed.p50)}, ` +
      `p99 ${fmt.ms(fixed.p99)} (${target})${forInformation ? '' : ` ${fmt.met(ok)}`}`,
  );
  return [
    `${name}${route === 'via gateway' ? '' : ` (${route})`}`,
    fmt.rps(fixed.rps),
    fmt.ms(fixed.p50),
    fmt.ms(fixed.p99),
    forInformation ? '–' : `< ${P99_TARGET_MS} ms`,
    forInformation ? 'for information' : fmt.met(ok),
  ];
}

async function run(label: string, options: LoadOptions, cpuPid?: number) {
  const result = await warmAndLoad(options, 3, cpuPid);
  assertAllOk(label, result);
  return result;
}
