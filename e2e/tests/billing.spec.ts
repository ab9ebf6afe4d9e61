import { expect, test, type Page } from '@playwright/test';
import {
  BILLING_MESSAGES,
  PAYMENT_CANCEL_TEXTS,
  PAYMENT_SUCCESS_TEXTS,
  ROUTES,
  STAND_IN_CARDS,
} from '@pac/contracts';
import { gatewayUrl, siteUrl } from '../stack-env.js';
import { expireAccountPlan, storedPlan } from '../support/account-expiry.js';
import { SIGN_IN_CODE_SUBJECT, signUpAndConfirm, signedInInBrowser } from '../support/accounts.js';
import { extractVerificationCode, listInbox, waitForMail } from '../support/mail-inbox.js';
import { payWith, subscribeToStarter } from '../support/stand-in-checkout.js';

/**
 * Billing journeys over the composed site: the subscribe and payment screens (mfe-account), billing, the local
 * payment stand-in's hosted checkout and its signed webhooks through the gateway, the shell's user menu, and the
 * receipt through the mail queue, worker and MailDev.
 */

// Playwright starts once the shell answers; the services behind the gateway may still be starting.
test.beforeAll(async ({ request }) => {
  await expect
    .poll(async () => (await request.get(`${gatewayUrl}/api/health`).catch(() => null))?.status(), {
      timeout: 90_000,
      intervals: [500],
    })
    .toBe(200);
});

