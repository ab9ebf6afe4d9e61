import { expect, test, type Page } from '@playwright/test';
import {
  ACCOUNT_SCREEN_TEXTS,
  HANDOVER_QUERY_PARAM,
  ROUTES,
  SESSION_COOKIE,
  acceptedCookieNames,
} from '@pac/contracts';
import { SIGN_IN_CODE_SUBJECT, signUpAndConfirm } from '../support/accounts.js';
import { extractVerificationCode, waitForMail } from '../support/mail-inbox.js';
import { siteUrl } from '../stack-env.js';

/**
 * Issue 18: the browser holds the session in the httpOnly cookie alone. After a sign-in through the screens no
 * script-readable place (localStorage, sessionStorage, document.cookie) has the token, and neither has any address
 * the site navigates to, the calculator hand-over included.
 */

const PASSWORD = 'Cookie-0nly-Pass!';

async function sessionCookieValue(page: Page): Promise<string> {
  const names = acceptedCookieNames(SESSION_COOKIE);
  const cookie = (await page.context().cookies()).find((c) => (names as string[]).includes(c.name));
  expect(cookie, 'the session cookie').toBeTruthy();
  expect(cookie!.httpOnly).toBe(true);
  expect(cookie!.sameSite).toBe('Lax');
  return cookie!.value;
}

/** Every value a script on the page could read, as one string. */
const scriptReadable = (page: Page) =>
  page.evaluate(() =>
    JSON.stringify([{ ...localStorage }, { ...sessionStorage }, document.cookie, window.location.href]),
  );

async function signInThroughScreens(page: Page, email: string): Promise<void> {
  await page.goto(`${siteUrl}${ROUTES.login}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  const since = Date.now();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const mail = await waitForMail({ to: email, subject: SIGN_IN_CODE_SUBJECT, since });
  await page.getByLabel('Verification Code').fill(extractVerificationCode(mail));
  await page.getByRole('button', { name: ACCOUNT_SCREEN_TEXTS.verifyCode }).click();
}

test('after sign-in the session token is only in the httpOnly cookie: not in storage, document.cookie or the address', async ({
  page,
}) => {
  const email = `cookie-only-${Date.now()}@example.test`;
  await signUpAndConfirm(page.request, { name: 'Cora Cookie', email, password: PASSWORD });
  // The account exists; the browser itself has no session yet.
  await page.context().clearCookies();
  const addresses: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && addresses.push(frame.url()));

  await signInThroughScreens(page, email);
  await expect(page).toHaveURL(`${siteUrl}${ROUTES.calculator}`);
  const token = await sessionCookieValue(page);
  expect(token).toMatch(/^eyJ/);

  const readable = await scriptReadable(page);
  expect(readable).not.toContain(token);
  expect(readable).not.toContain(token.split('.')[2]!);
  expect(await page.evaluate(() => document.cookie)).not.toContain(SESSION_COOKIE);
  expect(addresses.join(' ')).not.toContain(token);
  // What the site shows (the user menu) comes from the stored display user, which the server confirmed.
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? '{}')).toMatchObject({
    email,
  });

  // A reload keeps the session (the cookie) and still stores no token.
  await page.reload();
  expect(await scriptReadable(page)).not.toContain(token);
});

test('the hand-over to a calculator on another origin carries a one-time code, never the session token', async ({
  page,
}) => {
  const email = `cookie-handover-${Date.now()}@example.test`;
  await signUpAndConfirm(page.request, { name: 'Hal Handover', email, password: PASSWORD });
  await page.context().clearCookies();
  const calculatorSite = 'http://calculator.e2e.test/';
  // The runtime manifest names a calculator deployed elsewhere; that site answers with a blank page.
  await page.route('**/mfe-manifest.json', async (route) => {
    const manifest = (await (await route.fetch()).json()) as Record<string, unknown>;
    await route.fulfill({ json: { ...manifest, calculatorUrl: calculatorSite } });
  });
  await page.route(`${calculatorSite}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>calculator</title>' }),
  );

  await signInThroughScreens(page, email);
  await page.waitForURL(`${calculatorSite}**`);
  const left = new URL(page.url());
  expect([...left.searchParams.keys()]).toEqual([HANDOVER_QUERY_PARAM]);
  expect(left.searchParams.get(HANDOVER_QUERY_PARAM)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const token = await sessionCookieValue(page);
  expect(left.href).not.toContain(token);
  expect(left.href).not.toContain(token.split('.')[2]!);
});
