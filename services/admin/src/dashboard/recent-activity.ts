import { RECENT_ACTIVITY_LIMIT, planDisplayName, type DashboardData } from '@pac/contracts';
import { type PrismaClient } from '@pac/db';
import { pounds } from '../common/periods.js';

type Activity = DashboardData['recent_activity'][number];

/** Audit kinds already covered by their own tables below (or too frequent to be news, like user sign-ins). */
const SKIPPED_AUDIT_KINDS = ['user.registered', 'user.signed_in'];
const SKIPPED_AUDIT_PREFIXES = ['payment.', 'broadcast.'];

/**
 * The newest events across sign-ups (users), payments, broadcasts and the audit trail (admin sign-ins, settings
 * changes, …): the newest few of each source, merged, newest first.
 */
export async function recentActivity(prisma: PrismaClient): Promise<Activity[]> {
  const take = RECENT_ACTIVITY_LIMIT;
  const [users, payments, broadcasts, audit] = await Promise.all([
    prisma.user.findMany({ orderBy: { createdAt: 'desc' }, take, select: { email: true, createdAt: true } }),
    prisma.payment.findMany({
      where: { status: 'succeeded', paidAt: { not: null } },
      orderBy: { paidAt: 'desc' },
      take,
      select: { amountPence: true, plan: true, paidAt: true, user: { select: { email: true } } },
    }),
    prisma.broadcast.findMany({
      orderBy: { createdAt: 'desc' },
      take,
      select: { subject: true, recipients: true, createdAt: true },
    }),
    prisma.auditEvent.findMany({
      where: {
        kind: { notIn: SKIPPED_AUDIT_KINDS },
        NOT: SKIPPED_AUDIT_PREFIXES.map((prefix) => ({ kind: { startsWith: prefix } })),
      },
      orderBy: { createdAt: 'desc' },
      take,
      select: { kind: true, description: true, createdAt: true },
    }),
  ]);
  const events: (Activity & { at: number })[] = [
    ...users.map((u) => ({
      kind: 'user.registered',
      description: `New user registered: ${u.email}`,
      at: u.createdAt.getTime(),
    })),
    ...payments.map((p) => ({
      kind: 'payment.succeeded',
      description: `Payment received: £${pounds(p.amountPence).toFixed(2)} for ${planDisplayName(p.plan)}${p.user ? ` from ${p.user.email}` : ''}`,
      at: p.paidAt!.getTime(),
    })),
    ...broadcasts.map((b) => ({
      kind: 'broadcast.created',
      description: `Broadcast "${b.subject}" sent to ${b.recipients} users`,
      at: b.createdAt.getTime(),
    })),
    ...audit.map((a) => ({ kind: a.kind, description: a.description, at: a.createdAt.getTime() })),
  ].map((event) => ({ ...event, timestamp: new Date(event.at).toISOString() }));
  return events
    .sort((a, b) => b.at - a.at)
    .slice(0, take)
    .map(({ kind, description, timestamp }) => ({ kind, description, timestamp }));
}
