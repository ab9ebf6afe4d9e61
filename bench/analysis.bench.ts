/**
 * Deal calculator benchmark:
 * 1. deals analysed per second in process, on one core (CPU time), with the exact decimal model against the same
 *    model in plain float arithmetic (the ceiling), for typical deals; target ≥ 5,000 deals/s per core;
 * 2. p50/p99 of `POST /api/analysis/calculate` (a visitor) and `POST /api/deals` (a signed-in Executive, unlimited
 *    saves) at a fixed 200 requests/s through the gateway; target p99 < 50 ms.
 *
 *   npm run bench -- analysis      (BENCH_DURATION=seconds per measured run, default 10;
 *                                   BENCH_ITERATIONS=deals per in-process batch, default 2000)
 */
import { parseDealInput, type DealInput } from '@pac/contracts';
import { createPrismaClient } from '@pac/db';
import { analyseDeal, analyseDealWithFloats } from '@pac/deal-model';
import { EXAMPLE_B, EXAMPLE_D, exampleDPartners } from '@pac/deal-model/worked-examples';
import { signedInBenchUser } from './lib/accounts.js';
import { Mailbox } from './lib/mailbox.js';
import { assertAllOk, fmt, machineLine, printTable, warmAndLoad, type LoadOptions } from './lib/measure.js';
import { ownCpuSeconds } from './lib/process-cpu.js';
import {
  BENCH_TRUSTED_PROXIES,
  clientAddresses,
  createBenchDatabase,
  ensureBuilt,
  resolveInfrastructure,
  startBackend,
} from './lib/stack.js';

const DURATION = Number(process.env.BENCH_DURATION || 10);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS || 2000);
const FIXED_RATE = 200;
const CONNECTIONS = 10;
const DEALS_PER_SECOND_TARGET = 5000;
const P99_TARGET_MS = 50;
const PASSWORD = 'Bench-Analyst-Pass-1!';

const parse = (draft: unknown): DealInput => {
  const parsed = parseDealInput(draft);
  if (!parsed.success) throw new Error(parsed.error);
  return parsed.input;
};

/** Typical deals: a rent-to-rent with a JV, a mortgaged purchase with a JV, and one taking every slow path. */
const DEALS: Record<string, DealInput> = {
  'Example A + partners (pref, 5 years)': parse(EXAMPLE_D),
  'Example B + partners (capital first)': parse({
    ...EXAMPLE_B,
    partners: exampleDPartners('capital_first'),
  }),
  'Example A + growth, rent-free, partners (10 years)': parse({
    ...EXAMPLE_D,
    tenancy: { ...EXAMPLE_D.tenancy, rentFreeMonths: 1 },
    growth: { revenuePercent: 3, costPercent: 2.5 },
    partners: exampleDPartners('pref_then_split', 10),
  }),
};

/** Deals per second of CPU time (the machine may be shared), best of five batches after a warm-up. */
function dealsPerCpuSecond(analyse: (input: DealInput) => unknown, input: DealInput): number {
  for (let i = 0; i < 500; i++) analyse(input);
  let best = 0;
  for (let batch = 0; batch < 5; batch++) {
    const started = process.cpuUsage();
    for (let i = 0; i < ITERATIONS; i++) analyse(input);
    best = Math.max(best, ITERATIONS / ownCpuSeconds(started));
  }
  return best;
}

console.info(`Deal calculator benchmark · ${machineLine()}`);
console.info(`\nIn process, one core (CPU time), best of 5 batches of ${ITERATIONS}:`);
// Both arithmetics compiled on every deal before any figure is taken, so the first row is not the JIT's.
for (const input of Object.values(DEALS)) {
  dealsPerCpuSecond(analyseDeal, input);
  dealsPerCpuSecond(analyseDealWithFloats, input);
}
const modelRows = Object.entries(DEALS).map(([name, input]) => {
  const decimal = dealsPerCpuSecond(analyseDeal, input);
  const float = dealsPerCpuSecond(analyseDealWithFloats, input);
  console.info(
    `${name}: decimal ${fmt.rps(decimal)}, float ${fmt.rps(float)}, ratio ${fmt.pct(decimal / float)}`,
  );
  return [
    name,
    fmt.rps(decimal),
    fmt.rps(float),
    fmt.pct(decimal / float),
    `≥ ${DEALS_PER_SECOND_TARGET.toLocaleString('en-GB')}/s`,
    fmt.met(decimal >= DEALS_PER_SECOND_TARGET),
  ];
});
printTable(['deal', 'decimal deals/s', 'float deals/s (ceiling)', 'ratio', 'target', 'result'], modelRows);

