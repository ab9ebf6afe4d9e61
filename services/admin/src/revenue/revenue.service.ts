import { Inject, Injectable } from '@nestjs/common';
import { type RevenueData } from '@pac/contracts';
import { type Plan, type PrismaClient } from '@pac/db';
import { PRISMA } from '@pac/server-kit';
import { CLOCK, type Clock } from '../common/clock.js';
import { lastUtcDays, pounds, round2 } from '../common/periods.js';
import { succeededRevenueCells } from '../common/succeeded-revenue.js';

/**
 * Succeeded payments over the last N days (UTC days, today included), by plan and by day with every day present.
 * Whole days come from the daily roll-up, so a year costs the same as a week.
 */
@Injectable()
export class RevenueService {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async revenue(periodDays: number): Promise<RevenueData> {
    const now = this.clock.now();
    const { from, dates } = lastUtcDays(now, periodDays);
    const cells = await succeededRevenueCells(this.prisma, from, now, 'inclusive');
    const perDay = new Map<string, number>();
    const perPlan = new Map<Plan, { count: number; pence: number }>();
    let total = 0;
    let count = 0;
    for (const cell of cells) {
      total += cell.pence;
      count += cell.count;
      perDay.set(cell.day, (perDay.get(cell.day) ?? 0) + cell.pence);
      const plan = perPlan.get(cell.plan) ?? { count: 0, pence: 0 };
      perPlan.set(cell.plan, { count: plan.count + cell.count, pence: plan.pence + cell.pence });
    }
    const byPlan = [...perPlan.entries()]
      .filter(([, plan]) => plan.count > 0)
      .sort(([, a], [, b]) => b.pence - a.pence);
    const daily_revenue = dates.map((date) => ({ date, amount: pounds(perDay.get(date) ?? 0) }));
    return {
      overview: {
        total_revenue: pounds(total),
        average_payment: count > 0 ? round2(total / count / 100) : 0,
        payment_count: count,
      },
      period_days: periodDays,
      plan_revenue: byPlan.map(([plan, { count: payments, pence }]) => ({
        plan,
        count: payments,
        amount: pounds(pence),
      })),
      daily_revenue,
    };
  }
}
