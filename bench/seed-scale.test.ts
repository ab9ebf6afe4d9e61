import { verifyPassword } from '@pac/db';
import { createTestDatabase, type TestDatabase } from '@pac/db/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCALE_HISTORY_DAYS, SCALE_USER_PASSWORD, seedScale, type ScaleSummary } from './seed-scale.js';

const NOW = new Date('2026-06-15T12:00:00.000Z');

describe('seed-scale (the admin-at-scale loader) on a small N', () => {
  let database: TestDatabase;
  let client: pg.Client;
  let summary: ScaleSummary;
  let schemaBefore: string[];
  const one = async <T>(sql: string) => (await client.query(sql)).rows[0] as T;

  beforeAll(async () => {
    database = await createTestDatabase();
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
    schemaBefore = await schemaObjects(client);
    summary = await seedScale(database.url, { users: 400, payments: 1_200, now: NOW });
  });
  afterAll(async () => {
    await client?.end();
    await database?.drop();
  });

  it('loads the asked numbers of users and payments, and one subscription per paying user', async () => {
    expect(summary).toMatchObject({ users: 400, payments: 1_200 });
    expect(await one<{ n: number }>('SELECT count(*)::int AS n FROM users')).toEqual({ n: 400 });
    expect(await one<{ n: number }>('SELECT count(*)::int AS n FROM payments')).toEqual({ n: 1_200 });
    const paying = await one<{ n: number }>(`SELECT count(*)::int AS n FROM users WHERE plan <> 'free'`);
    expect(paying.n).toBeGreaterThan(0);
    expect(await one<{ n: number }>('SELECT count(*)::int AS n FROM subscriptions')).toEqual(paying);
    expect(summary.subscriptions).toBe(paying.n);
    // The narrow search copy kept by triggers follows the COPY too.
    expect(await one<{ n: number }>('SELECT count(*)::int AS n FROM user_search')).toEqual({ n: 400 });
  });

  it('references only existing rows: each payment is its paying user’s, on that user’s subscription and plan', async () => {
    const mismatched = await one<{ n: number }>(`
      SELECT count(*)::int AS n FROM payments p
        LEFT JOIN users u ON u.id = p.user_id
        LEFT JOIN subscriptions s ON s.id = p.subscription_id
       WHERE u.id IS NULL OR s.id IS NULL OR s.user_id <> u.id OR p.plan <> u.plan OR u.plan = 'free'`);
    expect(mismatched.n).toBe(0);
  });

  it('keeps times and states consistent: sign-up within the history, payment after sign-up, paid_at when paid', async () => {
    const from = new Date(NOW.getTime() - SCALE_HISTORY_DAYS * 86_400_000).toISOString();
    const outside = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM users WHERE created_at < '${from}' OR created_at > '${NOW.toISOString()}'`,
    );
    expect(outside.n).toBe(0);
    const early = await one<{ n: number }>(`
      SELECT count(*)::int AS n FROM payments p JOIN users u ON u.id = p.user_id
       WHERE p.created_at < u.created_at OR p.created_at > '${NOW.toISOString()}'`);
    expect(early.n).toBe(0);
    const paidAt = await one<{ n: number }>(`
      SELECT count(*)::int AS n FROM payments
       WHERE (status IN ('succeeded', 'refunded')) <> (paid_at IS NOT NULL) OR amount_pence <= 0`);
    expect(paidAt.n).toBe(0);
    const statuses = (await client.query('SELECT DISTINCT status::text FROM payments ORDER BY 1')).rows;
    expect(statuses.map((row) => row.status)).toContain('succeeded');
  });

  it('gives unique, lower-cased emails and a password every seeded user can sign in with', async () => {
    const emails = await one<{ all: number; distinct: number }>(
      'SELECT count(*)::int AS all, count(DISTINCT email_normalized)::int AS distinct FROM users',
    );
    expect(emails.distinct).toBe(emails.all);
    const user = await one<{ password_hash: string }>('SELECT password_hash FROM users LIMIT 1');
    expect(await verifyPassword(user.password_hash, SCALE_USER_PASSWORD)).toBe(true);
  });

  it('ends with exactly the migrated schema: every index and foreign key it dropped for the load is back', async () => {
    expect(await schemaObjects(client)).toEqual(schemaBefore);
  });
});

async function schemaObjects(client: pg.Client): Promise<string[]> {
  const result = await client.query<{ item: string }>(`
    SELECT 'index ' || indexdef AS item FROM pg_indexes WHERE schemaname = current_schema()
    UNION ALL
    SELECT 'constraint ' || conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid)
      FROM pg_constraint WHERE connamespace = current_schema()::regnamespace
    ORDER BY 1`);
  return result.rows.map((row) => row.item);
}