ensureBuilt(['@pac/identity', '@pac/analysis', '@pac/gateway']);
const infra = await resolveInfrastructure();
const database = await createBenchDatabase(infra.serverUrl);
const backend = await startBackend({
  services: ['identity', 'analysis'],
  databaseUrl: database.url,
  redisUrl: infra.redisUrl,
});
const mailbox = new Mailbox(infra.redisUrl, backend.queuePrefix);
const nextAddress = clientAddresses();

try {
  console.info(
    `\ninfrastructure: ${infra.description}; services and gateway as separate production processes`,
  );
  console.info(
    `rate limits: production values; the client is the gateway's only trusted proxy (TRUSTED_PROXIES=` +
      `${BENCH_TRUSTED_PROXIES}) and gives every request its own X-Forwarded-For address, so visitors' calculations ` +
      `are each within their address's limit`,
  );
  const gateway = backend.gatewayUrl;
  const json = { 'content-type': 'application/json' };

  // A real session through the gateway (sign-up, emailed link, password, emailed code), on the Executive plan:
  // unlimited saves. An address of this run only: identity's per-address code limits outlive a run in Redis.
  const email = `bench-analyst-${process.pid}@example.com`;
  const token = await signedInBenchUser({
    gateway,
    mailbox,
    address: nextAddress,
    name: 'Bench Analyst',
    email,
    password: PASSWORD,
  });
  const prisma = createPrismaClient(database.url);
  try {
    await prisma.user.update({ where: { emailNormalized: email }, data: { plan: 'executive' } });
  } finally {
    await prisma.$disconnect();
  }

  const withAddress: LoadOptions['setupRequest'] = (request) => ({
    ...request,
    headers: { ...request.headers, 'x-forwarded-for': nextAddress() },
  });
  const scenarios: { name: string; options: Omit<LoadOptions, 'durationSeconds'> }[] = [
    {
      name: 'calculate (visitor, POST /api/analysis/calculate)',
      options: {
        url: `${gateway}/api/analysis/calculate`,
        method: 'POST',
        headers: json,
        body: JSON.stringify(EXAMPLE_D),
        setupRequest: withAddress,
      },
    },
    {
      name: 'save a deal (Executive, POST /api/deals)',
      options: {
        url: `${gateway}/api/deals`,
        method: 'POST',
        headers: { ...json, authorization: `Bearer ${token}` },
        body: JSON.stringify({ input: EXAMPLE_D }),
        setupRequest: withAddress,
      },
    },
  ];

  const rows: string[][] = [];
  for (const scenario of scenarios) {
    const result = await warmAndLoad({
      ...scenario.options,
      connections: CONNECTIONS,
      durationSeconds: DURATION,
      overallRate: FIXED_RATE,
    });
    assertAllOk(scenario.name, result);
    const ok = result.p99 < P99_TARGET_MS;
    console.info(
      `${scenario.name} at ${FIXED_RATE} req/s: served ${fmt.rps(result.rps)}, p50 ${fmt.ms(result.p50)}, ` +
        `p99 ${fmt.ms(result.p99)} (target < ${P99_TARGET_MS} ms) ${fmt.met(ok)}`,
    );
    rows.push([
      scenario.name,
      fmt.rps(result.rps),
      fmt.ms(result.p50),
      fmt.ms(result.p99),
      `< ${P99_TARGET_MS} ms`,
      fmt.met(ok),
    ]);
  }
  console.info(
    `\nFixed offered load ${FIXED_RATE} req/s (autocannon overallRate), ${DURATION} s after 3 s warm-up:`,
  );
  printTable(['endpoint', 'served', 'p50', 'p99', 'target', 'result'], rows);
} finally {
  await mailbox.close();
  await backend.stop();
  await database.drop();
  await infra.stop();
}
