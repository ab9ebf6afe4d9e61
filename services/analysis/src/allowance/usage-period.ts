import { FREE_PLAN_DAYS, type UserPlan } from '@pac/contracts';

/** The window whose calculations and exports count against a plan's allowance: [start, end). */
export interface UsagePeriod {
  start: Date;
  /** When the counters start again (shown as "Your allowance resets on …"). */
  end: Date;
}

export interface PeriodFacts {
  plan: UserPlan;
  /** When the account was made: the free plan lasts FREE_PLAN_DAYS from then. */
  createdAt: Date;
  /** End of the live subscription's current billing period, if the plan comes from one. */
  currentPeriodEnd: Date | null;
}

/** The same day of the month `months` later (or earlier), on the month's last day when it has no such day. */
export function addMonths(date: Date, months: number): Date {
  const target = new Date(date.getTime());
  const day = date.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/**
 * An allowance's "month" is the subscription's billing period (free: the plan's 7 days). A paid plan without a billing
 * period on record (set by an admin, Executive by contract) counts by calendar month (UTC). A period end that has
 * passed (the provider's renewal not yet arrived) rolls forward month by month.
 */
export function usagePeriodOf(facts: PeriodFacts, now: Date): UsagePeriod {
  if (facts.plan === 'free') {
    const start = facts.createdAt;
    return { start, end: new Date(start.getTime() + FREE_PLAN_DAYS * 86_400_000) };
  }
  if (facts.currentPeriodEnd) {
    let end = facts.currentPeriodEnd;
    for (let i = 0; end <= now && i < 120; i++) end = addMonths(end, 1);
    return { start: addMonths(end, -1), end };
  }
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  return { start, end: addMonths(start, 1) };
}
