import { expect, test, type Page } from '@playwright/test';
import {
  ACCOUNT_SCREEN_TEXTS,
  HANDOVER_PATHS,
  IDENTITY_ENDPOINTS,
  IDENTITY_MESSAGES,
  ROUTES,
  SESSION_COOKIE,
  SESSION_TOKEN_REQUEST_HEADER,
  gatewayHealthPath,
} from '@pac/contracts';
import { gatewayUrl, siteUrl } from '../stack-env.js';
import { SIGN_IN_CODE_SUBJECT, signUp, signUpAndConfirm, signUpLinkFor } from '../support/accounts.js';
import { signInAsAdmin, stepUpProof } from '../support/admin-session.js';
import {
  CALCULATOR_SITE,
  CALCULATOR_URL,
  SIGNED_IN_THERE,
  SIGNED_OUT_THERE,
  expectSignedInOnCalculator,
  recordAddresses,
  useCalculatorSite,
} from '../support/calculator-site.js';
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

/**
 * By default the calculator is the site's own /calculator. Journeys of the hand-over to a calculator deployed on
 * another origin give the site such an address through its runtime manifest: the calculator as its own site, which
 * the stack serves on another host name (support/calculator-site.ts).
 */
async function handOverTo(page: Page): Promise<string[]> {
  await useCalculatorSite(page);
  return recordAddresses(page);
}

/**
 * The browser went through the hand-over and is signed in on the calculator's origin; the code it carried opens
 * nothing a second time, neither there nor from anywhere else.
 */
async function expectHandOver(page: Page, addresses: string[], email: string): Promise<void> {
  const code = await expectSignedInOnCalculator(page, addresses, email);
  // This browser again (its state cookie is gone with the exchange), then without any state cookie.
  const replay = await page.request.post(`${CALCULATOR_SITE}${HANDOVER_PATHS.exchange}`, { data: { code } });
  expect(replay.status()).toBe(401);
  const elsewhere = await page.request.post(`${gatewayUrl}${HANDOVER_PATHS.exchange}`, {
    data: { code },
    headers: { [SESSION_TOKEN_REQUEST_HEADER]: 'true' },
  });
  expect(elsewhere.status()).toBe(401);
  expect((await elsewhere.json()).token).toBeUndefined();
}

async function registerThroughApi(page: Page, name: string, email: string, password = PASSWORD) {
  await signUpAndConfirm(page.request, { name, email, password });
}

/** Login form → 2FA screen → code from the inbox → verified → handed over to the calculator site. */
async function signInWithEmailedCode(page: Page, email: string, password: string, addresses: string[]) {
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
  await expectHandOver(page, addresses, email);
}

