import fs from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { extractText, getDocumentProxy } from 'unpdf';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  ACCOUNT_SCREEN_TEXTS,
  ALLOWANCE_MESSAGES,
  DEALS_API_MESSAGES,
  ROUTES,
  dealPath,
  gatewayHealthPath,
} from '@pac/contracts';
import { EXAMPLE_A, EXAMPLE_B } from '@pac/deal-model/worked-examples';
import { gatewayUrl, siteUrl } from '../stack-env.js';
import { SIGN_IN_CODE_SUBJECT, signUpLinkFor, signedInInBrowser } from '../support/accounts.js';
import { signInAsAdmin } from '../support/admin-session.js';
import { extractVerificationCode, waitForMail } from '../support/mail-inbox.js';
import { queryStackDatabase } from '../support/stack-database.js';
import { spendAllowance } from '../support/plan-usage.js';

/**
 * The deal calculator over the composed site: the calculator remote (analyser, saved deals, compare, share), the
 * analysis service through the gateway, and the account screens it hands over to when a visitor saves.
 */

test.beforeAll(async ({ request }) => {
  const ready = (service: 'identity' | 'analysis') =>
    request.get(`${gatewayUrl}${gatewayHealthPath(service)}`).then(
      (response) => response.status(),
      () => 0,
    );
  await expect.poll(() => ready('identity'), { timeout: 90_000, intervals: [500] }).toBe(200);
  await expect.poll(() => ready('analysis'), { timeout: 90_000, intervals: [500] }).toBe(200);
});

