import { expect, test, type Locator, type Page } from '@playwright/test';
import { ROUTES, dealPath, gatewayHealthPath } from '@pac/contracts';
import { EXAMPLE_A } from '@pac/deal-model/worked-examples';
import { gatewayUrl } from '../stack-env.js';
import { signedInInBrowser } from '../support/accounts.js';

/**
 * Issue 33's analyser as an investor uses it, over the composed site: results in view while typing (1280 px and
 * 375 px), all five steps in view, the wheel never changes a figure, an invalid figure keeps the last valid results
 * and names the field, Next stays on a step to fix, and leaving an edited saved deal asks first.
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

const steps = (page: Page) => page.getByRole('navigation', { name: 'Analyser steps' }).getByRole('button');
const step = (page: Page, title: string) => steps(page).filter({ hasText: new RegExp(title) });
const card = (page: Page, title: string): Locator => page.getByRole('group', { name: title, exact: true });

/** Whether the element's box lies inside the viewport (not scrolled away). */
async function inView(locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const viewport = locator.page().viewportSize();
  if (!box || !viewport) return false;
  return box.y >= 0 && box.y + box.height <= viewport.height && box.width > 0;
}

async function openAnalyser(page: Page) {
  await page.goto(ROUTES.calculator);
  await expect(page.getByRole('heading', { name: 'Deal analyser', level: 1 })).toBeVisible();
  await expect(card(page, 'Net cash flow')).toContainText('£');
}

