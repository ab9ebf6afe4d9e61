import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  HANDOVER_CHALLENGE_PARAM,
  HANDOVER_QUERY_PARAM,
  IDENTITY_ENDPOINTS,
  ROUTES,
  type HandoverCodeResponse,
} from '@pac/contracts';
import { apiFetch } from './api-fetch.js';
import { getRuntimeConfig } from './runtime-config.js';
import { getSessionSnapshot } from './session-store.js';

/** Where "Open Calculator" and "Start Free Analysis" lead. */
export type CalculatorDestination = { kind: 'in-site'; path: string } | { kind: 'other-origin'; url: string };

/**
 * The built-in calculator (`/calculator`, one of the site's remotes) unless `calculatorUrl` names a calculator on
 * another origin. An address on this site's own origin is a path of the site, reached like any other.
 */
export function calculatorDestination(): CalculatorDestination {
  const configured = getRuntimeConfig().calculatorUrl.trim();
  if (!configured) return { kind: 'in-site', path: ROUTES.calculator };
  const url = new URL(configured, window.location.href);
  if (url.origin === window.location.origin)
    return { kind: 'in-site', path: `${url.pathname}${url.search}${url.hash}` };
  return { kind: 'other-origin', url: url.toString() };
}

export type CalculatorHandOver =
  | { kind: 'in-site'; path: string }
  /**
   * `signedIn`: the browser went through the hand-over (the calculator's origin, then back here for a one-time
   * code); false: to the calculator's bare address, signed out there.
   */
  | { kind: 'left'; url: string; signedIn: boolean };

/**
 * Where a signed-in hand-over starts: on the calculator's origin (which routes `/api/*` to the gateway), whose
 * answer sets that origin's one-time state cookie and sends the browser to this site's ROUTES.calculatorHandover.
 */
export function handOverStartUrl(calculatorUrl: string): string {
  return new URL(IDENTITY_ENDPOINTS.handoverStart.path, calculatorUrl).toString();
}

/** A one-time code for this browser's session (its cookie) bound to `challenge`; null when none could be had. */
async function requestHandoverCode(challenge: string): Promise<string | null> {
  try {
    const issue = IDENTITY_ENDPOINTS.handoverIssue;
    const response = await apiFetch(issue.path, {
      endpoint: issue,
      method: issue.method,
      body: JSON.stringify({ challenge }),
    });
    const body = (await response.json().catch(() => null)) as Partial<HandoverCodeResponse> | null;
    if (response.ok && typeof body?.code === 'string' && body.code) return body.code;
    console.warn(
      `No calculator hand-over code (HTTP ${response.status}): opening the calculator signed out.`,
    );
  } catch (error) {
    console.warn('No calculator hand-over code: opening the calculator signed out.', error);
  }
  return null;
}

async function unregisterServiceWorkers(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
}

/** Leaves the site for `url` (service workers unregistered first, so none intercepts it). */
async function leaveFor(url: string, signedIn: boolean): Promise<CalculatorHandOver> {
  await unregisterServiceWorkers();
  window.location.assign(url);
  return { kind: 'left', url, signedIn };
}

/**
 * Opens the calculator for whoever is here. The built-in one is a client-side navigation (the session cookie is
 * already on this site). For a calculator on another origin a signed-in user (`signedIn`, default: a user is
 * stored) goes to its hand-over start (handOverStartUrl), which comes back to ROUTES.calculatorHandover for the
 * one-time code (continueCalculatorHandOver); visitors go to its bare address: it works signed out too.
 */
export async function openCalculator(
  navigate: (path: string) => unknown,
  signedIn: boolean = getSessionSnapshot().isLoggedIn,
): Promise<CalculatorHandOver> {
  const destination = calculatorDestination();
  if (destination.kind === 'in-site') {
    navigate(destination.path);
    return destination;
  }
  return signedIn ? leaveFor(handOverStartUrl(destination.url), true) : leaveFor(destination.url, false);
}

/**
 * The site's half of the hand-over (ROUTES.calculatorHandover), once the calculator's origin has set its state
 * cookie and sent the browser here with `challenge`: a one-time code bound to the challenge, and on to
 * `<calculatorUrl>?handover=<code>`, where only the browser holding that state can exchange it. The destination is
 * always the configured calculator, never an address from the URL. Without a session or a code (identity
 * unreachable) the calculator opens signed out; with the built-in calculator there is nothing to hand over.
 */
export async function continueCalculatorHandOver(
  navigate: (path: string) => unknown,
  challenge: string | null,
): Promise<CalculatorHandOver> {
  const destination = calculatorDestination();
  if (destination.kind === 'in-site') {
    navigate(destination.path);
    return destination;
  }
  const code = challenge && getSessionSnapshot().isLoggedIn ? await requestHandoverCode(challenge) : null;
  if (!code) return leaveFor(destination.url, false);
  const url = new URL(destination.url);
  url.searchParams.set(HANDOVER_QUERY_PARAM, code);
  return leaveFor(url.toString(), true);
}

/** The challenge a hand-over page was opened with (`?challenge=`), or null. */
export const handOverChallengeOf = (search: string): string | null =>
  new URLSearchParams(search).get(HANDOVER_CHALLENGE_PARAM);

/** `openCalculator` with the page's router, for buttons and menu items. */
export function useOpenCalculator(): () => Promise<CalculatorHandOver> {
  const navigate = useNavigate();
  return useCallback(() => openCalculator(navigate), [navigate]);
}