const PASSWORD = 'Analyst!Pass1';
const uniqueEmail = (who: string) => `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;

/** A headline card's figure, found by the card's title ("Net cash flow" → "£3,160"). */
const card = (page: Page, title: string): Locator => page.getByRole('group', { name: title, exact: true });

const step = (page: Page, title: string) =>
  page.getByRole('navigation', { name: 'Analyser steps' }).getByRole('button', { name: new RegExp(title) });

async function fill(page: Page, label: string, value: number | string) {
  await page.getByLabel(label, { exact: true }).fill(String(value));
}

/** Example A (a rent-to-rent 2-bed city flat, £950 rent, £8,846.15 invested) typed into the five steps, field by field, as a visitor would. */
async function fillExampleA(page: Page) {
  await step(page, 'Property and acquisition model').click();
  await page.getByLabel('Acquisition model', { exact: true }).selectOption('rent_to_rent');
  await fill(page, 'Forecast year', 2026);
  await fill(page, 'Monthly rent', 950);
  await fill(page, 'Deposit', 1096.15);
  await fill(page, 'Pre-launch rent months', 1);

  await step(page, 'Revenue and seasons').click();
  for (const [tier, rate, occupancy] of [
    ['Low', 90, 55],
    ['Medium', 115, 68],
    ['High', 145, 80],
  ] as const) {
    await fill(page, `${tier} season nightly rate`, rate);
    await fill(page, `${tier} season occupancy`, occupancy);
    await fill(page, `${tier} season average stay`, 2.5);
  }
  await fill(page, 'Guest cleaning fee', 40);
  await fill(page, 'Platform fee', 15.5);

  await step(page, 'Operating costs').click();
  await fill(page, 'Cleaning', 45);
  await fill(page, 'Laundry', 15);
  await fill(page, 'Consumables', 8);
  await fill(page, 'Maintenance', 3);
  await fill(page, 'Utilities', 180);
  await fill(page, 'Council tax or business rates', 140);
  await fill(page, 'Internet', 35);
  await fill(page, 'Insurance', 40);
  await fill(page, 'Software', 45);

  await step(page, 'Set-up costs').click();
  await fill(page, 'Furniture', 5500);
  await fill(page, 'Photography', 250);
  await fill(page, 'Compliance', 350);
  await fill(page, 'Initial stock', 400);
  await fill(page, 'Legal fees', 300);

  await step(page, 'Financing and partners').click();
}

async function expectExampleAHeadlines(page: Page) {
  await expect(card(page, 'Net cash flow')).toContainText('£3,160');
  await expect(card(page, 'Payback month')).toContainText('32');
  await expect(card(page, 'Break-even occupancy')).toContainText('56.1%');
}

/**
 * The sign-up form, then as a person goes on (issue 18): "check your email", the link from the inbox confirms the
 * address, Sign In, password and the emailed code. The page's storage (the pending save) is kept throughout.
 */
async function registerThroughTheForm(page: Page, name: string, email: string) {
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  const since = Date.now();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: ACCOUNT_SCREEN_TEXTS.checkYourEmail })).toBeVisible();
  const link = await signUpLinkFor(email, since);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: ACCOUNT_SCREEN_TEXTS.emailConfirmedTitle })).toBeVisible();
  await page.getByRole('link', { name: ACCOUNT_SCREEN_TEXTS.signInNow }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  const codeSince = Date.now();
  await page.getByRole('button', { name: 'Sign In' }).click();
  const code = extractVerificationCode(
    await waitForMail({ to: email, subject: SIGN_IN_CODE_SUBJECT, since: codeSince }),
  );
  await page.getByLabel('Verification Code').fill(code);
  await page.getByRole('button', { name: 'Verify Code' }).click();
}

test('a visitor analyses Example A, signs up from the save prompt, edits, exports, compares and shares it', async ({
  page,
  browser,
}) => {
  // Eight stages in one journey, two browser contexts: 40 s of the 45 s a test gets on a loaded 2-core machine.
  test.setTimeout(90_000);
  // 1. A visitor fills the five steps and sees Example A's headline numbers.
  await page.goto(ROUTES.calculator);
  await expect(page.getByRole('heading', { name: 'Deal analyser', level: 1 })).toBeVisible();
  await page.getByLabel('Deal name', { exact: true }).fill('Leeds flat (e2e)');
  await fillExampleA(page);
  await expectExampleAHeadlines(page);

  // 2. Saving asks them to sign in; they sign up, and the analysis is saved with the same numbers.
  await page.getByRole('button', { name: 'Save analysis' }).click();
  const prompt = page.getByRole('dialog', { name: 'Sign in or create a free account to save this analysis' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('link', { name: 'Create a free account' }).click();
  await expect(page).toHaveURL(`${siteUrl}${ROUTES.register}`);
  const email = uniqueEmail('analyst');
  await registerThroughTheForm(page, 'Ada Analyst', email);
  await expect(page).toHaveURL(new RegExp(`${siteUrl}/deals/[0-9a-f-]{36}$`), { timeout: 20_000 });
  const dealUrl = page.url();
  await expect(page.getByRole('heading', { name: 'Leeds flat (e2e)', level: 1 })).toBeVisible();
  await expectExampleAHeadlines(page);

  // 3. Editing the rent changes every card at once, without a page load.
  await page.evaluate(() => ((window as unknown as { calculatorMarker: number }).calculatorMarker = 1));
  await step(page, 'Property and acquisition model').click();
  const before = await Promise.all(
    ['Net cash flow', 'Net ROI / cash-on-cash', 'Payback month', 'Break-even occupancy'].map((title) =>
      card(page, title).innerText(),
    ),
  );
  await fill(page, 'Monthly rent', 1000);
  await expect(card(page, 'Net cash flow')).toContainText('£2,560');
  const after = await Promise.all(
    ['Net cash flow', 'Net ROI / cash-on-cash', 'Payback month', 'Break-even occupancy'].map((title) =>
      card(page, title).innerText(),
    ),
  );
  after.forEach((text, index) => expect(text).not.toBe(before[index]));
  expect(
    await page.evaluate(() => (window as unknown as { calculatorMarker?: number }).calculatorMarker),
  ).toBe(1);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Saved', { exact: false }).first()).toBeVisible();
  await page.reload();
  await expect(card(page, 'Net cash flow')).toContainText('£2,560');

  // 4. The PDF report and the CSV table download.
  const downloads = page.getByRole('group', { name: 'Downloads' });
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    downloads.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe('leeds-flat-e2e-analysis.pdf');
  const report = fs.readFileSync(await pdf.path());
  expect(report.subarray(0, 5).toString()).toBe('%PDF-');
  // The first page is the summary: the verdict in plain words, the headline figures and the break-even margin.
  const { text: reportPages } = await extractText(await getDocumentProxy(new Uint8Array(report)), {
    mergePages: false,
  });
  const summary = reportPages[0]!.replace(/\s+/g, ' ');
  expect(summary).toContain(
    'Makes £2,560 in year 1, 28.8% on £8,896 invested, and pays the cash back in month 43, with 8.6 points of occupancy to spare before it loses money.',
  );
  for (const figure of ['Net cash flow', 'Net ROI', 'Break-even margin', 'Key risks'])
    expect(summary).toContain(figure);
  expect(summary).toContain('Month 43');
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    downloads.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toBe('leeds-flat-e2e-analysis.csv');
  const lines = fs
    .readFileSync(await csv.path(), 'utf8')
    .trim()
    .split('\r\n');
  // Every section of the report, each a title, one header row and its rows, a blank line after it.
  const titles = lines.filter((line, index) => index === 0 || lines[index - 1] === '');
  expect(titles).toEqual([
    'Key assumptions',
    'Seasons (demand tiers in use)',
    'Headline figures (year 1)',
    'Month by month',
    'Annual profit and loss (year 1)',
    'Five-year projection',
    'Risk and return: sensitivity of year 1 net cash flow',
    'Stress test',
    'Return over 5 years',
    'After tax (year 1)',
  ]);
  const months = lines.indexOf('Month by month');
  expect(lines[months + 2]).toMatch(/^2026,January,Low,31,31.00,17.05,6.82,/);
  // £1,000 a month of rent by now: £600 a year less than Example A's £3,160.
  expect(lines).toContain('Net cash flow,2560,"Year 1, pre-tax"');

  // 5. A copy, then the two side by side with the best value of each figure marked.
  await page.getByRole('group', { name: 'Manage' }).getByRole('button', { name: 'Duplicate' }).click();
  await expect(page.getByRole('heading', { name: 'Leeds flat (e2e) (copy)', level: 1 })).toBeVisible();
  await step(page, 'Property and acquisition model').click();
  // £50 a month less rent than Example A: £600 a year more cash.
  await fill(page, 'Monthly rent', 900);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(card(page, 'Net cash flow')).toContainText('£3,760');
  await page.goto(ROUTES.deals);
  await expect(page.getByRole('link', { name: 'Leeds flat (e2e) (copy)' })).toBeVisible();
  for (const name of ['Leeds flat (e2e)', 'Leeds flat (e2e) (copy)']) {
    await page.getByRole('checkbox', { name: `Compare ${name}`, exact: true }).check();
  }
  await page.getByRole('button', { name: 'Compare 2 deals' }).click();
  await expect(page).toHaveURL(new RegExp(`${ROUTES.dealsCompare}\\?ids=`));
  const compare = page.getByRole('table', { name: /^Headline figures of 2 deals/ });
  await expect(compare).toContainText('Leeds flat (e2e) (copy)');
  await expect(compare.getByText('Best').first()).toBeVisible();
  // The edited rent is the cause of the difference, shown beside the figures.
  const differing = page.getByRole('table', { name: /^The inputs whose values are not the same/ });
  await expect(differing.getByRole('row', { name: /^Monthly rent/ })).toContainText('900');

  // 6. A share link opens read-only in a fresh browser; once revoked it is a not-found page.
  await page.goto(dealUrl);
  await page.getByRole('button', { name: 'Create share link' }).click();
  const shareUrl = await page.getByLabel('Read-only share link').inputValue();
  expect(shareUrl).toMatch(new RegExp(`^${siteUrl}/shared/[A-Za-z0-9_-]{43}$`));
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(shareUrl);
  await expect(strangerPage.getByRole('heading', { name: 'Leeds flat (e2e)' })).toBeVisible();
  await expect(card(strangerPage, 'Net cash flow')).toContainText('£2,560');
  await expect(strangerPage.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Revoke link' }).click();
  await expect(page.getByRole('button', { name: 'Create share link' })).toBeVisible();
  await strangerPage.reload();
  await expect(strangerPage.getByRole('heading', { name: 'Shared deal not found' })).toBeVisible();
  await expect(strangerPage.getByText(DEALS_API_MESSAGES.sharedDealNotFound)).toBeVisible();
  await stranger.close();

  // 7. Every save, copy and download is a usage event the admin portal counts.
  const [mine] = await queryStackDatabase<{ calculations: number; exports: number }>(
    `SELECT count(*) FILTER (WHERE e.kind = 'calculation')::int AS calculations,
            count(*) FILTER (WHERE e.kind = 'export')::int AS exports
       FROM usage_events e JOIN users u ON u.id = e.user_id WHERE u.email_normalized = lower($1)`,
    [email],
  );
  expect(mine).toEqual({ calculations: 2, exports: 2 });
  const adminPage = await browser.newPage();
  await signInAsAdmin(adminPage);
  await adminPage.goto(ROUTES.adminUsage);
  const [window] = await queryStackDatabase<{ calculations: number; exports: number }>(
    `SELECT count(*) FILTER (WHERE kind = 'calculation')::int AS calculations,
            count(*) FILTER (WHERE kind = 'export')::int AS exports
       FROM usage_events WHERE created_at > now() - interval '30 days'`,
  );
  await expect(adminPage.getByTestId('stat-Total Calculations')).toHaveText(String(window!.calculations));
  await expect(adminPage.getByTestId('stat-Total Exports')).toHaveText(String(window!.exports));
  await adminPage.close();
});

test('a Starter user at the limit sees the allowance message and cannot save another analysis', async ({
  page,
}) => {
  const email = uniqueEmail('starter');
  await signedInInBrowser(page, { name: 'Stella Starter', email, password: PASSWORD }, { plan: 'starter' });
  const resetsAt = await spendAllowance(email, { plan: 'starter', calculations: 25 });

  await page.goto(ROUTES.calculator);
  await expect(page.getByText(ALLOWANCE_MESSAGES.meter(25, 25))).toBeVisible();
  const usedUp = ALLOWANCE_MESSAGES.calculationsUsedUp(25, 25, resetsAt);
  await expect(page.getByText(usedUp).first()).toBeVisible();
  await page.getByRole('button', { name: 'Save analysis' }).click();
  await expect(page.getByRole('alert').filter({ hasText: usedUp })).toBeVisible();
  await expect(page.getByRole('alert').getByRole('link', { name: 'See plans' })).toHaveAttribute(
    'href',
    ROUTES.subscribe,
  );
  const [stored] = await queryStackDatabase<{ deals: number }>(
    'SELECT count(*)::int AS deals FROM deals d JOIN users u ON u.id = d.user_id WHERE u.email_normalized = lower($1)',
    [email],
  );
  expect(stored!.deals).toBe(0);
});

/** A signed-in account in this browser (session cookie and stored user, as the sign-in screens leave it) with two deals. */
async function accountWithDeals(page: Page): Promise<{ ids: string[]; shareUrl: string }> {
  const email = uniqueEmail('phone');
  const { token } = await signedInInBrowser(page, { name: 'Phoebe Phone', email, password: PASSWORD });
  const headers = { Authorization: `Bearer ${token}` };
  const ids: string[] = [];
  for (const [name, input] of [
    ['Phone flat', EXAMPLE_A],
    ['Phone cottage', EXAMPLE_B],
  ] as const) {
    const saved = await page.request.post(`${gatewayUrl}/api/deals`, { headers, data: { name, input } });
    expect(saved.status(), await saved.text()).toBe(201);
    ids.push(((await saved.json()) as { deal: { id: string } }).deal.id);
  }
  const shared = await page.request.post(`${gatewayUrl}/api/deals/${ids[0]}/share`, { headers });
  const { url } = (await shared.json()) as { url: string };
  return { ids, shareUrl: url };
}

async function expectAccessibleAndNarrow(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    violations.map(
      (violation) =>
        `${where} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `${where} at 375 px`).toBeLessThanOrEqual(375);
}

