import { expect, test } from '@playwright/test';
import { ROUTES } from '@pac/contracts';
import { PrivateComposition } from '../private-composition.js';

let composition: PrivateComposition;
test.beforeEach(async () => {
  composition = await PrivateComposition.start();
});
test.afterEach(async () => {
  await composition.stop();
});

test('a remote whose server is down shows its fallback while the rest of the site keeps working', async ({
  page,
}) => {
  await composition.stopRemote('mfe_course');

  await page.goto(`${composition.siteUrl}${ROUTES.courses}`);
  const fallback = page.getByTestId('remote-fallback-mfe_course');
  await expect(fallback).toBeVisible();
  await expect(fallback).toContainText('This part of the site is temporarily unavailable.');
  await expect(page.locator('header')).toBeVisible();
  await expect(page.locator('footer')).toBeVisible();

  await page.locator('header').getByRole('link', { name: /login/i }).first().click();
  await expect(page.locator('[data-remote="mfe_account"]')).toBeVisible();
  await page.goto(`${composition.siteUrl}${ROUTES.home}`);
  await expect(page.locator('[data-remote="mfe_marketing"]')).toBeVisible();

  // Once the team's server is back, Retry brings the area back without reloading the page.
  await page.goto(`${composition.siteUrl}${ROUTES.courses}`);
  await expect(fallback).toBeVisible();
  await composition.startRemote('mfe_course', composition.remoteServers.get('mfe_course')?.port);
  await fallback.getByRole('button', { name: 'Retry' }).click();
  await expect(page.locator('[data-remote="mfe_course"]')).toBeVisible();
  await expect(fallback).toBeHidden();
});

test('moving a remote and editing the manifest makes the shell load it from the new address, no rebuild', async ({
  page,
}) => {
  const oldOrigin = composition.originOf('mfe_course');
  await page.goto(`${composition.siteUrl}${ROUTES.courses}`);
  await expect(page.locator('[data-remote="mfe_course"]')).toBeVisible();

  await composition.stopRemote('mfe_course');
  await composition.startRemote('mfe_course');
  composition.republishManifest();
  const newOrigin = composition.originOf('mfe_course');
  expect(newOrigin).not.toBe(oldOrigin);

  const entryRequest = page.waitForRequest((request) =>
    request.url().startsWith(`${newOrigin}/remoteEntry.js`),
  );
  await page.reload();
  await entryRequest;
  await expect(page.locator('[data-remote="mfe_course"]')).toBeVisible();
  await expect(page.getByTestId('remote-fallback-mfe_course')).toBeHidden();
});
