import { expect, test, type Locator, type Page } from '@playwright/test';
import { ROUTES } from '@pac/contracts';
import { siteUrl } from '../stack-env.js';
import { signInAsAdmin } from '../support/admin-session.js';
import { signedInInBrowser } from '../support/accounts.js';
import { axeViolations } from '../support/axe.js';
import { waitUntilReady } from '../support/readiness.js';
import { subscribeToStarter } from '../support/stand-in-checkout.js';

/** The admin portal on a 375 px phone: every page fits, its tables scroll in reach, it is axe-clean. */

const PHONE = { width: 375, height: 812 };

test.use({ viewport: PHONE });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => waitUntilReady(request, 'admin'));

/** Every page of the portal behind the sign-in, from the route table: a new one is checked without an edit here. */
const ADMIN_PAGES = Object.values(ROUTES).filter(
  (path) => path.startsWith(`${ROUTES.admin}/`) && path !== ROUTES.adminLogin,
);

/** Pages whose tables always have rows here: the admin is a user, and signing in emailed a code (an email log). */
const PAGES_WITH_TABLES: string[] = [ROUTES.adminUsers, ROUTES.adminEmails];

const menuButton = (page: Page) => page.getByRole('button', { name: 'Admin menu' });
const sections = (page: Page) => page.getByRole('navigation', { name: 'Admin sections' });

async function expectNoPageOverflow(page: Page, where: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(clientWidth);
}

/**
 * A table is reachable when it sits in a named, focusable region no wider than the screen that scrolls sideways,
 * and scrolling it with the keyboard brings its last column into view.
 */
async function expectTableReachable(page: Page, table: Locator, where: string) {
  const region = table.locator('xpath=ancestor::*[@role="region"][1]');
  await expect(region, `${where}: a table outside a scroll region`).toHaveCount(1);
  await expect(region).toHaveAttribute('tabindex', '0');
  await expect(region).toHaveAccessibleName(/\S/);
  await expect(region).toHaveCSS('overflow-x', 'auto');
  const box = await region.boundingBox();
  expect(box!.x + box!.width, `${where}: the table region is wider than the screen`).toBeLessThanOrEqual(
    PHONE.width,
  );

  const overflow = await region.evaluate((el) => el.scrollWidth - el.clientWidth);
  await region.focus();
  const scrollLeft = () => region.evaluate((el) => Math.ceil(el.scrollLeft));
  for (let presses = 0; presses < 200 && (await scrollLeft()) < overflow; presses++)
    await page.keyboard.press('ArrowRight');
  await expect
    .poll(scrollLeft, `${where}: the arrow keys scroll the table to its end`)
    .toBeGreaterThanOrEqual(overflow);

  // The last column (its header and its first row's cell) lies inside the region's visible box now.
  for (const cell of [
    table.locator('thead th').last(),
    table.locator('tbody tr').first().locator('td').last(),
  ]) {
    const inside = await cell.evaluate((el) => {
      const visible = el.closest('[role="region"]')!.getBoundingClientRect();
      const rect = el.getBoundingClientRect();
      return rect.left >= visible.left - 1 && rect.right <= visible.right + 1 && rect.width > 0;
    });
    expect(inside, `${where}: the last column is out of reach`).toBe(true);
  }
}

/** Charts draw at the width they are given: none is wider than the screen. */
async function expectChartsFit(page: Page, where: string) {
  for (const chart of await page.locator('svg.recharts-surface').all()) {
    const box = await chart.boundingBox();
    expect(box!.width, `${where}: a chart is not drawn`).toBeGreaterThan(0);
    expect(box!.x + box!.width, `${where}: a chart is wider than the screen`).toBeLessThanOrEqual(
      PHONE.width,
    );
  }
}

async function expectPhoneReady(page: Page, where: string) {
  await expectNoPageOverflow(page, where);
  await expectChartsFit(page, where);
  expect(await axeViolations(page), where).toEqual([]);
}

test('on a 375 px phone the sign-in and every admin page fit, their tables scroll into reach, and axe finds nothing', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A payment today, so the revenue page draws its chart (a period without revenue says so instead).
  await signedInInBrowser(page, {
    name: 'Phone Revenue Payer',
    email: `phone-payer-${Date.now()}@example.test`,
    password: 'Phone-Payer-Pass-1!',
  });
  await subscribeToStarter(page, 'Phone Revenue Payer');
  await page.goto(`${siteUrl}${ROUTES.adminLogin}`);
  await expect(page.getByRole('heading', { name: 'Admin Sign In', level: 1 })).toBeVisible();
  await expectPhoneReady(page, ROUTES.adminLogin);

  await signInAsAdmin(page);
  for (const path of ADMIN_PAGES) {
    // Through the menu, as a phone user goes: every page has its entry, and choosing it closes the menu.
    await menuButton(page).click();
    await sections(page).locator(`a[href="${path}"]`).click();
    await expect(page).toHaveURL(`${siteUrl}${path}`);
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(sections(page)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByLabel('Loading', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);

    const tables = page.locator('main table');
    if (PAGES_WITH_TABLES.includes(path)) await expect(tables.first()).toBeVisible();
    if (path === ROUTES.adminRevenue)
      await expect(page.getByTestId('daily-revenue-chart').locator('svg.recharts-surface')).toBeVisible();
    for (const table of await tables.all()) await expectTableReachable(page, table, path);
    await expectPhoneReady(page, path);

    if (path === ROUTES.adminSettings) {
      // Each settings group, reached with the arrow keys from the open tab.
      const tabs = page.getByRole('tab');
      for (let next = 1; next < (await tabs.count()); next++) {
        await page.getByRole('tab', { selected: true }).focus();
        await page.keyboard.press('ArrowRight');
        await expect(tabs.nth(next)).toHaveAttribute('aria-selected', 'true');
        await expect(tabs.nth(next)).toBeFocused();
        await expect(page.getByRole('tabpanel').getByRole('button', { name: 'Save Settings' })).toBeVisible();
        await expectPhoneReady(page, `${path} (${await tabs.nth(next).innerText()})`);
      }
    }
  }
});

test('the menu button opens and closes the sections on a phone; on a desktop the sidebar stays as it was', async ({
  page,
}) => {
  await signInAsAdmin(page);
  const button = menuButton(page);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(sections(page)).toBeHidden();
  expect(
    await page.locator(`#${await button.getAttribute('aria-controls')}`).getAttribute('aria-label'),
  ).toBe('Admin sections');

  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(sections(page)).toBeVisible();
  await expectNoPageOverflow(page, 'menu open');
  expect(await axeViolations(page), 'menu open').toEqual([]);
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(sections(page)).toBeHidden();

  // Escape closes it from inside, and focus goes back to the button.
  await button.click();
  await page.keyboard.press('Tab');
  await expect(sections(page).getByRole('link', { name: 'Dashboard' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(sections(page)).toBeHidden();
  await expect(button).toBeFocused();

  // A section closes it and opens that page.
  await button.click();
  await sections(page).getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(`${siteUrl}${ROUTES.adminUsers}`);
  await expect(sections(page)).toBeHidden();

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(button).toBeHidden();
  await expect(sections(page)).toBeVisible();
  const sidebar = await sections(page).locator('xpath=..').boundingBox();
  expect(sidebar!.width).toBe(224);
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
});
