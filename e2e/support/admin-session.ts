import { expect, type Page } from '@playwright/test';
import { ADMIN_SESSION_COOKIE, ADMIN_TEXTS, ROUTES, acceptedCookieNames } from '@pac/contracts';
import { E2E_ADMIN, siteUrl } from '../stack-env.js';
import { extractVerificationCode, waitForMail } from './mail-inbox.js';

export const ADMIN_CODE_SUBJECT = 'Your Property Analysis Calculator admin verification code';

/**
 * Signs the seeded admin in through /admin/login with the emailed code. Returns the admin session token read from
 * the browser's httpOnly cookie (the portal itself stores no token), for journeys that call the admin API directly.
 */
export async function signInAsAdmin(page: Page): Promise<string> {
  await page.goto(`${siteUrl}${ROUTES.adminLogin}`);
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  const since = Date.now();
  await page.getByRole('button', { name: ADMIN_TEXTS.signInButton }).click();
  const mail = await waitForMail({ to: E2E_ADMIN.email, subject: ADMIN_CODE_SUBJECT, since });
  await page.getByLabel('Verification code').fill(extractVerificationCode(mail));
  await page.getByRole('button', { name: ADMIN_TEXTS.verifyCode }).click();
  await expect(page).toHaveURL(`${siteUrl}${ROUTES.adminDashboard}`);
  const names: string[] = acceptedCookieNames(ADMIN_SESSION_COOKIE);
  const cookie = (await page.context().cookies()).find((c) => names.includes(c.name));
  expect(cookie?.httpOnly).toBe(true);
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))).not.toContain(
    cookie!.value,
  );
  return cookie!.value;
}
