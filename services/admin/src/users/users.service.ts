import { Inject, Injectable } from '@nestjs/common';
import { badgePlanStatus, planValuesOf, type AdminUsersData, type AdminUsersQuery } from '@pac/contracts';
import { Prisma, type PrismaClient } from '@pac/db';
import { PRISMA, containsPattern } from '@pac/server-kit';

/** Above this many matching rows the total is the planner's estimate instead of an exact count. */
export const EXACT_COUNT_LIMIT = 10_000;

interface UserRow {
  id: string;
  full_name: string;
  email: string;
  plan: AdminUsersData['users'][number]['plan'];
  plan_status: string;
  role: 'user' | 'admin';
  created_at: Date;
}

/**
 * The admin's user list over possibly millions of rows. Matching, ordering and counting run on `user_search`, the
 * narrow copy of the filtered columns that triggers keep equal to `users` (a third of the row width, so a count
 * reads a third of the pages): the search is ILIKE '%term%' on full_name and email_normalized, answered by their
 * trigram (GIN) indexes (the name kept lower-cased, so LIKE does ILIKE's work); pages come newest first from the created_at index; counting stops at EXACT_COUNT_LIMIT
 * rows and beyond that the planner's row estimate is reported. Only the page's rows are read from `users`.
 */
@Injectable()
export class UsersService {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async list(query: AdminUsersQuery): Promise<AdminUsersData> {
    const filters: Prisma.Sql[] = [];
    if (query.search) {
      const pattern = containsPattern(query.search.toLowerCase());
      // full_name_lower LIKE lower(p) is exactly full_name ILIKE p (ILIKE lower-cases both sides), per row cheaper.
      filters.push(Prisma.sql`(full_name_lower LIKE lower(${pattern}) OR email_normalized LIKE ${pattern})`);
    }
    if (query.plan && query.plan !== 'all') {
      // Executive also takes in the users recorded as enterprise_plus.
      const plans = planValuesOf(query.plan).map((plan) => Prisma.sql`${plan}::plan`);
      filters.push(Prisma.sql`plan IN (${Prisma.join(plans)})`);
    }
    const where = filters.length ? Prisma.sql`WHERE ${Prisma.join(filters, ' AND ')}` : Prisma.empty;
    const offset = (query.page - 1) * query.limit;

    const [rows, counted] = await Promise.all([
      this.prisma.$queryRaw<UserRow[]>`
        SELECT u.id, u.full_name, u.email, u.plan, u.plan_status, u.role, u.created_at
          FROM (SELECT user_id, created_at FROM user_search ${where}
                ORDER BY created_at DESC, user_id DESC LIMIT ${query.limit} OFFSET ${offset}) AS page
          JOIN users u ON u.id = page.user_id
         ORDER BY page.created_at DESC, page.user_id DESC`,
      this.count(where),
    ]);
    const subscriptions = await this.latestSubscriptions(rows.map((row) => row.id));
    const totalPages = Math.max(1, Math.ceil(counted.total / query.limit));
    return {
      users: rows.map((row) => ({
        id: row.id,
        full_name: row.full_name,
        email: row.email,
        plan: row.plan,
        plan_status: badgePlanStatus(row.plan_status),
        role: row.role,
        created_at: row.created_at.toISOString(),
        subscription: subscriptions.get(row.id) ?? null,
      })),
      meta: {
        page: query.page,
        total: counted.total,
        total_pages: totalPages,
        limit: query.limit,
        has_prev: query.page > 1,
        has_next: query.page < totalPages,
        total_is_estimate: counted.estimate,
      },
    };
  }

  private async count(where: Prisma.Sql): Promise<{ total: number; estimate: boolean }> {
    const [capped] = await this.prisma.$queryRaw<{ n: bigint }[]>`
      SELECT count(*) AS n FROM (SELECT 1 FROM user_search ${where} LIMIT ${EXACT_COUNT_LIMIT + 1}) AS matches`;
    const exact = Number(capped?.n ?? 0);
    if (exact <= EXACT_COUNT_LIMIT) return { total: exact, estimate: false };
    const [plan] = await this.prisma.$queryRaw<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }[]>`
      EXPLAIN (FORMAT JSON) SELECT 1 FROM user_search ${where}`;
    const estimated = Math.round(plan?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? exact);
    return { total: Math.max(estimated, exact), estimate: true };
  }

  private async latestSubscriptions(userIds: string[]) {
    const found = new Map<string, AdminUsersData['users'][number]['subscription']>();
    if (userIds.length === 0) return found;
    const subscriptions = await this.prisma.subscription.findMany({
      where: { userId: { in: userIds } },
      orderBy: { createdAt: 'desc' },
      select: { userId: true, providerSubscriptionId: true, status: true, currentPeriodEnd: true },
    });
    for (const s of subscriptions) {
      if (found.has(s.userId)) continue;
      found.set(s.userId, {
        provider_subscription_id: s.providerSubscriptionId,
        status: s.status,
        current_period_end: s.currentPeriodEnd?.toISOString() ?? null,
      });
    }
    return found;
  }
}
