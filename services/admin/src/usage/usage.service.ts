import { Inject, Injectable } from '@nestjs/common';
import {
  ACTIVE_USER_DAYS,
  LOW_ENGAGEMENT_THRESHOLD,
  exportRatePercent,
  type UsageData,
  type UsageTrendData,
} from '@pac/contracts';
import { type PrismaClient, type UsageKind } from '@pac/db';
import { PRISMA } from '@pac/server-kit';
import { CLOCK, type Clock } from '../common/clock.js';
import { lastUtcDays, round2, type Window } from '../common/periods.js';

export interface UsageCounts {
  calculations: number;
  exports: number;
  activeUsers: number;
}

/** What the admin portal reads from the usage events the analysis service records. */
@Injectable()
export class UsageService {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async counts(window: Window): Promise<UsageCounts> {
    const where = { createdAt: { gte: window.from, lt: window.to } };
    const [byKind, active] = await Promise.all([
      this.prisma.usageEvent.groupBy({ by: ['kind'], where, _count: { _all: true } }),
      this.prisma.$queryRaw<{ n: bigint }[]>`
        SELECT count(DISTINCT user_id) AS n FROM usage_events
        WHERE created_at >= ${window.from} AND created_at < ${window.to}`,
    ]);
    const of = (kind: UsageKind) => byKind.find((row) => row.kind === kind)?._count._all ?? 0;
    return { calculations: of('calculation'), exports: of('export'), activeUsers: Number(active[0]?.n ?? 0) };
  }

  /** The Usage page: the last 30 days, export rate, engagement, insights and recommendations. */
  async statistics(): Promise<UsageData> {
    const now = this.clock.now();
    const counts = await this.counts({
      from: new Date(now.getTime() - ACTIVE_USER_DAYS * 86_400_000),
      to: now,
    });
    const exportRate = exportRatePercent(counts.exports, counts.calculations);
    const perUser = counts.activeUsers > 0 ? round2(counts.calculations / counts.activeUsers) : 0;
    const lowEngagement = perUser < LOW_ENGAGEMENT_THRESHOLD;
    const insights = [
      `${counts.activeUsers} active user${counts.activeUsers === 1 ? '' : 's'} in the last ${ACTIVE_USER_DAYS} days.`,
      `${perUser} calculations per active user on average.`,
      `${exportRate}% of calculations were exported as reports.`,
    ];
    const recommendations: string[] = [];
    if (counts.calculations === 0)
      recommendations.push(
        'No analyses saved yet: check that users reach the calculator and can save a deal.',
      );
    if (lowEngagement)
      recommendations.push('Engagement is low: send onboarding emails showing how to run a first analysis.');
    if (counts.calculations > 0 && exportRate < 20)
      recommendations.push('Few analyses are exported: highlight the PDF report in the calculator.');
    if (recommendations.length === 0) recommendations.push('Usage looks healthy. Keep monitoring weekly.');
    return {
      overview: {
        total_calculations: counts.calculations,
        total_exports: counts.exports,
        active_users: counts.activeUsers,
      },
      export_rate: exportRate,
      calculations_per_active_user: perUser,
      low_engagement: lowEngagement,
      insights,
      recommendations,
    };
  }

  /** The Usage page's chart: calculations and exports per UTC day, today included, every day present. */
  async trend(periodDays: number): Promise<UsageTrendData> {
    const now = this.clock.now();
    const { from, dates } = lastUtcDays(now, periodDays);
    const rows = await this.prisma.$queryRaw<{ day: string; kind: UsageKind; n: bigint }[]>`
      SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, kind, count(*) AS n
        FROM usage_events
       WHERE created_at >= ${from} AND created_at <= ${now}
       GROUP BY 1, 2`;
    const perDay = new Map<string, { calculations: number; exports: number }>();
    for (const row of rows) {
      const entry = perDay.get(row.day) ?? { calculations: 0, exports: 0 };
      if (row.kind === 'calculation') entry.calculations += Number(row.n);
      else entry.exports += Number(row.n);
      perDay.set(row.day, entry);
    }
    return {
      period_days: periodDays,
      daily_usage: dates.map((date) => ({ date, ...(perDay.get(date) ?? { calculations: 0, exports: 0 }) })),
    };
  }
}
