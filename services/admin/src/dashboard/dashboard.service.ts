import { Inject, Injectable } from '@nestjs/common';
import { percentChange, type DashboardData, type KpiFigure } from '@pac/contracts';
import { type PrismaClient } from '@pac/db';
import { PRISMA } from '@pac/server-kit';
import { CLOCK, type Clock } from '../common/clock.js';
import { pounds, rollingWindows, round2, startOfUtcMonth, type Window } from '../common/periods.js';
import { succeededRevenuePence } from '../common/succeeded-revenue.js';
import { SystemHealthService } from '../system-health/system-health.service.js';
import { UsageService } from '../usage/usage.service.js';
import { recentActivity } from './recent-activity.js';

/** KPI periods are the last 30 days against the 30 days before them. */
export const KPI_PERIOD_DAYS = 30;
const PAYING_STATUSES = ['active', 'trialing'] as const;

const kpi = (value: number, previous: number): KpiFigure => ({
  value,
  previous,
  change_percent: percentChange(value, previous),
});

/**
 * Dashboard figures, all computed: revenue from succeeded payments, subscriptions from the provider's states,
 * usage from usage_events. A subscription counts as active at a moment when it had started by then and had not
 * been cancelled; today that also means its status is active or trialing.
 */
@Injectable()
export class DashboardService {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly usage: UsageService,
    private readonly health: SystemHealthService,
  ) {}

  async dashboard(): Promise<DashboardData> {
    const now = this.clock.now();
    const { current, previous } = rollingWindows(now, KPI_PERIOD_DAYS);
    const [revenueNow, revenueBefore, totalRevenue, activeNow, activeBefore, totalUsers, newUsers] =
      await Promise.all([
        this.revenueIn(current),
        this.revenueIn(previous),
        this.revenueIn({ from: new Date(0), to: now }),
        this.prisma.subscription.count({
          where: { status: { in: [...PAYING_STATUSES] }, createdAt: { lte: now } },
        }),
        this.prisma.subscription.count({
          where: {
            createdAt: { lte: current.from },
            status: { notIn: ['incomplete', 'incomplete_expired'] },
            OR: [{ canceledAt: null }, { canceledAt: { gt: current.from } }],
          },
        }),
        this.prisma.user.count(),
        this.prisma.user.count({ where: { createdAt: { gte: startOfUtcMonth(now), lte: now } } }),
      ]);
    const [usageNow, usageBefore, activity, health] = await Promise.all([
      this.usage.counts(current),
      this.usage.counts(previous),
      recentActivity(this.prisma),
      this.health.check(),
    ]);
    const monthly = pounds(revenueNow);
    return {
      revenue: {
        monthly_total: monthly,
        total_revenue: pounds(totalRevenue),
        active_subscriptions: activeNow,
        total_users: totalUsers,
        new_users_this_month: newUsers,
        // Average revenue per user over the last 30 days.
        arpu: totalUsers > 0 ? round2(monthly / totalUsers) : 0,
      },
      usage: {
        total_calculations: usageNow.calculations,
        total_exports: usageNow.exports,
        active_users: usageNow.activeUsers,
      },
      kpis: {
        monthly_revenue: kpi(monthly, pounds(revenueBefore)),
        active_subscriptions: kpi(activeNow, activeBefore),
        total_calculations: kpi(usageNow.calculations, usageBefore.calculations),
        total_exports: kpi(usageNow.exports, usageBefore.exports),
      },
      system_health: {
        database: health.checks.database.status,
        email: health.checks.email.status,
        uptime: health.uptime,
      },
      recent_activity: activity,
    };
  }

  /** Succeeded payments paid in [from, to), whole days from the daily roll-up. */
  private revenueIn(window: Window): Promise<number> {
    return succeededRevenuePence(this.prisma, window.from, window.to, 'exclusive');
  }
}
