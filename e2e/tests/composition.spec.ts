import { expect, test, type Page } from '@playwright/test';
import { ADMIN_TEXTS, REMOTES, ROUTES, dealPath } from '@pac/contracts';

/** Client-side navigation, so the whole journey stays in one page session (one JS realm). */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

interface SingletonProbe {
  react: number;
  router: number;
  sources: string[];
}

test('all five remotes load into one page session sharing exactly one React and one router', async ({
  page,
}) => {
  await page.goto(ROUTES.home);
  await expect(page.locator('[data-remote="mfe_marketing"]')).toBeVisible();

  await navigateInApp(page, ROUTES.courses);
  await expect(page.locator('[data-remote="mfe_course"]')).toBeVisible();
  await navigateInApp(page, ROUTES.login);
  await expect(page.locator('[data-remote="mfe_account"]')).toBeVisible();
  await navigateInApp(page, ROUTES.adminLogin);
  await expect(page.locator('[data-remote="mfe_admin"]')).toBeVisible();
  await navigateInApp(page, ROUTES.calculator);
  await expect(page.locator('[data-remote="mfe_calculator"]')).toBeVisible();

  const probe = await page.evaluate(() => {
    const registry = (
      window as unknown as {
        __PAC_SINGLETONS__?: { react: Set<unknown>; router: Set<unknown>; sources: string[] };
      }
    ).__PAC_SINGLETONS__;
    return registry
      ? { react: registry.react.size, router: registry.router.size, sources: registry.sources }
      : null;
  });
  expect(probe).not.toBeNull();
  const { react, router, sources } = probe as SingletonProbe;
  for (const remote of REMOTES) expect(sources).toContain(remote);
  expect(sources).toContain('shell');
  expect(react).toBe(1);
  expect(router).toBe(1);
});

test("a full page load of a calculator page's deep link gets the calculator; one segment deeper is the 404", async ({
  page,
}) => {
  for (const path of [dealPath('123'), ROUTES.dealsCompare, '/shared/abc']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator('[data-remote="mfe_calculator"]'), path).toBeVisible();
  }
  await page.goto('/deals/a/b');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expect(page.locator('[data-remote="mfe_calculator"]')).toHaveCount(0);
});

test('unknown paths show the 404 page with a way home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('[data-remote="mfe_marketing"]')).toBeVisible();
});

test('a remote page arrives with its own styles through the shell', async ({ page }, testInfo) => {
  await page.goto(ROUTES.adminLogin);
  const area = page.locator('[data-remote="mfe_admin"]');
  await expect(area).toBeVisible();
  const button = area.getByRole('button', { name: ADMIN_TEXTS.signInButton });
  await expect(button).toBeVisible();
  // Tailwind utilities from the remote's own CSS give the primary button a solid background.
  const background = await button.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(background).not.toBe('rgba(0, 0, 0, 0)');
  await page.screenshot({ path: testInfo.outputPath('admin-login.png'), fullPage: true });
});

test('footer shows the current year and the London location', async ({ page }) => {
  await page.goto(ROUTES.aboutUs);
  const footer = page.locator('footer');
  await expect(footer).toContainText(String(new Date().getFullYear()));
  await expect(footer).toContainText('London, United Kingdom');
});

test('changing the path scrolls back to the top', async ({ page }) => {
  await page.goto(ROUTES.home);
  await expect(page.locator('[data-remote="mfe_marketing"]')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page
    .locator('footer')
    .getByRole('link', { name: /privacy/i })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`${ROUTES.privacyPolicy}$`));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
