/**
 * Loads a database with admin-scale data, set-based and fast: users, one subscription per paying user, and
 * payments of paying users, each table streamed with COPY … FROM STDIN (pg-copy-streams). The tables' secondary
 * indexes are dropped before the load and re-created from their own definitions afterwards (one bulk build each
 * instead of a million single-row updates), then VACUUM ANALYZE, so the database ends with exactly its migrated
 * schema. Copies and roll-ups kept by triggers (user_search, payment_daily_totals) follow the COPY like any insert.
 *
 * Alone:  npx tsx bench/seed-scale.ts <database-url> [--users 1000000] [--payments 3000000]
 * (the database must already be migrated; existing users, subscriptions and payments are kept).
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { pathToFileURL } from 'node:url';
import { PLAN_CATALOGUE, type UserPlan } from '@pac/contracts';
import { hashPassword } from '@pac/db';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

export const SCALE_DEFAULTS = { users: 1_000_000, payments: 3_000_000 };
/** Every seeded user signs in with this password (one argon2 hash shared by all rows). */
export const SCALE_USER_PASSWORD = 'Scale-User-Pass-1!';
/** Users and payments are spread over this many days before `now`. */
export const SCALE_HISTORY_DAYS = 3 * 365;
const DAY_MS = 86_400_000;

const FIRST_NAMES = (
  'Olivia Amelia Isla Ava Mia Ivy Lily Isabella Rosie Sophia Grace Willow Freya Florence Emily Ella Poppy Evie ' +
  'Elsie Charlotte Noah Oliver George Arthur Muhammad Leo Harry Oscar Archie Henry Theodore Freddie Jack Charlie ' +
  'Theo Alfie Jacob Thomas Finley Arlo William Lucas Roman Tommy Isaac Teddy Alexander Luca Edward James Joshua ' +
  'Albie Elijah Max Mohammed Reuben Mason Sebastian Rory Jude Louie Benjamin Ezra Chester Logan Daniel Ethan'
).split(' ');
const LAST_NAMES = (
  'Smith Jones Williams Taylor Brown Davies Evans Wilson Thomas Johnson Roberts Robinson Thompson Wright Walker ' +
  'White Edwards Hughes Green Hall Lewis Harris Clarke Patel Jackson Wood Turner Martin Cooper Hill Ward Morris ' +
  'Moore Clark Lee King Baker Harrison Morgan Allen James Scott Phillips Watson Davis Parker Price Bennett Young ' +
  'Griffiths Mitchell Kelly Cook Carter Richardson Bailey Collins Bell Shaw Murphy Miller Cox Richards Khan ' +
  'Marshall Anderson Simpson Ellis Adams Singh Begum Wilkinson Foster Chapman Powell Webb Rogers Gray Mason Ali ' +
  'Hunt Hussain Campbell Matthews Owen Palmer Holmes Mills Barnes Knight Lloyd Butler Russell Barker Fisher Stevens'
).split(' ');
const DOMAINS = ['example.com', 'example.org', 'example.net', 'mail.example.co.uk', 'inbox.example.io'];

/** Plan mix of the users (cumulative shares). */
const PLAN_MIX: [UserPlan, number][] = [
  ['free', 0.6],
  ['starter', 0.85],
  ['professional', 0.98],
  ['executive', 0.995],
  ['enterprise_plus', 1],
];
/** Payment outcomes (cumulative shares): most succeed. */
const PAYMENT_MIX: [string, number][] = [
  ['succeeded', 0.9],
  ['failed', 0.97],
  ['refunded', 0.99],
  ['pending', 1],
];
const pricePence = (plan: UserPlan) =>
  PLAN_CATALOGUE.find((entry) => entry.id === plan)?.basePricePence ||
  (plan === 'enterprise_plus' ? 49_900 : 9_900);

export interface ScaleOptions {
  users?: number;
  payments?: number;
  /** The moment the history ends at (default: now). */
  now?: Date;
  /** Deterministic data for a given seed (default 1). */
  seed?: number;
  log?: (line: string) => void;
}

export interface ScaleSummary {
  users: number;
  subscriptions: number;
  payments: number;
  seconds: { users: number; subscriptions: number; payments: number; indexes: number; total: number };
}

