import { Prisma, type Plan, type PrismaClient } from '@pac/db';
import { DAY_MS, startOfUtcDay } from './periods.js';

/** Succeeded payments of one UTC day and plan. */
export interface RevenueCell {
  /** YYYY-MM-DD (UTC). */
  day: string;
  plan: Plan;
  count: number;
  pence: number;
}

/** Which end of the time range counts: `[from, to)` or `[from, to]`. */
export type RangeEnd = 'exclusive' | 'inclusive';

/**
 * Succeeded payments whose paid_at falls in the range, per UTC day and plan. Whole UTC days come from the
 * `payment_daily_totals` roll-up (kept by triggers on payments), and only the partial days at either end are read
 * from `payments` (its status + paid_at index), so a year costs a few hundred roll-up rows instead of millions.
 */
export async function succeededRevenueCells(
  prisma: PrismaClient,
  from: Date,
  to: Date,
  end: RangeEnd,
): Promise<RevenueCell[]> {
  const upper = end === 'inclusive' ? Prisma.sql`paid_at <= ${to}` : Prisma.sql`paid_at < ${to}`;
  const wholeFrom = ceilUtcDay(from);
  const wholeTo = startOfUtcDay(to);
  const rows =
    wholeFrom < wholeTo
      ? await prisma.$queryRaw<RawCell[]>`
          SELECT to_char(day, 'YYYY-MM-DD') AS day, plan::text AS plan, payment_count::bigint AS n, amount_pence AS pence
            FROM payment_daily_totals
           WHERE day >= ${isoDate(wholeFrom)}::date AND day < ${isoDate(wholeTo)}::date AND payment_count <> 0
          UNION ALL
          SELECT to_char((paid_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD'), plan::text, count(*), sum(amount_pence)::bigint
            FROM payments
           WHERE status = 'succeeded'
             AND ((paid_at >= ${from} AND paid_at < ${wholeFrom}) OR (paid_at >= ${wholeTo} AND ${upper}))
           GROUP BY 1, 2`
      : await prisma.$queryRaw<RawCell[]>`
          SELECT to_char((paid_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day, plan::text AS plan,
                 count(*) AS n, sum(amount_pence)::bigint AS pence
            FROM payments
           WHERE status = 'succeeded' AND paid_at >= ${from} AND ${upper}
           GROUP BY 1, 2`;
  return rows.map((row) => ({
    day: row.day,
    plan: row.plan,
    count: Number(row.n),
    pence: Number(row.pence),
  }));
}

/** The sum in pence of succeeded payments paid in the range (see succeededRevenueCells). */
export async function succeededRevenuePence(
  prisma: PrismaClient,
  from: Date,
  to: Date,
  end: RangeEnd,
): Promise<number> {
  const cells = await succeededRevenueCells(prisma, from, to, end);
  return cells.reduce((sum, cell) => sum + cell.pence, 0);
}

interface RawCell {
  day: string;
  plan: Plan;
  n: bigint;
  pence: bigint;
}

/** The first UTC midnight at or after `date`. */
function ceilUtcDay(date: Date): Date {
  const start = startOfUtcDay(date);
  return start.getTime() === date.getTime() ? start : new Date(start.getTime() + DAY_MS);
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
