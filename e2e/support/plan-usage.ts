import { queryStackDatabase } from './stack-database.js';

/**
 * Puts an account on `plan` with `calculations` analyses already used this month, as if saved earlier. Without a
 * subscription the allowance counts by calendar month (UTC), so it resets on the first of the next month: returned.
 */
export async function spendAllowance(
  email: string,
  { plan, calculations }: { plan: 'starter' | 'professional'; calculations: number },
): Promise<Date> {
  const [user] = await queryStackDatabase<{ id: string }>(
    `UPDATE users SET plan = $2::plan, plan_status = 'active', plan_expires_at = NULL
      WHERE email_normalized = lower($1) RETURNING id`,
    [email, plan],
  );
  if (!user) throw new Error(`No account ${email} in the e2e database`);
  await queryStackDatabase(
    `INSERT INTO usage_events (id, user_id, kind, created_at)
     SELECT gen_random_uuid(), $1::uuid, 'calculation', now() FROM generate_series(1, $2::int)`,
    [user.id, calculations],
  );
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}