/** Loads `users` users, a subscription for each paying one and `payments` payments of paying users. */
export async function seedScale(databaseUrl: string, options: ScaleOptions = {}): Promise<ScaleSummary> {
  const users = options.users ?? SCALE_DEFAULTS.users;
  const payments = options.payments ?? SCALE_DEFAULTS.payments;
  const now = (options.now ?? new Date()).getTime();
  const log = options.log ?? (() => {});
  const random = mulberry32(options.seed ?? 1);
  const started = Date.now();
  const passwordHash = await hashPassword(SCALE_USER_PASSWORD);

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`SET synchronous_commit = off`);
    await client.query(`SET maintenance_work_mem = '512MB'`);
    const tables = ['users', 'user_search', 'subscriptions', 'payments'];
    const foreignKeys = await foreignKeysOf(client, tables);
    for (const key of foreignKeys)
      await client.query(`ALTER TABLE ${key.table} DROP CONSTRAINT "${key.name}"`);
    const indexes = await secondaryIndexes(client, tables);
    for (const index of indexes) await client.query(`DROP INDEX "${index.name}"`);

    // Users: created uniformly over the history, plan by PLAN_MIX; paying users are remembered for the rest.
    const paying: { id: string; plan: UserPlan; createdAt: number; subscriptionId: string }[] = [];
    // A number per address, unique within the load and scattered over its range (i × a unit mod 10^k), so no
    // digits are shared by every address: a trigram in every row would make each email search read a
    // million-entry posting list, which real addresses do not have.
    const modulus = 10 ** Math.max(7, String(users).length + 1);
    const offset = Math.floor(random() * modulus);
    const numberOf = (i: number) =>
      String((i * 7_919 + offset) % modulus).padStart(String(modulus).length - 1, '0');
    const runTag = offset.toString(36);
    let mark = Date.now();
    await copy(
      client,
      'users (id, full_name, email, email_normalized, password_hash, role, plan, plan_status, created_at, updated_at)',
      rows(users, (i) => {
        const id = uuid(random);
        const first = pick(FIRST_NAMES, random);
        const last = pick(LAST_NAMES, random);
        const email = `${first}.${last}.${numberOf(i)}@${pick(DOMAINS, random)}`;
        const plan = weighted(PLAN_MIX, random);
        const createdAt = now - Math.floor(random() * SCALE_HISTORY_DAYS * DAY_MS);
        if (plan !== 'free') paying.push({ id, plan, createdAt, subscriptionId: uuid(random) });
        const created = new Date(createdAt).toISOString();
        return [
          id,
          `${first} ${last}`,
          email,
          email.toLowerCase(),
          passwordHash,
          'user',
          plan,
          'active',
          created,
          created,
        ];
      }),
    );
    const usersSeconds = (Date.now() - mark) / 1000;
    log(`users: ${users.toLocaleString('en-GB')} rows in ${usersSeconds.toFixed(1)} s`);

    mark = Date.now();
    await copy(
      client,
      'subscriptions (id, user_id, provider_subscription_id, provider_customer_id, plan, status, current_period_end, created_at, updated_at)',
      rows(paying.length, (i) => {
        const user = paying[i]!;
        const created = new Date(user.createdAt).toISOString();
        const periodEnd = new Date(now + Math.floor(random() * 30 * DAY_MS)).toISOString();
        const status = random() < 0.9 ? 'active' : 'canceled';
        return [
          user.subscriptionId,
          user.id,
          `sub_scale_${runTag}${i}`,
          `cus_scale_${runTag}${i}`,
          user.plan,
          status,
          periodEnd,
          created,
          created,
        ];
      }),
    );
    const subscriptionsSeconds = (Date.now() - mark) / 1000;
    log(
      `subscriptions: ${paying.length.toLocaleString('en-GB')} rows in ${subscriptionsSeconds.toFixed(1)} s`,
    );

    // Payments: a paying user each, at a time after the user's sign-up; paid_at only when money moved.
    mark = Date.now();
    await copy(
      client,
      'payments (id, user_id, subscription_id, amount_pence, currency, plan, status, paid_at, created_at)',
      rows(paying.length > 0 ? payments : 0, () => {
        const user = paying[Math.floor(random() * paying.length)]!;
        const at = user.createdAt + Math.floor(random() * (now - user.createdAt));
        const status = weighted(PAYMENT_MIX, random);
        const iso = new Date(at).toISOString();
        const paidAt = status === 'succeeded' || status === 'refunded' ? iso : null;
        return [
          uuid(random),
          user.id,
          user.subscriptionId,
          pricePence(user.plan),
          'gbp',
          user.plan,
          status,
          paidAt,
          iso,
        ];
      }),
    );
    const paymentsSeconds = (Date.now() - mark) / 1000;
    const paymentRows = paying.length > 0 ? payments : 0;
    log(`payments: ${paymentRows.toLocaleString('en-GB')} rows in ${paymentsSeconds.toFixed(1)} s`);

    mark = Date.now();
    for (const index of indexes) await client.query(index.definition);
    // Re-adding a foreign key checks every row at once: the load is proven to reference only existing rows.
    for (const key of foreignKeys)
      await client.query(`ALTER TABLE ${key.table} ADD CONSTRAINT "${key.name}" ${key.definition}`);
    // As autovacuum would leave long-lived tables: statistics and visibility maps (index-only scans) in place.
    await client.query('VACUUM ANALYZE users, user_search, subscriptions, payments');
    const indexSeconds = (Date.now() - mark) / 1000;
    log(
      `${indexes.length} indexes and ${foreignKeys.length} foreign keys re-created, tables vacuumed and analysed in ${indexSeconds.toFixed(1)} s`,
    );

    return {
      users,
      subscriptions: paying.length,
      payments: paymentRows,
      seconds: {
        users: usersSeconds,
        subscriptions: subscriptionsSeconds,
        payments: paymentsSeconds,
        indexes: indexSeconds,
        total: (Date.now() - started) / 1000,
      },
    };
  } finally {
    await client.end();
  }
}

