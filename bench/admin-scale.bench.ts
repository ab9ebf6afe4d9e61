/**
 * Admin at scale: loads 1,000,000 users and 3,000,000 payments (bench/seed-scale.ts, COPY) into a scratch
 * database, then measures p50/p95 of the admin users search (substring of name or email, plan filter, paging), the
 * revenue endpoint for each period and the dashboard, through the gateway and the real admin service with an admin
 * session (password + emailed code). Requests go one at a time, as an admin's browser sends them.
 * Targets: p95 < 50 ms for users search, < 150 ms for revenue over 365 days.
 *
 *   npm run bench -- admin-scale
 *   BENCH_SCALE_USERS / BENCH_SCALE_PAYMENTS   smaller loads for a quick look (default 1000000 / 3000000)
 *   BENCH_SAMPLES                              measured requests per scenario (default 40, after 3 warm-up)
 *   BENCH_SCALE_DATABASE_URL                   reuse a database already migrated and loaded (kept afterwards)
 */
import { SESSION_TOKEN_REQUEST_HEADER } from '@pac/contracts';
import { SignInAttempts } from '@pac/server-kit/testing/sign-in-attempts';
import pg from 'pg';
import { fmt, machineLine, percentile, printTable } from './lib/measure.js';
import { Mailbox } from './lib/mailbox.js';
import {
  BENCH_ADMIN,
  clientAddresses,
  createBenchDatabase,
  ensureBuilt,
  resolveInfrastructure,
  seedBenchDatabase,
  startBackend,
} from './lib/stack.js';
import { seedScale, SCALE_DEFAULTS } from './seed-scale.js';

const USERS = Number(process.env.BENCH_SCALE_USERS || SCALE_DEFAULTS.users);
const PAYMENTS = Number(process.env.BENCH_SCALE_PAYMENTS || SCALE_DEFAULTS.payments);
const SAMPLES = Number(process.env.BENCH_SAMPLES || 40);
const WARMUP = 3;
const RAW_SAMPLES = 5;
const SEARCH_P95_TARGET_MS = 50;
const REVENUE_365_P95_TARGET_MS = 150;

ensureBuilt(['@pac/admin', '@pac/gateway']);
const infra = await resolveInfrastructure();
const reuseUrl = process.env.BENCH_SCALE_DATABASE_URL;
const database = reuseUrl
  ? { url: reuseUrl, drop: async () => {} }
  : await createBenchDatabase(infra.serverUrl);
let backend: Awaited<ReturnType<typeof startBackend>> | undefined;
let mailbox: Mailbox | undefined;

