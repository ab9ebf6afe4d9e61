/**
 * API benchmark: requests per second and p50/p99 latency through the gateway for the readiness endpoint, newsletter
 * subscribe and profile read, each against a bare Node HTTP server answering the same payload, measured in the
 * same run; then p50/p99 at a fixed 200 requests/s for subscribe and profile read.
 * Targets: ≥ 60% of the bare server's throughput for readiness; p99 < 50 ms at 200 requests/s for the others.
 *
 *   npm run bench -- api        (BENCH_DURATION=seconds per measured run, default 10)
 */
import {
  assertAllOk,
  fmt,
  machineLine,
  printTable,
  startBareServer,
  warmAndLoad,
  type LoadOptions,
  type LoadResult,
} from './lib/measure.js';
import { signedInBenchUser } from './lib/accounts.js';
import { Mailbox } from './lib/mailbox.js';
import {
  BENCH_TRUSTED_PROXIES,
  clientAddresses,
  createBenchDatabase,
  ensureBuilt,
  resolveInfrastructure,
  startBackend,
  startGatewayInFrontOf,
} from './lib/stack.js';

const DURATION = Number(process.env.BENCH_DURATION || 10);
const FIXED_RATE = 200;
const CONNECTIONS = 10;
const READINESS_TARGET = 0.6;
const P99_TARGET_MS = 50;
const PASSWORD = 'Bench-User-Pass-1!';

ensureBuilt(['@pac/identity', '@pac/content', '@pac/gateway']);
const infra = await resolveInfrastructure();
const database = await createBenchDatabase(infra.serverUrl);
const backend = await startBackend({
  services: ['identity', 'content'],
  databaseUrl: database.url,
  redisUrl: infra.redisUrl,
});
const mailbox = new Mailbox(infra.redisUrl, backend.queuePrefix);
const nextAddress = clientAddresses();

try {
  console.info(`API benchmark · ${machineLine()}`);
  console.info(`infrastructure: ${infra.description}; services and gateway as separate production processes`);
  console.info(
    `rate limits: production values (IP_LIMIT_MULTIPLIER=1); the client is the gateway's only trusted proxy ` +
      `(TRUSTED_PROXIES=${BENCH_TRUSTED_PROXIES}) and gives every request its own X-Forwarded-For address ` +
      `(198.18.0.0/15), so no answer is a 429 and every limit is still counted in Redis`,
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

  let subscriber = 0;
  const scenarios: {
    name: string;
    path: string;
    options: Omit<LoadOptions, 'url' | 'durationSeconds'>;
    fixedRate: boolean;
  }[] = [
    {
      name: 'readiness',
      path: '/api/health/identity/ready',
      options: { method: 'GET' },
      fixedRate: false,
    },
    {
      name: 'newsletter subscribe',
      path: '/api/newsletter/subscribe',
      options: {
        method: 'POST',
        headers: json,
        // A new address each time: the full path (row, email log, queued confirmation), not the "already in" shortcut.
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({ email: `bench-${process.pid}-${++subscriber}@example.com` }),
          headers: { ...request.headers, 'x-forwarded-for': nextAddress() },
        }),
      },
      fixedRate: true,
    },
    {
      name: 'profile read',
      path: '/api/user/profile',
      options: {
        method: 'GET',
        headers: { authorization: `Bearer ${token}` },
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, 'x-forwarded-for': nextAddress() },
        }),
      },
      fixedRate: true,
    },
  ];

  const rows: string[][] = [];
  const fixedRows: string[][] = [];
  for (const scenario of scenarios) {
    const payload = await sample(`${gateway}${scenario.path}`, scenario.options, nextAddress);
    const measured = await run(`${scenario.name} via gateway`, {
      ...scenario.options,
      url: `${gateway}${scenario.path}`,
      connections: CONNECTIONS,
      durationSeconds: DURATION,
    });
    const bare = await startBareServer(payload.body, payload.contentType);
    let baseline: LoadResult;
    const comparisons: { label: string; result: LoadResult }[] = [];
    try {
      baseline = await run(`${scenario.name} bare`, {
        ...scenario.options,
        url: `${bare.url}${scenario.path}`,
        connections: CONNECTIONS,
        durationSeconds: DURATION,
      });
      if (scenario.name === 'readiness') comparisons.push(...(await readinessComparisons(bare.url)));
    } finally {
      await bare.stop();
    }
    const ratio = measured.rps / baseline.rps;
    const target = scenario.name === 'readiness' ? `≥ ${fmt.pct(READINESS_TARGET)}` : '—';
    const verdict = scenario.name === 'readiness' ? fmt.met(ratio >= READINESS_TARGET) : '';
    console.info(
      `${scenario.name}: gateway ${fmt.rps(measured.rps)} (p50 ${fmt.ms(measured.p50)}, p99 ${fmt.ms(measured.p99)}) · ` +
        `bare ${fmt.rps(baseline.rps)} (p50 ${fmt.ms(baseline.p50)}, p99 ${fmt.ms(baseline.p99)}) · ratio ${fmt.pct(ratio)} ${verdict}`,
    );
    rows.push([
      `${scenario.name} (${scenario.options.method} ${scenario.path})`,
      fmt.rps(measured.rps),
      `${fmt.ms(measured.p50)} / ${fmt.ms(measured.p99)}`,
      fmt.rps(baseline.rps),
      `${fmt.ms(baseline.p50)} / ${fmt.ms(baseline.p99)}`,
      fmt.pct(ratio),
      target,
      verdict,
    ]);
    for (const { label, result } of comparisons) {
      console.info(
        `${label}: ${fmt.rps(result.rps)} (p50 ${fmt.ms(result.p50)}, p99 ${fmt.ms(result.p99)}) · ` +
          `ratio to bare ${fmt.pct(result.rps / baseline.rps)}`,
      );
      rows.push([
        `${label} (for comparison)`,
        fmt.rps(result.rps),
        `${fmt.ms(result.p50)} / ${fmt.ms(result.p99)}`,
        fmt.rps(baseline.rps),
        `${fmt.ms(baseline.p50)} / ${fmt.ms(baseline.p99)}`,
        fmt.pct(result.rps / baseline.rps),
        '',
        '',
      ]);
    }

    if (scenario.fixedRate) {
      const fixed = await run(`${scenario.name} at ${FIXED_RATE}/s`, {
        ...scenario.options,
        url: `${gateway}${scenario.path}`,
        connections: CONNECTIONS,
        durationSeconds: DURATION,
        overallRate: FIXED_RATE,
      });
      const ok = fixed.p99 < P99_TARGET_MS;
      console.info(
        `${scenario.name} at ${FIXED_RATE} req/s: served ${fmt.rps(fixed.rps)}, p50 ${fmt.ms(fixed.p50)}, ` +
          `p99 ${fmt.ms(fixed.p99)} (target < ${P99_TARGET_MS} ms) ${fmt.met(ok)}`,
      );
      fixedRows.push([
        scenario.name,
        fmt.rps(fixed.rps),
        fmt.ms(fixed.p50),
        fmt.ms(fixed.p99),
        `< ${P99_TARGET_MS} ms`,
        fmt.met(ok),
      ]);
    }
  }

  console.info(
    `\nMaximum throughput, ${CONNECTIONS} connections, ${DURATION} s per run (after 3 s warm-up), 2xx answers only:`,
  );
  printTable(
    [
      'endpoint',
      'gateway req/s',
      'gateway p50 / p99',
      'bare req/s',
      'bare p50 / p99',
      'ratio',
      'target',
      'result',
    ],
    rows,
  );
  console.info(`\nFixed offered load ${FIXED_RATE} req/s (autocannon overallRate), ${DURATION} s:`);
  printTable(['endpoint', 'served', 'p50', 'p99', 'target', 'result'], fixedRows);
} finally {
  await mailbox.close();
  await backend.stop();
  await database.drop();
  await infra.stop();
}