/** Indexes of the tables that back no constraint (primary keys stay), with their CREATE statements. */
async function secondaryIndexes(client: pg.Client, tables: string[]) {
  const result = await client.query<{ name: string; definition: string }>(
    `SELECT i.indexname AS name, i.indexdef AS definition
       FROM pg_indexes i
      WHERE i.schemaname = current_schema() AND i.tablename = ANY($1)
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
    [tables],
  );
  return result.rows;
}

/** Foreign keys on or into the tables, with their definitions (checked again, in bulk, when re-added). */
async function foreignKeysOf(client: pg.Client, tables: string[]) {
  const result = await client.query<{ table: string; name: string; definition: string }>(
    `SELECT c.conrelid::regclass::text AS table, c.conname AS name, pg_get_constraintdef(c.oid) AS definition
       FROM pg_constraint c
      WHERE c.contype = 'f' AND c.connamespace = current_schema()::regnamespace
        AND (c.conrelid::regclass::text = ANY($1) OR c.confrelid::regclass::text = ANY($1))`,
    [tables],
  );
  return result.rows;
}

async function copy(client: pg.Client, target: string, source: Readable): Promise<void> {
  await pipeline(source, client.query(copyFrom(`COPY ${target} FROM STDIN`)));
}

/** COPY text format, produced in chunks of rows so memory stays flat. */
function rows(count: number, row: (index: number) => (string | number | null)[]): Readable {
  let index = 0;
  return new Readable({
    read() {
      if (index >= count) return void this.push(null);
      const end = Math.min(count, index + 5_000);
      let chunk = '';
      for (; index < end; index++) chunk += row(index).map(field).join('\t') + '\n';
      this.push(chunk);
    },
  });
}

const field = (value: string | number | null) =>
  value === null
    ? '\\N'
    : String(value).replace(/[\\\t\n\r]/g, (c) =>
        c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r',
      );

const pick = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)]!;

function weighted<T>(mix: [T, number][], random: () => number): T {
  const r = random();
  return (mix.find(([, upTo]) => r < upTo) ?? mix[mix.length - 1]!)[0];
}

/** A version-4 UUID from the seeded generator (randomUUID would make runs differ). */
function uuid(random: () => number): string {
  const word = () =>
    Math.floor(random() * 4_294_967_296)
      .toString(16)
      .padStart(8, '0');
  const s = word() + word() + word() + word();
  const variant = ((parseInt(s[16]!, 16) & 3) | 8).toString(16);
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-4${s.slice(13, 16)}-${variant}${s.slice(17, 20)}-${s.slice(20)}`;
}

/** Small deterministic PRNG, so a seed gives the same data every time. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const flag = (name: string) => {
    const at = args.indexOf(`--${name}`);
    return at >= 0 ? Number(args[at + 1]) : undefined;
  };
  const url = args.find((arg) => !arg.startsWith('--') && /^postgres(ql)?:/.test(arg));
  if (!url) {
    console.error('Usage: npx tsx bench/seed-scale.ts <database-url> [--users N] [--payments N]');
    process.exit(2);
  }
  const summary = await seedScale(url, {
    users: flag('users'),
    payments: flag('payments'),
    log: console.info,
  });
  console.info(
    `loaded ${summary.users} users, ${summary.subscriptions} subscriptions, ${summary.payments} payments in ${summary.seconds.total.toFixed(1)} s`,
  );
}
