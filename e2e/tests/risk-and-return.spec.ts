import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ROUTES, dealPath, gatewayHealthPath } from '@pac/contracts';
import { EXAMPLE_B } from '@pac/deal-model/worked-examples';
import { extractText, getDocumentProxy } from 'unpdf';
import { gatewayUrl } from '../stack-env.js';
import { signedInInBrowser } from '../support/accounts.js';

/**
 * Issue 32's decision measures over the composed site: the analyser's Risk and return section as a visitor types,
 * then a saved deal's PDF, its share view and compare.
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

const uniqueEmail = (who: string) => `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;

const step = (page: Page, title: string) =>
  page.getByRole('navigation', { name: 'Analyser steps' }).getByRole('button', { name: new RegExp(title) });

async function fill(page: Page, label: string, value: number | string) {
  await page.getByLabel(label, { exact: true }).fill(String(value));
}

/** A figure of a Risk and return card: the value beside its name. */
const cardFigure = (page: Page, card: string, figure: string) =>
  page
    .getByRole('group', { name: card, exact: true })
    .locator('dt', { hasText: new RegExp(`^${figure}$`) })
    .locator('xpath=following-sibling::dd[1]');

test('a visitor enters Example B, sees the stress test and the grid, and a rate rise changes the stressed cash flow', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(ROUTES.calculator);
  await expect(page.getByRole('heading', { name: 'Deal analyser', level: 1 })).toBeVisible();

  // Example B: a £250,000 coastal holiday let, 75 % interest-only at 5.5 %.
  await step(page, 'Property and acquisition model').click();
  await page.getByLabel('Acquisition model', { exact: true }).selectOption('purchase');
  await fill(page, 'Forecast year', 2026);
  await fill(page, 'Purchase price', 250_000);
  await step(page, 'Revenue and seasons').click();
  for (const [tier, rate, occupancy, stay] of [
    ['Low', 110, 40, 3],
    ['Medium', 150, 65, 3.5],
    ['High', 220, 90, 5],
  ] as const) {
    await fill(page, `${tier} season nightly rate`, rate);
    await fill(page, `${tier} season occupancy`, occupancy);
    await fill(page, `${tier} season average stay`, stay);
  }
  await page.getByLabel('December demand tier', { exact: true }).selectOption('low');
  await fill(page, 'Guest cleaning fee', 60);
  await fill(page, 'Platform fee', 15.5);
  await step(page, 'Operating costs').click();
  await fill(page, 'Cleaning', 70);
  await fill(page, 'Laundry', 25);
  await fill(page, 'Consumables', 10);
  await fill(page, 'Management fee', 20);
  await fill(page, 'Maintenance', 5);
  await fill(page, 'Utilities', 250);
  await fill(page, 'Council tax or business rates', 0);
  await fill(page, 'Internet', 40);
  await fill(page, 'Insurance', 60);
  await fill(page, 'Software', 50);
  await step(page, 'Financing and partners').click();
  const mortgage = page.getByLabel('Finance the purchase with a mortgage');
  if (!(await mortgage.isChecked())) await mortgage.check();
  await fill(page, 'Loan amount', 187_500);
  await fill(page, 'Interest rate', 5.5);
  await page.getByLabel('Repayment type', { exact: true }).selectOption('interest_only');

  // Stressed at 5.5 + 3 points: the interest-only payment at 8.5 % leaves −£2,981.26 a year.
  await expect(page.getByRole('heading', { name: 'Risk and return' })).toBeVisible();
  await expect(cardFigure(page, 'Stress test', 'Stressed rate')).toHaveText('8.50%');
  const stressed = cardFigure(page, 'Stress test', 'Stressed annual cash flow');
  await expect(stressed).toHaveText('\u2212£2,981.26');
  const grid = page.getByRole('table', { name: /Year 1 net cash flow by nightly rate change/ });
  await expect(grid.getByRole('row')).toHaveCount(6);
  await expect(grid.getByText('entered deal', { exact: true })).toBeVisible();
  await expect(grid.getByText('£2,643.74', { exact: true })).toBeVisible();

  // Two points instead: 187,500 × 7.5 % = 14,062.50 a year, so 12,956.24 − 14,062.50 = −£1,106.26.
  await fill(page, 'Stress test rise', 2);
  await expect(cardFigure(page, 'Stress test', 'Stressed rate')).toHaveText('7.50%');
  await expect(stressed).toHaveText('\u2212£1,106.26');
});

test("a saved deal's PDF has the Risk and return page; the share view and compare show the new figures", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const { token } = await signedInInBrowser(page, {
    name: 'Rita Return',
    email: uniqueEmail('returns'),
    password: 'Returns!Pass1',
  });
  const headers = { Authorization: `Bearer ${token}` };
  const ids: string[] = [];
  for (const [name, input] of [
    ['Cottage refinanced', { ...EXAMPLE_B, refinance: {}, tax: { owner: 'company' } }],
    ['Cottage as bought', EXAMPLE_B],
  ] as const) {
    const saved = await page.request.post(`${gatewayUrl}/api/deals`, { headers, data: { name, input } });
    expect(saved.status(), await saved.text()).toBe(201);
    ids.push(((await saved.json()) as { deal: { id: string } }).deal.id);
  }

  await page.goto(dealPath(ids[0]!));
  await expect(page.getByRole('heading', { name: 'Cottage refinanced', level: 1 })).toBeVisible();
  await expect(cardFigure(page, 'Refinance', 'Cash released')).toHaveText('£36,000.00');
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('group', { name: 'Downloads' }).getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  const document = await getDocumentProxy(new Uint8Array(fs.readFileSync(await pdf.path())));
  const { text } = await extractText(document, { mergePages: false });
  const riskPage = text
    .map((pageText) => pageText.replace(/\s+/g, ' '))
    .find((t) => t.includes('Risk and return'));
  expect(riskPage).toBeDefined();
  expect(riskPage).toContain('Stressed annual cash flow –£2,981.26');
  expect(riskPage).toContain('Cash released £36,000.00');
  expect(riskPage).toContain('Tax due £502.31');

  // The read-only share view shows the same section.
  const shared = await page.request.post(`${gatewayUrl}/api/deals/${ids[0]}/share`, { headers });
  const { url } = (await shared.json()) as { url: string };
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(url);
  await expect(strangerPage.getByRole('heading', { name: 'Cottage refinanced', level: 1 })).toBeVisible();
  await expect(cardFigure(strangerPage, 'Stress test', 'Stressed annual cash flow')).toHaveText(
    '\u2212£2,981.26',
  );
  await expect(cardFigure(strangerPage, 'After tax (year 1)', 'Tax due')).toHaveText('£502.31');
  await stranger.close();

  // Compare: the new rows, an after-tax figure only where a tax owner was chosen.
  await page.goto(`${ROUTES.dealsCompare}?ids=${ids.join(',')}`);
  const compare = page.getByRole('table', { name: /^Headline figures of/ });
  for (const row of [
    'IRR (5 years)',
    'Equity multiple',
    'After-tax cash flow',
    'Stressed cash flow',
    'Break-even margin',
  ])
    await expect(
      compare.getByRole('rowheader', { name: new RegExp(`^${row.replace(/[()]/g, '\\$&')}`) }),
    ).toBeVisible();
  await expect(
    compare.getByRole('rowheader', { name: /^After-tax cash flow/ }).locator('xpath=..'),
  ).toContainText('Not shown');
});
