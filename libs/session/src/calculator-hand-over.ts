import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { HANDOVER_QUERY_PARAM, IDENTITY_ENDPOINTS, ROUTES, type HandoverCodeResponse } from '@pac/contracts';
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
  /** `signedIn`: the address carried a one-time code for the session (never the session token itself). */
  | { kind: 'left'; url: string; signedIn: boolean };

/** A one-time code for this browser's session (its cookie) from identity; null when none could be had. */
async function requestHandoverCode(): Promise<string | null> {
  try {
    const issue = IDENTITY_ENDPOINTS.handoverIssue;
    const response = await apiFetch(issue.path, { endpoint: issue, method: issue.method, body: '{}' });
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

/**
 * Opens the calculator for whoever is here. The built-in one is a client-side navigation (the session cookie is
 * already on this site). A calculator on another origin gets `?handover=<one-time code>` when `signedIn` (default:
 * a user is stored), its bare address for visitors or when no code could be had: it works signed out too. The
 * session token is never in the address. Service workers are unregistered before leaving, so none intercepts it.
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
  const url = new URL(destination.url);
  const code = signedIn ? await requestHandoverCode() : null;
  if (code) url.searchParams.set(HANDOVER_QUERY_PARAM, code);
  await unregisterServiceWorkers();
  window.location.assign(url.toString());
  return { kind: 'left', url: url.toString(), signedIn: code !== null };
}

/** `openCalculator` with the page's router, for buttons and menu items. */
export function useOpenCalculator(): () => Promise<CalculatorHandOver> {
  const navigate = useNavigate();
  return useCallback(() => openCalculator(navigate), [navigate]);
}
