import { queryStackDatabase } from './stack-database.js';

/**
 * Makes an account's plan lapse in the e2e stack's database, as the expiry sweep leaves it after the 7-day Free
 * plan (or a paid period) ran out: joined eight days ago, expired yesterday. Sign-in then answers
 * SUBSCRIPTION_EXPIRED with a renew token.
 */
export async function expireAccountPlan(email: string): Promise<void> {
  const rows = await queryStackDatabase<{ id: string }>(
    `UPDATE users
        SET plan_status = 'expired',
            plan_expires_at = now() - interval '1 day',
            created_at = now() - interval '8 days'
      WHERE email_normalized = lower($1)
      RETURNING id`,
    [email],
  );
  if (rows.length !== 1) throw new Error(`No account ${email} in the e2e database`);
}

/** The account's plan and plan_status as stored. */
export async function storedPlan(email: string): Promise<{ plan: string; plan_status: string } | null> {
  const rows = await queryStackDatabase<{ plan: string; plan_status: string }>(
    'SELECT plan::text AS plan, plan_status::text AS plan_status FROM users WHERE email_normalized = lower($1)',
    [email],
  );
  return rows[0] ?? null;
}
