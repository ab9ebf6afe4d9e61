import { Inject, Injectable } from '@nestjs/common';
import { type RevenueData } from '@pac/contracts';
import { type PrismaClient } from '@pac/db';
import { PRISMA } from '@pac/server-kit';
import { CLOCK, type Clock } from '../common/clock.js';
import { DAY_MS, isoDay, pounds, round2, startOfUtcDay } from '../common/periods.js';

/** Succeeded payments over the last N days (UTC days, today included), by plan and by day with every day present. */
@Injectable()
export class RevenueService {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async revenue(periodDays: number): Promise<RevenueData> {
    const now = this.clock.now();
    const from = new Date(startOfUtcDay(now).getTime() - (periodDays - 1) * DAY_MS);
    const where = { status: 'succeeded' as const, paidAt: { gte: from, lte: now } };
    const [totals, byPlan, byDay] = await Promise.all([
      this.prisma.payment.aggregate({ where, _sum: { amountPence: true }, _count: { _all: true } }),
      this.prisma.payment.groupBy({
        by: ['plan'],
        where,
        _sum: { amountPence: true },
        _count: { _all: true },
        orderBy: { _sum: { amountPence: 'desc' } },
      }),
      this.prisma.$queryRaw<{ day: Date; pence: bigint }[]>`
        SELECT date_trunc('day', paid_at AT TIME ZONE 'UTC') AS day, SUM(amount_pence)::bigint AS pence
        FROM payments
        WHERE status = 'succeeded' AND paid_at >= ${from} AND paid_at <= ${now}
        GROUP BY 1`,
    ]);
    const perDay = new Map(byDay.map((row) => [isoDay(new Date(row.day)), Number(row.pence)]));
    const daily_revenue = Array.from({ length: periodDays }, (_, index) => {
      const date = isoDay(new Date(from.getTime() + index * DAY_MS));
      return { date, amount: pounds(perDay.get(date) ?? 0) };
    });
    const total = totals._sum.amountPence ?? 0;
    const count = totals._count._all;
    return {
      overview: {
        total_revenue: pounds(total),
        average_payment: count > 0 ? round2(total / count / 100) : 0,
        payment_count: count,
      },
      period_days: periodDays,
      plan_revenue: byPlan.map((row) => ({
        plan: row.plan,
        count: row._count._all,
        amount: pounds(row._sum.amountPence ?? 0),
      })),
      daily_revenue,
    };
  }
}
