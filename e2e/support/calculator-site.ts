import { expect, type BrowserContext, type Page } from '@playwright/test';
import {
  HANDOVER_PATHS,
  HANDOVER_QUERY_PARAM,
  HANDOVER_STATE_COOKIE,
  ROUTES,
  SESSION_COOKIE,
  acceptedCookieNames,
} from '@pac/contracts';
import { E2E_PORTS, siteUrl } from '../stack-env.js';

/**
 * The calculator deployed as its own site on another origin (CALCULATOR_URL), as the stack runs it: the calculator
 * remote's host serves its pages and forwards /api to the gateway. Reached by another host name than the site's
 * (127.0.0.1, the site is localhost), so its cookies are its own, as on a separate domain.
 */
export const CALCULATOR_SITE = `http://127.0.0.1:${E2E_PORTS.MFE_CALCULATOR_PORT}`;
/** Where the site sends users: the saved deals, which show whether the calculator has a session. */
export const CALCULATOR_URL = `${CALCULATOR_SITE}${ROUTES.deals}`;

/** What the calculator's saved-deals page shows signed in, and signed out. */
export const SIGNED_IN_THERE = 'Search saved deals';
export const SIGNED_OUT_THERE = 'Sign in to see your saved analyses.';

/** Gives the site a CALCULATOR_URL through its runtime manifest, for this page only. */
export async function useCalculatorSite(page: Page): Promise<void> {
  await page.route(`${siteUrl}/mfe-manifest.json`, async (route) => {
    const manifest = (await (await route.fetch()).json()) as Record<string, unknown>;
    await route.fulfill({ json: { ...manifest, calculatorUrl: CALCULATOR_URL } });
  });
}

/** Every address the page's main frame goes to, in order (the hand-over's redirects included). */
export function recordAddresses(page: Page): string[] {
  const addresses: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) addresses.push(request.url());
  });
  return addresses;
}

/** The calculator origin's cookie of this name (either form), if the browser holds one. */
export async function calculatorCookie(context: BrowserContext, name: string) {
  const names = acceptedCookieNames(name) as string[];
  return (await context.cookies(CALCULATOR_SITE)).find((cookie) => names.includes(cookie.name));
}

/**
 * The browser went through the whole hand-over and is signed in on the calculator's own origin: the start on that
 * origin, the site's page with the challenge, the calculator with a one-time code (then taken out of the address),
 * the calculator's own session cookie, its state cookie gone, and the calculator showing the user's saved deals.
 * Returns the code the browser carried.
 */
export async function expectSignedInOnCalculator(
  page: Page,
  addresses: string[],
  email: string,
): Promise<string> {
  await expect(page.getByLabel(SIGNED_IN_THERE)).toBeVisible({ timeout: 20_000 });
  expect(page.url()).toBe(CALCULATOR_URL);
  const start = addresses.indexOf(`${CALCULATOR_SITE}${HANDOVER_PATHS.start}`);
  expect(start, addresses.join('\n')).toBeGreaterThanOrEqual(0);
  const chain = addresses.slice(start);
  expect(chain[1]).toMatch(new RegExp(`^${siteUrl}${ROUTES.calculatorHandover}\\?challenge=[\\w-]{43}$`));
  const arrival = new URL(
    chain.find((address) => address.startsWith(`${CALCULATOR_URL}?`)) ?? CALCULATOR_URL,
  );
  expect([...arrival.searchParams.keys()]).toEqual([HANDOVER_QUERY_PARAM]);
  const code = arrival.searchParams.get(HANDOVER_QUERY_PARAM) ?? '';
  expect(code).toMatch(/^[\w-]{43}$/);

  const session = await calculatorCookie(page.context(), SESSION_COOKIE);
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe('Lax');
  expect(await calculatorCookie(page.context(), HANDOVER_STATE_COOKIE)).toBeUndefined();
  // No address the browser went to held the session token, the state, or the site's session.
  const siteSession = (await page.context().cookies(siteUrl)).find((cookie) =>
    (acceptedCookieNames(SESSION_COOKIE) as string[]).includes(cookie.name),
  );
  for (const secret of [session!.value, siteSession?.value].filter(Boolean) as string[]) {
    expect(addresses.join(' ')).not.toContain(secret);
  }
  const stored = await page.evaluate(() => localStorage.getItem('user'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ email });
  return code;
}
