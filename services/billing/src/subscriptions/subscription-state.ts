import { type CheckoutPlan } from '@pac/contracts';
import { type Plan, type PlanStatus, type Prisma, type Subscription, type SubscriptionStatus } from '@pac/db';

export type Tx = Prisma.TransactionClient;

/** A subscription as the provider last described it, reduced to what billing keeps. */
export interface SubscriptionSnapshot {
  providerSubscriptionId: string;
  providerCustomerId: string | null;
  providerPriceId: string | null;
  plan: CheckoutPlan;
  /** Bought with the live-calls add-on. */
  liveCalls: boolean;
  status: SubscriptionStatus;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
}

/**
 * A paid plan stays usable this long past the end of its period while the renewal is on its way (the provider
 * charges and reports it around the period end). A subscription set to end at period end gets no grace.
 */
export const RENEWAL_GRACE_HOURS = 48;

const TERMINAL: readonly SubscriptionStatus[] = ['canceled', 'incomplete_expired'];
/** Tie-break for two events of the same second: the one further along the lifecycle wins. */
const LIFECYCLE_RANK: Record<SubscriptionStatus, number> = {
  incomplete: 0,
  trialing: 1,
  active: 1,
  past_due: 2,
  unpaid: 2,
  paused: 2,
  canceled: 3,
  incomplete_expired: 3,
};

/**
 * Whether a state observed at `at` may replace the stored one: never out of a terminal state (the provider never
 * revives a canceled subscription), never older than what was applied, and on a tie only forward.
 */
export function supersedes(existing: Subscription, status: SubscriptionStatus, at: Date): boolean {
  if (TERMINAL.includes(existing.status) && !TERMINAL.includes(status)) return false;
  const stored = existing.providerUpdatedAt?.getTime();
  if (stored === undefined) return true;
  if (at.getTime() !== stored) return at.getTime() > stored;
  return LIFECYCLE_RANK[status] >= LIFECYCLE_RANK[existing.status];
}

/** Stores the snapshot if it is newer than what is kept; returns whether it was applied. */
export async function applySubscriptionSnapshot(
  tx: Tx,
  userId: string,
  snapshot: SubscriptionSnapshot,
  at: Date,
): Promise<boolean> {
  const existing = await tx.subscription.findUnique({
    where: { providerSubscriptionId: snapshot.providerSubscriptionId },
  });
  if (existing && !supersedes(existing, snapshot.status, at)) return false;
  const data = {
    providerCustomerId: snapshot.providerCustomerId,
    providerPriceId: snapshot.providerPriceId,
    plan: snapshot.plan,
    liveCalls: snapshot.liveCalls,
    status: snapshot.status,
    currentPeriodEnd: snapshot.currentPeriodEnd ?? existing?.currentPeriodEnd ?? null,
    cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
    canceledAt: snapshot.canceledAt,
    providerUpdatedAt: at,
  };
  await tx.subscription.upsert({
    where: { providerSubscriptionId: snapshot.providerSubscriptionId },
    create: { userId, providerSubscriptionId: snapshot.providerSubscriptionId, ...data },
    update: data,
  });
  return true;
}

/** The user's plan_status for a subscription status; null where the user's plan should not change yet. */
export function planStatusOf(status: SubscriptionStatus): PlanStatus | null {
  switch (status) {
    case 'active':
      return 'active';
    case 'trialing':
      return 'trialing';
    case 'past_due':
    case 'unpaid':
    case 'paused':
      return 'inactive';
    case 'canceled':
    case 'incomplete_expired':
      return 'expired';
    case 'incomplete':
      return null;
  }
}

/** When the plan stops being usable if nothing else arrives from the provider. */
export function planExpiryOf(subscription: Subscription, now: Date): Date | null {
  if (TERMINAL.includes(subscription.status)) return subscription.canceledAt ?? now;
  if (!subscription.currentPeriodEnd) return null;
  if (subscription.cancelAtPeriodEnd) return subscription.currentPeriodEnd;
  return new Date(subscription.currentPeriodEnd.getTime() + RENEWAL_GRACE_HOURS * 3_600_000);
}

/** The subscription that decides the user's plan: the newest live one, else the newest troubled, else the newest. */
export function decidingSubscription(subscriptions: readonly Subscription[]): Subscription | null {
  const newestFirst = [...subscriptions].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const live = newestFirst.find((s) => s.status === 'active' || s.status === 'trialing');
  const troubled = newestFirst.find((s) => planStatusOf(s.status) === 'inactive');
  const settled = newestFirst.find((s) => s.status !== 'incomplete');
  return live ?? troubled ?? settled ?? null;
}

const RUNNING_PLAN = ['active', 'trialing'];

/** Whether the account has the live-calls add-on now: its plan is running and its deciding subscription has it. */
export function ownsLiveCalls(planStatus: PlanStatus, subscriptions: readonly Subscription[]): boolean {
  const deciding = decidingSubscription(subscriptions);
  return (
    RUNNING_PLAN.includes(planStatus) &&
    deciding !== null &&
    RUNNING_PLAN.includes(deciding.status) &&
    deciding.liveCalls
  );
}

/** Makes users.plan / plan_status / plan_expires_at follow the user's subscriptions. */
export async function syncUserPlan(tx: Tx, userId: string, now: Date): Promise<void> {
  const deciding = decidingSubscription(await tx.subscription.findMany({ where: { userId } }));
  if (!deciding) return;
  const planStatus = planStatusOf(deciding.status);
  if (!planStatus) return;
  await tx.user.update({
    where: { id: userId },
    data: {
      plan: deciding.plan as Plan,
      planStatus,
      planExpiresAt: planExpiryOf(deciding, now),
    },
  });
}