test('register → check your email → the link from the inbox confirms → sign in with the code → user menu; sign out revokes the session', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('ada');
  await page.goto(ROUTES.register);
  await page.getByLabel('Full Name').fill('Ada Lovelace');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  const since = Date.now();
  await page.getByRole('button', { name: 'Create Account' }).click();

  // Issue 18: sign-up opens no session; it says to check the inbox.
  await expect(page.getByRole('heading', { name: ACCOUNT_SCREEN_TEXTS.checkYourEmail })).toBeVisible();
  await expect(page.getByText(IDENTITY_MESSAGES.registrationCheckEmail(email))).toBeVisible();
  await expect(page).toHaveURL(`${siteUrl}${ROUTES.register}`);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  expect((await page.context().cookies()).filter((cookie) => cookie.name.endsWith(SESSION_COOKIE))).toEqual(
    [],
  );

  // The link the server mailed lands on the site's /verify-email page, which confirms the address.
  const link = await signUpLinkFor(email, since);
  expect(link.origin).toBe(siteUrl);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: ACCOUNT_SCREEN_TEXTS.emailConfirmedTitle })).toBeVisible();
  await expect(page.getByText(IDENTITY_MESSAGES.emailVerified)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();

  // The link works once: opened again it says so and offers a new one.
  const again = await page.context().newPage();
  await again.goto(`${link.pathname}${link.search}`);
  await expect(again.getByRole('alert')).toHaveText(IDENTITY_MESSAGES.verificationLinkInvalid);
  await expect(again.getByRole('button', { name: ACCOUNT_SCREEN_TEXTS.sendNewLink })).toBeVisible();
  await again.close();

  // Sign in from the confirmation page: password, then the emailed code.
  await page.getByRole('link', { name: ACCOUNT_SCREEN_TEXTS.signInNow }).click();
  await expect(page).toHaveURL(`${siteUrl}${ROUTES.login}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  const codeSince = Date.now();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(new RegExp(`${ROUTES.twoFactorVerify}$`));
  const codeMail = await waitForMail({ to: email, subject: SIGN_IN_CODE_SUBJECT, since: codeSince });
  await page.getByLabel('Verification Code').fill(extractVerificationCode(codeMail));
  await page.getByRole('button', { name: 'Verify Code' }).click();
  // The e2e stack, like the local one, names no separate calculator site: the user goes on to the site's own.
  await expect(page).toHaveURL(`${siteUrl}${ROUTES.calculator}`);

  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Ada' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toContainText('Ada Lovelace');
  await expect(menu).toContainText(email);
  await expect(menu.getByTestId('plan-badge')).toHaveAttribute('data-tone', 'grey');
  // By keyboard: focus starts on the first item, End goes to the last, Escape closes and gives focus back to the
  // button, Down opens it again on the first item.
  await expect(menu.getByRole('menuitem', { name: 'Open Calculator' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(menu.getByRole('menuitem', { name: 'Sign Out' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(header.getByRole('button', { name: 'Ada' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Open Calculator' })).toBeFocused();

  // The session is the browser's cookie; replayed from elsewhere it works until sign-out, then never again.
  const session = (await page.context().cookies()).find((cookie) => cookie.name.endsWith(SESSION_COOKIE));
  expect(session).toBeTruthy();
  const profileWithThatCookie = () =>
    request.get(`${gatewayUrl}/api/user/profile`, {
      headers: { Cookie: `${session!.name}=${session!.value}` },
    });
  expect((await profileWithThatCookie()).status()).toBe(200);

  const logout = page.waitForResponse((response) => response.url().endsWith('/api/logout'));
  await menu.getByRole('menuitem', { name: 'Sign Out' }).click();
  expect((await logout).ok()).toBe(true);
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  expect((await profileWithThatCookie()).status()).toBe(401);
});

test('with confirmation required, a password before the link is refused with Send a New Link; the new link confirms and sign-in goes on', async ({
  page,
  browser,
}) => {
  // The admin switches the Security setting on for this journey (workers: 1, so no other journey sees it).
  const adminPage = await (await browser.newContext()).newPage();
  const adminToken = await signInAsAdmin(adminPage);
  // Security settings are on STEP_UP_SETTINGS: the change carries a step-up proof of this admin session.
  const proof = await stepUpProof(adminPage.request, adminToken);
  const requireConfirmation = (on: boolean) =>
    adminPage.request.put(`${gatewayUrl}/api/admin/settings/security`, {
      headers: { Authorization: `Bearer ${adminToken}`, 'X-Step-Up': proof },
      data: { requireEmailVerification: on },
    });
  expect((await requireConfirmation(true)).status()).toBe(200);
  try {
    const email = uniqueEmail('edsger');
    const since = Date.now();
    await signUp(page.request, { name: 'Edsger Dijkstra', email, password: PASSWORD });
    const firstLink = await signUpLinkFor(email, since);

    await page.goto(ROUTES.login);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText(IDENTITY_MESSAGES.emailNotVerified);
    const resentSince = Date.now();
    await page.getByRole('button', { name: ACCOUNT_SCREEN_TEXTS.sendNewLink }).click();
    await expect(page.getByRole('status')).toHaveText(IDENTITY_MESSAGES.verificationLinkResent(email));

    // The new link replaces the first: the first no longer works, the new one confirms.
    // (MailDev stamps whole seconds, so the first mail may still count as recent: wait for a different link.)
    let newLink = firstLink;
    await expect
      .poll(async () => (newLink = await signUpLinkFor(email, resentSince)).href, { timeout: 20_000 })
      .not.toBe(firstLink.href);
    await page.goto(`${firstLink.pathname}${firstLink.search}`);
    await expect(page.getByRole('alert')).toHaveText(IDENTITY_MESSAGES.verificationLinkInvalid);
    await page.goto(`${newLink.pathname}${newLink.search}`);
    await expect(page.getByRole('heading', { name: ACCOUNT_SCREEN_TEXTS.emailConfirmedTitle })).toBeVisible();

    await page.getByRole('link', { name: ACCOUNT_SCREEN_TEXTS.signInNow }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.twoFactorVerify}$`));
  } finally {
    expect((await requireConfirmation(false)).status()).toBe(200);
    await adminPage.context().close();
  }
});

test('signing up again with a registered address gets the same answer, and the notice instead of a link', async ({
  request,
}) => {
  const email = uniqueEmail('twice');
  await signUpAndConfirm(request, { name: 'Twice Signed', email, password: PASSWORD });
  const since = Date.now();
  await signUp(request, { name: 'Someone Else', email, password: 'Other!Pass9' });
  const notice = await waitForMail({ to: email, subject: /tried to sign up/, since });
  expect(notice.text ?? '').toContain(`${siteUrl}${ROUTES.login}`);
  expect(notice.text ?? '').not.toContain(ROUTES.verifyEmail);
});

test('sign in → code from the mail inbox → verified → signed in on the calculator on its own origin', async ({
  page,
}) => {
  const addresses = await handOverTo(page);
  const email = uniqueEmail('grace');
  await registerThroughApi(page, 'Grace Hopper', email);
  await page.goto(ROUTES.login);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Not!ThePassword1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('x');
  await expect(page.getByRole('alert')).toBeHidden();

  await signInWithEmailedCode(page, email, PASSWORD, addresses);
});

test("the calculator's session ends with the site's: signing out on the site signs the calculator out", async ({
  page,
}) => {
  const addresses = await handOverTo(page);
  const email = uniqueEmail('barbara');
  await registerThroughApi(page, 'Barbara Liskov', email);
  await signInWithEmailedCode(page, email, PASSWORD, addresses);
  const verifyThere = () => page.request.get(`${CALCULATOR_SITE}${IDENTITY_ENDPOINTS.sessionCheck.path}`);
  expect((await verifyThere()).status()).toBe(200);

  // Back on the site, the user signs out from the menu.
  await page.goto(ROUTES.home);
  await page.getByRole('banner').getByRole('button', { name: 'Barbara' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Barbara' })).toBeHidden();

  // The calculator's own session, made from the site's, has ended with it.
  expect((await verifyThere()).status()).toBe(401);
  await page.goto(CALCULATOR_URL);
  await expect(page.getByText(SIGNED_OUT_THERE)).toBeVisible();
  await expect(page.getByLabel(SIGNED_IN_THERE)).toBeHidden();
});

test('forgot password → link from the inbox → new password → sign in with it', async ({ page }) => {
  const addresses = await handOverTo(page);
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

  await signInWithEmailedCode(page, email, newPassword, addresses);
});