// Three tests rather than one journey: nine axe scans and the keyboard walk together outgrew one test's time on a
// slow machine (47 s against 45), and each part fails on its own now.
test('on a 375 px phone every step of the analyser fits and is axe-clean', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signedInInBrowser(page, { name: 'Phoebe Phone', email: uniqueEmail('phone'), password: PASSWORD });

  await page.goto(ROUTES.calculator);
  await expect(card(page, 'Net cash flow')).toBeVisible();
  for (const title of [
    'Property and acquisition model',
    'Revenue and seasons',
    'Operating costs',
    'Set-up costs',
    'Financing and partners',
  ]) {
    await step(page, title).click();
    await expectAccessibleAndNarrow(page, `/calculator (${title})`);
  }
});

test('on a 375 px phone a saved deal, the deals list, the comparison and a shared link fit and are axe-clean', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const { ids, shareUrl } = await accountWithDeals(page);
  for (const [path, heading] of [
    [dealPath(ids[0]!), 'Phone flat'],
    [ROUTES.deals, 'Saved deals'],
    [`${ROUTES.dealsCompare}?ids=${ids.join(',')}`, 'Compare deals'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expectAccessibleAndNarrow(page, path);
  }
  await page.goto(shareUrl);
  await expect(page.getByRole('heading', { name: 'Phone flat', level: 1 })).toBeVisible();
  await expectAccessibleAndNarrow(page, '/shared/:token');
});

test('the analyser works by keyboard alone: from the step buttons to a rate, a new figure, and the cards follow', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(ROUTES.calculator);
  await expect(card(page, 'Net cash flow')).toBeVisible();
  const revenueStep = step(page, 'Revenue and seasons');
  await revenueStep.focus();
  await page.keyboard.press('Enter');
  const rate = page.getByLabel('Low season nightly rate', { exact: true });
  for (
    let presses = 0;
    presses < 40 && !(await rate.evaluate((el) => el === document.activeElement));
    presses++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(rate).toBeFocused();
  const before = await card(page, 'Net cash flow').innerText();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('120');
  await expect(card(page, 'Net cash flow')).not.toHaveText(before);
});
