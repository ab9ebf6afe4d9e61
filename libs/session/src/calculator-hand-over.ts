import { getRuntimeConfig, isCalculatorConfigured } from './runtime-config.js';
import type { SessionUser } from './session-store.js';

/**
 * Spec section 4: the calculator site receives token, user and a timestamp as query parameters. Null when this
 * deployment has no calculator address.
 */
export function calculatorHandOverUrl(
  user: SessionUser,
  token: string,
  now: number = Date.now(),
): string | null {
  if (!isCalculatorConfigured()) return null;
  const url = new URL(getRuntimeConfig().calculatorUrl.trim(), window.location.href);
  url.searchParams.set('token', token);
  url.searchParams.set('user', JSON.stringify(user));
  url.searchParams.set('timestamp', String(now));
  return url.toString();
}

export type CalculatorHandOver = { opened: true; url: string } | { opened: false; reason: 'not-configured' };

/**
 * Leaves for the calculator; service workers are unregistered first so none intercepts the hand-over. When no
 * calculator address is configured nothing is opened and the caller says so (ACCOUNT_SCREEN_TEXTS).
 */
export async function openCalculator(user: SessionUser, token: string): Promise<CalculatorHandOver> {
  const url = calculatorHandOverUrl(user, token);
  if (!url) return { opened: false, reason: 'not-configured' };
  if ('serviceWorker' in navigator) {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
  }
  window.location.assign(url);
  return { opened: true, url };
}
