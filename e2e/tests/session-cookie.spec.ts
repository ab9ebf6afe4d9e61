import { expect, test, type Page } from '@playwright/test';
import {
  ACCOUNT_SCREEN_TEXTS,
  HANDOVER_CHALLENGE_PARAM,
  HANDOVER_MESSAGES,
  HANDOVER_PATHS,
  HANDOVER_QUERY_PARAM,
  ROUTES,
  SESSION_COOKIE,
  acceptedCookieNames,
} from '@pac/contracts';
import { SIGN_IN_CODE_SUBJECT, newSignedInAccount, signUpAndConfirm } from '../support/accounts.js';
import {
  CALCULATOR_SITE,
  CALCULATOR_URL,
  SIGNED_OUT_THERE,
  calculatorCookie,
  expectSignedInOnCalculator,
  recordAddresses,
  useCalculatorSite,
} from '../support/calculator-site.js';
import { extractVerificationCode, waitForMail } from '../support/mail-inbox.js';
import { gatewayUrl, siteUrl } from '../stack-env.js';

/**
 * Issue 18: the browser holds the session in the httpOnly cookie alone. After a sign-in through the screens no
 * script-readable place (localStorage, sessionStorage, document.cookie) has the token, and neither has any address
 * the site navigates to, the calculator hand-over included.
 */

const PASSWORD = 'Cookie-0nly-Pass!';

async function sessionCookieValue(page: Page): Promise<string> {
  const names = acceptedCookieNames(SESSION_COOKIE);
  const cookie = (await page.context().cookies(siteUrl)).find((c) => (names as string[]).includes(c.name));
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
  await useCalculatorSite(page);
  const addresses = recordAddresses(page);

  await signInThroughScreens(page, email);
  await expectSignedInOnCalculator(page, addresses, email);
  // Each origin holds its own session, in its httpOnly cookie alone.
  const siteToken = await sessionCookieValue(page);
  const calculatorToken = (await calculatorCookie(page.context(), SESSION_COOKIE))!.value;
  expect(calculatorToken).not.toBe(siteToken);
  const readable = await scriptReadable(page);
  for (const token of [siteToken, calculatorToken]) {
    expect(readable).not.toContain(token);
    expect(addresses.join(' ')).not.toContain(token);
    expect(addresses.join(' ')).not.toContain(token.split('.')[2]!);
  }
});

test("a link with someone else's hand-over code signs nobody in on the calculator (login CSRF)", async ({
  page,
  request,
}) => {
  // The attacker, in a client of their own, makes a code of their own account the way the site would.
  const attacker = await newSignedInAccount(request, {
    name: 'Mallory Maker',
    email: `cookie-csrf-${Date.now()}@example.test`,
    password: PASSWORD,
  });
  const start = await request.get(`${CALCULATOR_SITE}${HANDOVER_PATHS.start}`, { maxRedirects: 0 });
  expect(start.status()).toBe(303);
  const challenge = new URL(start.headers().location ?? '').searchParams.get(HANDOVER_CHALLENGE_PARAM);
  const issued = await request.post(`${gatewayUrl}${HANDOVER_PATHS.issue}`, {
    data: { challenge },
    headers: { Authorization: `Bearer ${attacker.token}` },
  });
  expect(issued.status(), await issued.text()).toBe(200);
  const { code } = (await issued.json()) as { code: string };

  // The victim's browser opens the link: the calculator refuses it and stays signed out.
  await page.goto(`${CALCULATOR_URL}?${HANDOVER_QUERY_PARAM}=${code}`);
  await expect(page.getByText(HANDOVER_MESSAGES.otherBrowser)).toBeVisible();
  await expect(page.getByText(SIGNED_OUT_THERE)).toBeVisible();
  expect(page.url()).toBe(CALCULATOR_URL);
  expect(await calculatorCookie(page.context(), SESSION_COOKIE)).toBeUndefined();
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  // And the code is spent: not even the attacker's own client can use it now.
  const late = await request.post(`${CALCULATOR_SITE}${HANDOVER_PATHS.exchange}`, { data: { code } });
  expect(late.status()).toBe(401);
});
