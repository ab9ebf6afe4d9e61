import { Inject, Injectable, Logger } from '@nestjs/common';
import { FREE_PLAN_DAYS } from '@pac/contracts';
import { type PrismaClient } from '@pac/db';
import { PRISMA } from '@pac/server-kit';

/**
 * Marks lapsed plans expired, so sign-in answers SUBSCRIPTION_EXPIRED (identity reads plan_status) and the
 * expired user renews through checkout: a paid plan whose plan_expires_at has passed (period end, plus the renewal
 * grace unless it was set to end), and a free plan older than FREE_PLAN_DAYS. Admins never expire.
 */
@Injectable()
export class PlanExpiryService {
  private readonly logger = new Logger('PlanExpiry');

  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /** Returns how many accounts were marked expired; `userId` limits it to one account (on-demand check). */
  async expireLapsed(now = new Date(), userId?: string): Promise<number> {
    const paid = await this.prisma.user.updateMany({
      where: {
        ...(userId ? { id: userId } : {}),
        role: 'user',
        plan: { not: 'free' },
        planStatus: { in: ['active', 'trialing', 'inactive'] },
        planExpiresAt: { lte: now },
      },
      data: { planStatus: 'expired' },
    });
    const freeCutoff = new Date(now.getTime() - FREE_PLAN_DAYS * 86_400_000);
    // Raw, because each row's end date is computed from its own created_at.
    const free = await this.prisma.$executeRaw`
      UPDATE users
      SET plan_status = 'expired'::plan_status,
          plan_expires_at = COALESCE(plan_expires_at, created_at + make_interval(days => ${FREE_PLAN_DAYS}::int)),
          updated_at = now()
      WHERE role = 'user'::user_role
        AND plan = 'free'::plan
        AND plan_status IN ('active'::plan_status, 'trialing'::plan_status)
        AND (plan_expires_at <= ${now} OR (plan_expires_at IS NULL AND created_at <= ${freeCutoff}))
        AND (${userId ?? null}::uuid IS NULL OR id = ${userId ?? null}::uuid)`;
    const total = paid.count + free;
    if (total > 0) this.logger.log(`Marked ${total} lapsed plan(s) expired`);
    return total;
  }
}