test.describe('at 1280 × 800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the results column stays in view while typing in step 3, and all five steps are visible', async ({
    page,
  }) => {
    await openAnalyser(page);
    await expect(steps(page)).toHaveCount(5);
    for (const button of await steps(page).all()) expect(await inView(button)).toBe(true);

    await step(page, 'Operating costs').click();
    const cleaning = page.getByLabel('Cleaning', { exact: true });
    await cleaning.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 600);
    await cleaning.fill('50');
    await expect(card(page, 'Net cash flow')).toBeVisible();
    expect(await inView(card(page, 'Net cash flow'))).toBe(true);
  });

  test('the wheel over a focused figure scrolls the page and changes nothing', async ({ page }) => {
    await openAnalyser(page);
    await step(page, 'Property and acquisition model').click();
    const rent = page.getByLabel('Monthly rent', { exact: true });
    await rent.fill('950');
    const before = await card(page, 'Net cash flow').textContent();
    await rent.focus();
    const box = (await rent.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    for (let notch = 0; notch < 5; notch++) await page.mouse.wheel(0, 100);
    await expect(rent).toHaveValue('950');
    await expect(card(page, 'Net cash flow')).toHaveText(before ?? '');
  });

  test('150 % occupancy names the field beside the results, keeps the last valid figures, and Next stays', async ({
    page,
  }) => {
    await openAnalyser(page);
    await step(page, 'Revenue and seasons').click();
    const occupancy = page.getByLabel('Low season occupancy', { exact: true });
    await occupancy.fill('15');
    const valid = await card(page, 'Net cash flow').textContent();
    await occupancy.fill('150');
    await expect(
      page.getByText('These results are out of date: they are for your last valid figures.'),
    ).toBeVisible();
    expect(await inView(page.getByText('These results are out of date', { exact: false }))).toBe(true);
    await expect(card(page, 'Net cash flow')).toHaveText(valid ?? '');
    await page.getByRole('button', { name: 'Next: Operating costs' }).click();
    await expect(page.getByText('Fix the marked fields in this step to go on.')).toBeVisible();
    await expect(occupancy).toBeFocused();
    await expect(step(page, 'Revenue and seasons')).toHaveAttribute('aria-current', 'step');
  });

  test('leaving an edited saved deal asks first; Stay keeps the edit, Discard leaves it unsaved', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const { token } = await signedInInBrowser(page, {
      name: 'Una Unsaved',
      email: uniqueEmail('unsaved'),
      password: 'Unsaved!Pass1',
    });
    const saved = await page.request.post(`${gatewayUrl}/api/deals`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { name: 'Leeds flat (unsaved)', input: EXAMPLE_A },
    });
    expect(saved.status(), await saved.text()).toBe(201);
    const { deal } = (await saved.json()) as { deal: { id: string } };

    await page.goto(dealPath(deal.id));
    await expect(page.getByRole('heading', { name: 'Leeds flat (unsaved)', level: 1 })).toBeVisible();
    await page.getByLabel('Monthly rent', { exact: true }).fill('1050');
    await page.getByRole('link', { name: '← Saved deals' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save your changes first?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Stay on this deal' }).click();
    await expect(page).toHaveURL(new RegExp(`${dealPath(deal.id)}$`));
    await expect(page.getByLabel('Monthly rent', { exact: true })).toHaveValue('1050');

    await page.getByRole('link', { name: '← Saved deals' }).click();
    await dialog.getByRole('button', { name: 'Discard changes' }).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.deals}$`));
    await page.goto(dealPath(deal.id));
    await expect(page.getByLabel('Monthly rent', { exact: true })).toHaveValue('950');
  });
  test('comparables from a CSV back the rates: the median goes into the deal, the summary is saved with it', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const { token } = await signedInInBrowser(page, {
      name: 'Cora Comps',
      email: uniqueEmail('comps'),
      password: 'Comps!Pass123',
    });
    const saved = await page.request.post(`${gatewayUrl}/api/deals`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { name: 'Leeds flat (comps)', input: EXAMPLE_A },
    });
    expect(saved.status(), await saved.text()).toBe(201);
    const { deal } = (await saved.json()) as { deal: { id: string } };
    await page.goto(dealPath(deal.id));
    await step(page, 'Revenue').click();
    const file = page.getByLabel('Comparable listings (CSV)');

    // A file that is not a CSV is refused with the reason, and nothing in the deal changes.
    await file.setInputFiles({
      name: 'listings.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from([0x1f, 0x8b, 8, 0, 0, 0]),
    });
    await expect(page.getByRole('alert').filter({ hasText: 'This file is not a CSV' })).toBeVisible();
    await expect(page.getByLabel('Low season nightly rate', { exact: true })).toHaveValue(
      String(EXAMPLE_A.seasons?.low?.rate),
    );

    // Example A's low season is January and February: ADR 90, 100, 120, 140, 200 → median 120; occupancy 40–80 → 60.
    const table =
      'month,adr,occupancy\nJan,£100,50\nJan,£120,60\nJan,£140,70\nFeb,£200,80\nFeb,£90,40\nJul,£170,85\n';
    await file.setInputFiles({ name: 'leeds-comps.csv', mimeType: 'text/csv', buffer: Buffer.from(table) });
    const tiers = page.getByRole('region', { name: 'Comparables by demand tier table' });
    await expect(tiers.getByRole('row', { name: /^Low/ })).toContainText('£120.00');
    await page.getByRole('button', { name: 'Use the median for the Low season' }).click();
    await expect(page.getByLabel('Low season nightly rate', { exact: true })).toHaveValue('120');
    await expect(page.getByLabel('Low season occupancy', { exact: true })).toHaveValue('60');

    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Changes saved.')).toBeVisible();
    await page.reload();
    await step(page, 'Revenue').click();
    await expect(
      page.getByText(/^Summary of 6 rows of leeds-comps\.csv \(a table by month\), read on /),
    ).toBeVisible();
    await expect(page.getByLabel('Low season nightly rate', { exact: true })).toHaveValue('120');
  });
  test('a template start: a deal’s assumptions saved as a template open a new analysis next month; a blank start has nobody’s figures', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const { token } = await signedInInBrowser(page, {
      name: 'Tess Template',
      email: uniqueEmail('template'),
      password: 'Template!Pass1',
    });
    const input = { ...EXAMPLE_A, tenancy: { ...EXAMPLE_A.tenancy, monthlyRent: 1_020 } };
    const saved = await page.request.post(`${gatewayUrl}/api/deals`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { name: 'Leeds flat (template)', input },
    });
    expect(saved.status(), await saved.text()).toBe(201);
    const { deal } = (await saved.json()) as { deal: { id: string } };

    await page.goto(dealPath(deal.id));
    await page.getByRole('button', { name: 'Save as template' }).click();
    const saving = page.getByRole('dialog', { name: 'Save these assumptions as a template' });
    await saving.getByLabel('Template name').fill('Leeds 2-bed');
    await saving.getByRole('button', { name: 'Save template' }).click();
    await expect(page.getByText('Template “Leeds 2-bed” saved.')).toBeVisible();

    await openAnalyser(page);
    const startFrom = async (choice: string) => {
      await page.getByRole('button', { name: 'Start new analysis' }).click();
      await page
        .getByRole('dialog', { name: 'Start a new analysis?' })
        .getByRole('button', { name: choice })
        .click();
    };
    // A fresh start is the worked example, its figures marked as nobody's but the example's.
    await expect(page.getByText(/^Figures marked Example are the worked example’s/)).toBeVisible();
    await startFrom('Start from Leeds 2-bed');
    await expect(page.getByText(/^Figures marked Example/)).toHaveCount(0);
    const today = new Date();
    const nextMonth = today.getMonth() === 11 ? 1 : today.getMonth() + 2;
    await expect(page.getByLabel('Monthly rent', { exact: true })).toHaveValue('1020');
    await expect(page.getByLabel('Deal name', { exact: true })).toHaveValue('New analysis');
    await expect(page.getByLabel('Launch month', { exact: true })).toHaveValue(String(nextMonth));
    await expect(card(page, 'Net cash flow')).toContainText('£');

    await startFrom('Start from a blank deal');
    await expect(page.getByLabel('Monthly rent', { exact: true })).toHaveValue('');
    await expect(page.getByText('Results appear once the figures are valid.').first()).toBeVisible();
    await expect(page.getByLabel('Launch month', { exact: true })).toHaveValue(String(nextMonth));
  });
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the summary bar keeps net cash flow in view while typing in step 3; all five steps fit', async ({
    page,
  }) => {
    await openAnalyser(page);
    await expect(steps(page)).toHaveCount(5);
    for (const button of await steps(page).all()) expect(await inView(button)).toBe(true);
    const summary = page.getByRole('complementary', { name: 'Results summary' });
    await step(page, 'Operating costs').click();
    await page.getByLabel('Cleaning', { exact: true }).fill('50');
    await expect(summary).toBeVisible();
    expect(await inView(summary)).toBe(true);
    await expect(summary).toContainText('Net cash flow');
    await expect(summary).toContainText('Break-even occupancy');

    await page.getByLabel('Cleaning', { exact: true }).fill('-5');
    await expect(summary.getByRole('button', { name: /^Fix Cleaning to update$/ })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  });
});