/**
 * Where the time goes when readiness is not answered from the gateway's cache: (1) a second gateway with
 * HEALTH_CACHE_MS=0, which asks the service again once each probe is answered (requests arriving meanwhile share
 * it): the gateway's request to identity, Nest, a PostgreSQL and a Redis round trip; (2) the identity service
 * directly, one check per request; (3) the gateway's proxy hop alone, to the bare server.
 */
async function readinessComparisons(bareUrl: string): Promise<{ label: string; result: LoadResult }[]> {
  const load = (url: string) => ({
    method: 'GET' as const,
    url,
    connections: CONNECTIONS,
    durationSeconds: DURATION,
  });
  /** Loads `path` on a gateway of its own, started for this figure and stopped after it. */
  const throughOwnGateway = async (
    gateway: Promise<{ url: string; stop(): Promise<void> }>,
    path: string,
  ) => {
    const started = await gateway;
    try {
      return await run(path, load(`${started.url}${path}`));
    } finally {
      await started.stop();
    }
  };
  const results: { label: string; result: LoadResult }[] = [];
  results.push({
    label: 'readiness without the cache (HEALTH_CACHE_MS=0; requests in flight together share one probe)',
    result: await throughOwnGateway(
      startGatewayInFrontOf(backend.serviceUrl, { HEALTH_CACHE_MS: '0' }, 'gateway-uncached'),
      '/api/health/identity/ready',
    ),
  });
  results.push({
    label: 'readiness of identity directly (no gateway, no cache)',
    result: await run('readiness direct', load(`${backend.serviceUrl('identity')}/health/ready`)),
  });
  results.push({
    label: 'a proxied path (GET /api/health/identity/live) through the gateway to the bare server',
    result: await throughOwnGateway(startGatewayInFrontOf(bareUrl), '/api/health/identity/live'),
  });
  return results;
}

async function run(label: string, options: LoadOptions): Promise<LoadResult> {
  const result = await warmAndLoad(options);
  assertAllOk(label, result);
  return result;
}

/** One request as the load will send it: its answer is what the bare server replays. */
async function sample(
  url: string,
  options: Omit<LoadOptions, 'url' | 'durationSeconds'>,
  address: () => string,
): Promise<{ body: string; contentType: string }> {
  const base = {
    method: options.method ?? 'GET',
    headers: options.headers ?? {},
    body: undefined as string | undefined,
  };
  const request = options.setupRequest
    ? (options.setupRequest(base as never) as unknown as typeof base)
    : { ...base, headers: { ...base.headers, 'x-forwarded-for': address() } };
  const response = await fetch(url, { method: request.method, headers: request.headers, body: request.body });
  const body = await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${body}`);
  return { body, contentType: response.headers.get('content-type') ?? 'application/json' };
}
