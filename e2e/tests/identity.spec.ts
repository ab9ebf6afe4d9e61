import { expect, test, type Page } from '@playwright/test';
import {
  HANDOVER_CODE_PATTERN,
  HANDOVER_PATHS,
  HANDOVER_QUERY_PARAM,
  ROUTES,
  gatewayHealthPath,
} from '@pac/contracts';
import { gatewayUrl, siteUrl } from '../stack-env.js';
import { extractLink, extractVerificationCode, waitForMail } from '../support/mail-inbox.js';

/**
 * Identity journeys over the composed site: the account screens (mfe-account), the shell's user menu, the identity
 * service and real mail through the queue, worker and MailDev.
 */

// The stack answers its manifest before every service is warm; the journeys start once identity reports ready.
test.beforeAll(async ({ request }) => {
  const identityReady = () =>
    request.get(`${gatewayUrl}${gatewayHealthPath('identity')}`).then(
      (response) => response.status(),
      () => 0, // the gateway itself may not listen yet
    );
  await expect.poll(identityReady, { timeout: 90_000, intervals: [500] }).toBe(200);
});

const PASSWORD = 'First!Pass1';
const uniqueEmail = (who: string) => `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;

const CALCULATOR_STAND_IN = 'http://calculator.e2e.test/app';

/**
 * By default the calculator is the site's own /calculator. Journeys that test the hand-over to a calculator deployed
 * on another origin give the site such an address through its runtime manifest and answer it with a stand-in page,
 * so they can assert the exact hand-over URL the browser was sent to.
 */
async function standInForCalculator(page: Page): Promise<string> {
  await page.route('**/mfe-manifest.json', async (route) => {
    const manifest = (await (await route.fetch()).json()) as Record<string, string>;
    await route.fulfill({ json: { ...manifest, calculatorUrl: CALCULATOR_STAND_IN } });
  });
  await page.route(`${new URL(CALCULATOR_STAND_IN).origin}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>Calculator stand-in</h1>' }),
  );
  return CALCULATOR_STAND_IN;
}

/**
 * The browser arrived at the calculator site with a one-time code and nothing else: no session token, no user in
 * the address. The code opens a session on that site once (exchanged server-side), and never again.
 */
async function expectHandOver(page: Page, calculatorUrl: string, email: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Calculator stand-in' })).toBeVisible();
  const url = new URL(page.url());
  expect(`${url.origin}${url.pathname}`).toBe(calculatorUrl);
  expect([...url.searchParams.keys()]).toEqual([HANDOVER_QUERY_PARAM]);
  const code = url.searchParams.get(HANDOVER_QUERY_PARAM) ?? '';
  expect(code).toMatch(HANDOVER_CODE_PATTERN);
  const exchange = () => page.request.post(`${gatewayUrl}${HANDOVER_PATHS.exchange}`, { data: { code } });
  const first = await exchange();
  expect(first.status(), await first.text()).toBe(200);
  const { user, token } = (await first.json()) as { user: { email: string }; token: string };
  expect(user.email).toBe(email);
  expect(page.url()).not.toContain(token);
  expect((await exchange()).status()).toBe(401);
}

async function registerThroughApi(page: Page, name: string, email: string, password = PASSWORD) {
  const response = await page.request.post(`${gatewayUrl}/api/register`, { data: { name, email, password } });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

/** Login form → 2FA screen → code from the inbox → verified → handed over to the calculator site. */
async function signInWithEmailedCode(page: Page, email: string, password: string, calculatorUrl: string) {
  await page.goto(ROUTES.login);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  const since = Date.now();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(new RegExp(`${ROUTES.twoFactorVerify}$`));
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByRole('button', { name: /^Resend in \d+s$/ })).toBeDisabled();

  const mail = await waitForMail({ to: email, subject: /code|verif/i, since });
  await page.getByLabel('Verification Code').fill(extractVerificationCode(mail));
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expectHandOver(page, calculatorUrl, email);
}

test('register → signed in with the user menu showing the name; sign out revokes the session', async ({
  page,
}) => {
  const email = uniqueEmail('ada');
  await page.goto(ROUTES.register);
  await page.getByLabel('Full Name').fill('Ada Lovelace');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  const registered = page.waitForResponse((response) => response.url().endsWith('/api/register'));
  await page.getByRole('button', { name: 'Create Account' }).click();
  const { token } = (await (await registered).json()) as { token: string };
  // The e2e stack, like the local one, names no separate calculator site: the user goes on to the site's own.
  await expect(page).toHaveURL(`${siteUrl}${ROUTES.calculator}`);

  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Ada' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toContainText('Ada Lovelace');
  await expect(menu).toContainText(email);
  await expect(menu.getByTestId('plan-badge')).toHaveAttribute('data-tone', 'grey');

  const profileBefore = await page.request.get(`${gatewayUrl}/api/user/profile`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(profileBefore.status()).toBe(200);

  const logout = page.waitForResponse((response) => response.url().endsWith('/api/logout'));
  await menu.getByRole('menuitem', { name: 'Sign Out' }).click();
  expect((await logout).ok()).toBe(true);
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
  expect(
    await page.evaluate(() => [localStorage.getItem('user'), localStorage.getItem('authToken')]),
  ).toEqual([null, null]);

  // Revoked for real: the session's token no longer works anywhere.
  const profileAfter = await page.request.get(`${gatewayUrl}/api/user/profile`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(profileAfter.status()).toBe(401);
});

test('sign in → code from the mail inbox → verified → calculator hand-over', async ({ page }) => {
  const calculatorUrl = await standInForCalculator(page);
  const email = uniqueEmail('grace');
  await registerThroughApi(page, 'Grace Hopper', email);
  await page.goto(ROUTES.login);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Not!ThePassword1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('x');
  await expect(page.getByRole('alert')).toBeHidden();

  await signInWithEmailedCode(page, email, PASSWORD, calculatorUrl);
});

test('forgot password → link from the inbox → new password → sign in with it', async ({ page }) => {
  const calculatorUrl = await standInForCalculator(page);
  const email = uniqueEmail('katherine');
  const newPassword = 'Second!Pass2';
  await registerThroughApi(page, 'Katherine Johnson', email);

  await page.goto(ROUTES.forgotPassword);
  await page.getByLabel('Email Address').fill(email);
  const since = Date.now();
  await page.getByRole('button', { name: 'Send Reset Instructions' }).click();
  await expect(
    page.getByText(
      `If an account exists with ${email}, you will receive password reset instructions shortly.`,
    ),
  ).toBeVisible();

  const link = extractLink(
    await waitForMail({ to: email, subject: /reset|password/i, since }),
    ROUTES.resetPassword,
  );
  expect(link.searchParams.get('token')).toBeTruthy();
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password Reset Successful!' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${ROUTES.login}$`), { timeout: 6_000 });

  // The reset link is single use.
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel('New Password', { exact: true }).fill('Third!Pass3');
  await page.getByLabel('Confirm New Password').fill('Third!Pass3');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toBeVisible();

  await signInWithEmailedCode(page, email, newPassword, calculatorUrl);
});
