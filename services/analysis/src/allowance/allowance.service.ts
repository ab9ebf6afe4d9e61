import { randomUUID } from 'node:crypto';
import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import {
  ALLOWANCE_MESSAGES,
  DEALS_API_MESSAGES,
  analysisLimitsOf,
  type AnalysisAllowance,
  type UserPlan,
} from '@pac/contracts';
import { Prisma, type PrismaClient, type UsageKind } from '@pac/db';
import { PRISMA } from '@pac/server-kit';
import { CLOCK, type Clock } from '../common/clock.js';
import { usagePeriodOf, type UsagePeriod } from './usage-period.js';

export type Tx = Prisma.TransactionClient;

interface AccountRow {
  plan: UserPlan;
  plan_status: string;
  plan_expires_at: Date | null;
  created_at: Date;
  current_period_end: Date | null;
}

/** The account's plan facts and the end of its live subscription's billing period, in one statement. */
const accountQuery = (userId: string, lock: boolean) => Prisma.sql`
  SELECT u.plan, u.plan_status, u.plan_expires_at, u.created_at,
         (SELECT s.current_period_end FROM subscriptions s
           WHERE s.user_id = u.id AND s.status IN ('active', 'trialing') AND s.current_period_end IS NOT NULL
           ORDER BY s.created_at DESC LIMIT 1) AS current_period_end
  FROM users u WHERE u.id = ${userId}::uuid ${lock ? Prisma.sql`FOR UPDATE OF u` : Prisma.empty}`;

/**
 * Plan allowances: a saved new analysis counts one calculation, a download one export,
 * within the plan's billing period. Spending holds the user's row locked from the count to the usage event, so
 * two saves racing at 24 of 25 cannot both pass; the usage events are the same rows the admin portal reads.
 */
@Injectable()
export class AllowanceService {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async allowance(userId: string): Promise<AnalysisAllowance> {
    const now = this.clock.now();
    const account = await this.account(this.prisma, userId, false);
    const period = this.periodOf(account, now);
    const used = await this.prisma.$queryRaw<{ calculations: bigint; exports: bigint }[]>`
      SELECT count(*) FILTER (WHERE kind = 'calculation') AS calculations,
             count(*) FILTER (WHERE kind = 'export') AS exports
      FROM usage_events
      WHERE user_id = ${userId}::uuid AND created_at >= ${period.start} AND created_at < ${period.end}`;
    const limits = analysisLimitsOf(account.plan);
    return {
      success: true,
      plan: account.plan,
      calculations: { used: Number(used[0]?.calculations ?? 0), limit: limits.calculations },
      exports: { used: Number(used[0]?.exports ?? 0), limit: limits.exports },
      resetsAt: period.end.toISOString(),
    };
  }

  /**
   * Spends one `kind` of the user's allowance: 402 when the plan has ended or the allowance is used up (nothing is
   * written), else `write` (an INSERT … RETURNING, e.g. the new deal) and the usage event, as one statement. A limited
   * plan counts and spends under the user's row lock (its plan read again under it); an unlimited one has nothing to
   * race for, so one user's parallel saves do not queue up.
   */
  async spend<Row = never>(userId: string, kind: UsageKind, write?: Prisma.Sql): Promise<Row | undefined> {
    return this.spendRecorded<Row>(userId, kind, write, randomUUID());
  }

  /**
   * Spends one `kind` as `spend` does, before the work it pays for; `giveBack` returns it if that work then fails
   * (a report that could not be rendered), so the user loses nothing.
   */
  async spendReturnable(userId: string, kind: UsageKind): Promise<{ giveBack(): Promise<void> }> {
    const usageEventId = randomUUID();
    await this.spendRecorded(userId, kind, undefined, usageEventId);
    return {
      giveBack: async () => {
        await this.prisma.usageEvent.deleteMany({ where: { id: usageEventId, userId } });
      },
    };
  }

  private async spendRecorded<Row>(
    userId: string,
    kind: UsageKind,
    write: Prisma.Sql | undefined,
    usageEventId: string,
  ): Promise<Row | undefined> {
    const unlocked = await this.account(this.prisma, userId, false);
    if (this.limitOf(unlocked.plan, kind) === null) {
      this.refuseEndedPlan(unlocked, this.clock.now());
      return this.writeAndRecord<Row>(this.prisma, userId, kind, write, usageEventId);
    }
    return this.prisma.$transaction(async (tx) => {
      const now = this.clock.now();
      const account = await this.account(tx, userId, true);
      const period = this.refuseEndedPlan(account, now);
      const limit = this.limitOf(account.plan, kind);
      if (limit !== null) {
        const used = await tx.usageEvent.count({
          where: { userId, kind, createdAt: { gte: period.start, lt: period.end } },
        });
        if (used >= limit) {
          const message =
            kind === 'calculation'
              ? ALLOWANCE_MESSAGES.calculationsUsedUp(used, limit, period.end)
              : ALLOWANCE_MESSAGES.exportsUsedUp(used, limit, period.end);
          throw new HttpException(message, HttpStatus.PAYMENT_REQUIRED);
        }
      }
      return this.writeAndRecord<Row>(tx, userId, kind, write, usageEventId);
    });
  }

  /** `write` and the usage event in one statement (a statement is atomic; no transaction round trips). */
  private async writeAndRecord<Row>(
    db: Tx | PrismaClient,
    userId: string,
    kind: UsageKind,
    write: Prisma.Sql | undefined,
    usageEventId: string,
  ): Promise<Row | undefined> {
    const event = Prisma.sql`INSERT INTO usage_events (id, user_id, kind, created_at)
      VALUES (${usageEventId}::uuid, ${userId}::uuid, ${kind}::usage_kind, ${this.clock.now()})`;
    if (!write) {
      await db.$executeRaw(event);
      return undefined;
    }
    const rows = await db.$queryRaw<
      Row[]
    >`WITH written AS (${write}), used AS (${event}) SELECT * FROM written`;
    return rows[0];
  }

  private limitOf(plan: UserPlan, kind: UsageKind): number | null {
    return analysisLimitsOf(plan)[kind === 'calculation' ? 'calculations' : 'exports'];
  }

  /** 402 when the plan has ended; otherwise the billing period now. */
  private refuseEndedPlan(account: AccountRow, now: Date): UsagePeriod {
    const period = this.periodOf(account, now);
    if (this.planEnded(account, period, now)) {
      throw new HttpException(DEALS_API_MESSAGES.planInactive, HttpStatus.PAYMENT_REQUIRED);
    }
    return period;
  }

  private async account(db: Tx | PrismaClient, userId: string, lock: boolean): Promise<AccountRow> {
    const rows = await db.$queryRaw<AccountRow[]>(accountQuery(userId, lock));
    const account = rows[0];
    // The session or key was checked a moment ago; an account deleted since is simply not signed in.
    if (!account) throw new HttpException('Please sign in to continue', HttpStatus.UNAUTHORIZED);
    return account;
  }

  private periodOf(account: AccountRow, now: Date): UsagePeriod {
    return usagePeriodOf(
      { plan: account.plan, createdAt: account.created_at, currentPeriodEnd: account.current_period_end },
      now,
    );
  }

  /** Expired by billing (or the sweep), past its expiry, or a free week that is over. */
  private planEnded(account: AccountRow, period: UsagePeriod, now: Date): boolean {
    if (account.plan_status === 'expired') return true;
    if (account.plan_expires_at && account.plan_expires_at <= now) return true;
    return account.plan === 'free' && period.end <= now;
  }
}