const uniqueEmail = (who: string) => `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;

/** A new free account (signed up, confirmed, signed in with the emailed code) signed in in this browser. */
async function signedInFreeUser(page: Page, name: string) {
  const email = uniqueEmail(name.split(' ')[0]!.toLowerCase());
  const { user } = await signedInInBrowser(page, { name, email, password: 'Billing!Pass1' });
  expect(user.plan).toBe('free');
  return { email };
}

const planCard = (page: Page, id: string) => page.getByTestId(`plan-${id}`);

test('free → Starter through the stand-in checkout: declined card, then paid; plan, badge, receipt and Current Plan follow', async ({
  page,
}) => {
  const { email } = await signedInFreeUser(page, 'Ada Lovelace');
  await page.goto(ROUTES.subscribe);
  await expect(page.getByRole('heading', { name: BILLING_MESSAGES.choosePlan })).toBeVisible();
  await expect(page.getByText(/Hello Ada Lovelace, your current plan is free/)).toBeVisible();

  await planCard(page, 'starter').getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/checkout\/cs_test_/);
  await expect(page.getByRole('heading', { name: 'Starter Analysis' })).toBeVisible();

  await payWith(page, STAND_IN_CARDS.declined);
  await expect(page.getByRole('alert')).toHaveText('Your card has been declined.');

  const since = Date.now();
  await payWith(page, STAND_IN_CARDS.succeeds);
  await expect(page).toHaveURL(new RegExp(`^${siteUrl}${ROUTES.paymentSuccess}\\?session_id=cs_test_`));
  await expect(page.getByRole('heading', { name: PAYMENT_SUCCESS_TEXTS.processing })).toBeVisible();
  await expect(page.getByRole('heading', { name: PAYMENT_SUCCESS_TEXTS.success })).toBeVisible({
    timeout: 15_000,
  });
  const result = page.getByTestId('payment-result');
  await expect(result).toContainText('starter');
  await expect(result).toContainText('active');

  await page.getByRole('banner').getByRole('button', { name: 'Ada' }).click();
  await expect(page.getByTestId('plan-badge')).toHaveText('starter');

  const receipt = await waitForMail({ to: email, subject: 'Payment received: Starter Analysis', since });
  expect(receipt.text).toContain('Amount: £25.00');

  await page.goto(ROUTES.subscribe);
  const starterButton = planCard(page, 'starter').getByRole('button', { name: BILLING_MESSAGES.currentPlan });
  await expect(starterButton).toBeDisabled();
  await expect(page.getByText(/Your Starter Analysis subscription renews on/)).toBeVisible();
});

test('the checkout cancel link leads to Payment Cancelled, and Try Again back to the plans', async ({
  page,
}) => {
  await signedInFreeUser(page, 'Grace Hopper');
  await page.goto(ROUTES.subscribe);
  await planCard(page, 'professional').getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/checkout\/cs_test_/);
  await page.getByRole('link', { name: /Cancel and return/ }).click();

  await expect(page).toHaveURL(`${siteUrl}${ROUTES.paymentCancel}`);
  await expect(page.getByRole('heading', { name: PAYMENT_CANCEL_TEXTS.title })).toBeVisible();
  await expect(page.getByRole('link', { name: PAYMENT_CANCEL_TEXTS.continueFree })).toHaveAttribute(
    'href',
    ROUTES.home,
  );
  await page.getByRole('link', { name: PAYMENT_CANCEL_TEXTS.tryAgain }).click();
  await expect(page.getByRole('heading', { name: BILLING_MESSAGES.choosePlan })).toBeVisible();
  await expect(
    planCard(page, 'free').getByRole('button', { name: BILLING_MESSAGES.currentPlan }),
  ).toBeDisabled();
});

test('an expired Free account renews from the login screen: renew token → /subscribe → Starter → paid', async ({
  page,
}) => {
  const email = uniqueEmail('katherine');
  const password = 'Billing!Pass1';
  await signUpAndConfirm(page.request, { name: 'Katherine Johnson', email, password });
  await expireAccountPlan(email);

  await page.goto(ROUTES.login);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  const since = Date.now();
  await page.getByRole('button', { name: 'Sign In' }).click();
  // The plan is told only after the emailed code (a password alone reveals nothing about the account).
  const codeMail = await waitForMail({ to: email, subject: SIGN_IN_CODE_SUBJECT, since });
  await page.getByLabel('Verification Code').fill(extractVerificationCode(codeMail));
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(page.getByRole('alert')).toContainText('Your Free plan has expired.');
  // The renew token is a checkout-only bearer: kept for this tab, never in localStorage.
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toMatch(/renew|eyJ/);

  await page.getByRole('link', { name: 'Renew your subscription' }).click();
  await expect(page).toHaveURL(`${siteUrl}${ROUTES.subscribe}`);
  await expect(page.getByText(BILLING_MESSAGES.renewalGreeting('Free'))).toBeVisible();
  await planCard(page, 'starter').getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/checkout\/cs_test_/);
  await payWith(page, STAND_IN_CARDS.succeeds);
  await expect(page).toHaveURL(new RegExp(`^${siteUrl}${ROUTES.paymentSuccess}\\?session_id=cs_test_`));

  await expect
    .poll(() => storedPlan(email), { timeout: 15_000 })
    .toEqual({ plan: 'starter', plan_status: 'active' });
  const signIn = await page.request.post(`${gatewayUrl}/api/login`, { data: { email, password } });
  expect(signIn.status(), await signIn.text()).toBe(200);
});

test('Starter → the live-calls add-on through the stand-in checkout: £65, then Owned on /subscribe', async ({
  page,
}) => {
  const { email } = await signedInFreeUser(page, 'Mary Jackson');
  await page.goto(ROUTES.subscribe);
  const addOn = page.getByTestId('add-on-live_calls');
  // Free: the add-on is shown with its price, and why it cannot be bought yet.
  await expect(addOn).toContainText('£65/month with your plan');
  await expect(addOn).toContainText(BILLING_MESSAGES.addOnRefusals.needsPaidPlan);
  await expect(addOn.getByRole('button', { name: 'Add live calls' })).toBeDisabled();

  await subscribeToStarter(page, 'Mary Jackson');

  await page.goto(ROUTES.subscribe);
  await expect(addOn).toContainText('One live support call per week');
  await addOn.getByRole('button', { name: 'Add live calls' }).click();
  await expect(page).toHaveURL(/\/checkout\/cs_test_/);
  await expect(page.getByRole('heading', { name: 'Starter Analysis with live calls' })).toBeVisible();
  await expect(page.getByText('£65 per month')).toBeVisible();
  await payWith(page, STAND_IN_CARDS.succeeds);

  await expect(page).toHaveURL(new RegExp(`^${siteUrl}${ROUTES.paymentSuccess}\\?session_id=cs_test_`));
  await expect(page.getByRole('heading', { name: PAYMENT_SUCCESS_TEXTS.success })).toBeVisible({
    timeout: 15_000,
  });
  const result = page.getByTestId('payment-result');
  await expect(result).toContainText('starter');
  await expect(result).toContainText('Live-calls add-onOwned');

  // Two receipts for the account by now: Starter's £25, then the plan with live calls at £65, named as such.
  await expect
    .poll(
      async () =>
        (await listInbox())
          .filter((mail) => mail.to.some((to) => to.address.toLowerCase() === email.toLowerCase()))
          .filter((mail) => mail.subject.startsWith('Payment received: Starter Analysis'))
          .map((mail) => `${mail.subject}: ${/Amount: (£[\d.]+)/.exec(mail.text ?? '')?.[1]}`)
          .sort(),
      { timeout: 20_000 },
    )
    .toEqual([
      'Payment received: Starter Analysis with live calls: £65.00',
      'Payment received: Starter Analysis: £25.00',
    ]);

  await page.goto(ROUTES.subscribe);
  await expect(addOn).toContainText('Owned');
  await expect(addOn.getByRole('status')).toHaveText('Active on your Starter Analysis plan.');
  await expect(addOn.getByRole('button')).toHaveCount(0);
  await expect(
    planCard(page, 'starter').getByRole('button', { name: BILLING_MESSAGES.currentPlan }),
  ).toBeDisabled();
  // One subscription is billed: the plan with live calls (the £25 one was cancelled with proration).
  await expect(page.getByText(/Your Starter Analysis subscription renews on/)).toBeVisible();
});