try {
  console.info(`Admin-at-scale benchmark · ${machineLine()}`);
  console.info(
    `infrastructure: ${infra.description}; admin service and gateway as separate production processes`,
  );
  if (!reuseUrl) {
    console.info(
      `loading ${USERS.toLocaleString('en-GB')} users and ${PAYMENTS.toLocaleString('en-GB')} payments…`,
    );
    const loaded = await seedScale(database.url, {
      users: USERS,
      payments: PAYMENTS,
      log: (line) => console.info(`  ${line}`),
    });
    console.info(
      `loaded ${loaded.users.toLocaleString('en-GB')} users, ${loaded.subscriptions.toLocaleString('en-GB')} ` +
        `subscriptions and ${loaded.payments.toLocaleString('en-GB')} payments in ${loaded.seconds.total.toFixed(0)} s`,
    );
  } else {
    console.info(`reusing the loaded database ${new URL(reuseUrl).pathname.slice(1)}`);
    await seedBenchDatabase(reuseUrl);
  }

  backend = await startBackend({ services: ['admin'], databaseUrl: database.url, redisUrl: infra.redisUrl });
  mailbox = new Mailbox(infra.redisUrl, backend.queuePrefix);
  const gateway = backend.gatewayUrl;
  const address = clientAddresses()();

  // The admin signs in as in the portal: password, then the emailed code.
  const attempts = new SignInAttempts();
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${gateway}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': address,
        // An API client: the code step answers with the session token only when asked.
        [SESSION_TOKEN_REQUEST_HEADER]: 'true',
        ...attempts.cookieHeader(body),
      },
      body: JSON.stringify(body),
    });
    attempts.keep(body, response.headers.getSetCookie());
    const answer = (await response.json()) as Record<string, unknown>;
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(answer)}`);
    return answer;
  };
  await post('/api/admin/login', BENCH_ADMIN);
  const code = await mailbox.nextCode(BENCH_ADMIN.email);
  const token = String((await post('/api/admin/2fa/verify', { email: BENCH_ADMIN.email, code })).token);

  // Search terms from the loaded data: common surnames and first-name fragments, and rare email fragments.
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const sampled = await client.query<{ email: string }>(
    `SELECT email_normalized AS email FROM users TABLESAMPLE SYSTEM (0.1) WHERE role = 'user' LIMIT 20`,
  );
  await client.end();
  // `first.last.<number>@domain`: `.<number>@` is one user's.
  const rareFragments = sampled.rows.map((row) => /(\.\d+@)/.exec(row.email)?.[1] ?? row.email);

  const rotate = (items: string[]) => {
    let next = 0;
    return () => items[next++ % items.length]!;
  };
  const surname = rotate(['smith', 'jones', 'patel', 'khan', 'taylor', 'wright', 'hughes', 'green']);
  const surnameForPlan = rotate(['smith', 'jones', 'patel', 'khan', 'taylor', 'wright', 'hughes', 'green']);
  const paidPlan = rotate(['starter', 'professional']);
  const firstName = rotate(['oliv', 'amel', 'theo', 'fredd', 'isab', 'sebast']);
  const rare = rotate(rareFragments.length > 0 ? rareFragments : ['nobody-matches-this']);
  const broad = rotate(['son', 'ar', 'ell']);
  const deepPage = rotate(['5', '10', '25', '50']);
  const planOnly = rotate(['free', 'starter', 'professional', 'executive']);

  const users = (query: Record<string, string>) => `/api/admin/users?${new URLSearchParams(query)}`;
  const scenarios: {
    group: 'users' | 'revenue' | 'dashboard' | 'baseline';
    name: string;
    path: () => string;
  }[] = [
    { group: 'users', name: 'first page, no search', path: () => users({ page: '1' }) },
    { group: 'users', name: 'surname substring (~1% of users)', path: () => users({ search: surname() }) },
    {
      group: 'users',
      name: 'surname substring + paid plan',
      path: () => users({ search: surnameForPlan(), plan: paidPlan() }),
    },
    { group: 'users', name: 'first-name fragment', path: () => users({ search: firstName() }) },
    { group: 'users', name: 'rare email fragment (1 match)', path: () => users({ search: rare() }) },
    {
      group: 'users',
      name: 'broad substring (≥ 10% of users), page 5–50',
      path: () => users({ search: broad(), page: deepPage() }),
    },
    {
      group: 'users',
      name: 'plan filter only, page 5–50',
      path: () => users({ plan: planOnly(), page: deepPage() }),
    },
    ...[7, 30, 90, 365].map((days) => ({
      group: 'revenue' as const,
      name: `revenue ${days} days`,
      path: () => `/api/admin/revenue?period=${days}`,
    })),
    { group: 'dashboard', name: 'dashboard', path: () => '/api/admin/dashboard' },
    // Baseline, same path and session: the admin's own record (one primary-key read), the floor of any admin call.
    { group: 'baseline', name: 'admin profile (one row by key)', path: () => '/api/admin/profile' },
  ];

  const timed = async (path: string): Promise<number> => {
    const started = performance.now();
    const response = await fetch(`${gateway}${path}`, {
      headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': address },
    });
    const body = await response.text();
    const elapsed = performance.now() - started;
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${body.slice(0, 200)}`);
    return elapsed;
  };

  const rows: string[][] = [];
  const searchSamples: number[] = [];
  let revenue365P95 = Number.NaN;
  for (const scenario of scenarios) {
    for (let i = 0; i < WARMUP; i++) await timed(scenario.path());
    const samples: number[] = [];
    for (let i = 0; i < SAMPLES; i++) samples.push(await timed(scenario.path()));
    const p50 = percentile(samples, 50);
    const p95 = percentile(samples, 95);
    if (scenario.group === 'users') searchSamples.push(...samples);
    if (scenario.name === 'revenue 365 days') revenue365P95 = p95;
    console.info(`${scenario.group} · ${scenario.name}: p50 ${fmt.ms(p50)}, p95 ${fmt.ms(p95)}`);
    const target =
      scenario.name === 'revenue 365 days'
        ? [`< ${REVENUE_365_P95_TARGET_MS} ms`, fmt.met(p95 < REVENUE_365_P95_TARGET_MS)]
        : ['', ''];
    rows.push([`${scenario.group}: ${scenario.name}`, fmt.ms(p50), fmt.ms(p95), ...target]);
  }
  const searchP95 = percentile(searchSamples, 95);
  rows.splice(7, 0, [
    '**users search, all of the above**',
    fmt.ms(percentile(searchSamples, 50)),
    fmt.ms(searchP95),
    `< ${SEARCH_P95_TARGET_MS} ms`,
    fmt.met(searchP95 < SEARCH_P95_TARGET_MS),
  ]);

  // Baseline for revenue: what the daily roll-up replaces, the same year summed straight from payments (SQL only,
  // without the HTTP and service around it, so a lower bound of the cost before the roll-up).
  const sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
  const rawSamples: number[] = [];
  for (let i = 0; i < 1 + RAW_SAMPLES; i++) {
    const started = performance.now();
    await sql.query(
      `SELECT date_trunc('day', paid_at AT TIME ZONE 'UTC') AS day, plan, count(*), sum(amount_pence)
         FROM payments WHERE status = 'succeeded' AND paid_at >= $1 AND paid_at <= now() GROUP BY 1, 2`,
      [new Date(Date.now() - 365 * 86_400_000)],
    );
    if (i > 0) rawSamples.push(performance.now() - started);
  }
  await sql.end();
  const rawP50 = percentile(rawSamples, 50);
  console.info(
    `baseline · revenue 365 days straight from payments (SQL only): p50 ${fmt.ms(rawP50)}, p95 ${fmt.ms(percentile(rawSamples, 95))}`,
  );
  rows.push([
    `baseline: revenue 365 days summed straight from payments, SQL only (${RAW_SAMPLES} runs)`,
    fmt.ms(rawP50),
    fmt.ms(percentile(rawSamples, 95)),
    '',
    '',
  ]);

  console.info(
    `\n${USERS.toLocaleString('en-GB')} users, ${PAYMENTS.toLocaleString('en-GB')} payments; ${SAMPLES} requests ` +
      `per scenario one at a time (after ${WARMUP} warm-up), through the gateway with an admin session:`,
  );
  printTable(['scenario', 'p50', 'p95', 'target (p95)', 'result'], rows);
  console.info(
    `users search p95 ${fmt.ms(searchP95)} (target < ${SEARCH_P95_TARGET_MS} ms) ${fmt.met(searchP95 < SEARCH_P95_TARGET_MS)}; ` +
      `revenue 365 days p95 ${fmt.ms(revenue365P95)} (target < ${REVENUE_365_P95_TARGET_MS} ms) ` +
      `${fmt.met(revenue365P95 < REVENUE_365_P95_TARGET_MS)}`,
  );
} finally {
  await mailbox?.close();
  await backend?.stop();
  await database.drop();
  await infra.stop();
}
