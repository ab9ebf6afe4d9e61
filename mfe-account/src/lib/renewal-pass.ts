import { isCheckoutPlan } from '@pac/contracts';

/**
 * The renew_token of an expired plan (sign-in answer SUBSCRIPTION_EXPIRED), carried from the login screen to
 * /subscribe. It is a checkout-only bearer valid for 15 minutes, so it lives in sessionStorage (this tab only,
 * gone with it; never localStorage) and is forgotten a minute before the server would refuse it.
 */
export interface RenewalPass {
  token: string;
  /** The plan that expired (free, starter, ...). */
  plan: string;
  expiresAt: number;
}

export const RENEWAL_PASS_KEY = 'renewalPass';
/** Identity's renewal tokens last 15 minutes; a minute less here so a click never carries a just-expired one. */
export const RENEWAL_PASS_MINUTES = 14;

export function keepRenewalPass(token: string, plan: string, now = Date.now()): void {
  const pass: RenewalPass = { token, plan, expiresAt: now + RENEWAL_PASS_MINUTES * 60_000 };
  try {
    sessionStorage.setItem(RENEWAL_PASS_KEY, JSON.stringify(pass));
  } catch {
    // Storage refused (private mode quota): the login screen still renews a paid plan directly.
  }
}

export function dropRenewalPass(): void {
  try {
    sessionStorage.removeItem(RENEWAL_PASS_KEY);
  } catch {
    // Nothing stored.
  }
}

/** The live pass, or null (none, malformed or expired: then it is removed). */
export function readRenewalPass(now = Date.now()): RenewalPass | null {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(RENEWAL_PASS_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const pass = JSON.parse(raw) as Partial<RenewalPass>;
    if (
      typeof pass.token === 'string' &&
      pass.token &&
      typeof pass.plan === 'string' &&
      typeof pass.expiresAt === 'number' &&
      pass.expiresAt > now
    ) {
      return { token: pass.token, plan: pass.plan, expiresAt: pass.expiresAt };
    }
  } catch {
    // Malformed: dropped below.
  }
  dropRenewalPass();
  return null;
}

/** Plans a renewal pass can buy: the card plans (an expired Free account chooses Starter or Professional). */
export const canRenewWith = (plan: string): boolean => isCheckoutPlan(plan);
