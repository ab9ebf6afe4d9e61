import { getRuntimeConfig } from './runtime-config.js';
import type { SessionUser } from './session-store.js';

/** Spec section 4: the calculator site receives token, user and a timestamp as query parameters. */
export function calculatorHandOverUrl(user: SessionUser, token: string, now: number = Date.now()): string {
  const url = new URL(getRuntimeConfig().calculatorUrl, window.location.href);
  url.searchParams.set('token', token);
  url.searchParams.set('user', JSON.stringify(user));
  url.searchParams.set('timestamp', String(now));
  return url.toString();
}

/** Leaves for the calculator; service workers are unregistered first so none intercepts the hand-over. */
export async function openCalculator(user: SessionUser, token: string): Promise<void> {
  if ('serviceWorker' in navigator) {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
  }
  window.location.assign(calculatorHandOverUrl(user, token));
}
