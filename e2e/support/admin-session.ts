import { expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  ADMIN_SESSION_COOKIE,
  ADMIN_STEP_UP_PATHS,
  ADMIN_TEXTS,
  ROUTES,
  SESSION_TOKEN_REQUEST_HEADER,
  acceptedCookieNames,
  type AdminStepUpResponse,
} from '@pac/contracts';
import { E2E_ADMIN, gatewayUrl, siteUrl } from '../stack-env.js';
import { extractVerificationCode, waitForMail } from './mail-inbox.js';

export const ADMIN_CODE_SUBJECT = 'Your Property Analysis Calculator admin verification code';
export const ADMIN_STEP_UP_SUBJECT = 'Your Property Analysis Calculator admin settings verification code';

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

/**
 * The step-up proof of the seeded admin's portal session `token`, as the settings dialog gets it (emailed code,
 * then verify): journeys that change a STEP_UP_SETTINGS setting through the API send it as `X-Step-Up`. Lasts
 * 5 minutes.
 */
export async function stepUpProof(request: APIRequestContext, token: string): Promise<string> {
  const headers = { Authorization: `Bearer ${token}` };
  const since = Date.now();
  const sent = await request.post(`${gatewayUrl}${ADMIN_STEP_UP_PATHS.sendCode}`, { headers });
  expect(sent.status(), await sent.text()).toBe(200);
  const mail = await waitForMail({ to: E2E_ADMIN.email, subject: ADMIN_STEP_UP_SUBJECT, since });
  const verified = await request.post(`${gatewayUrl}${ADMIN_STEP_UP_PATHS.verify}`, {
    headers: { ...headers, [SESSION_TOKEN_REQUEST_HEADER]: 'true' },
    data: { code: extractVerificationCode(mail) },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  const { proof } = (await verified.json()) as AdminStepUpResponse;
  if (!proof) throw new Error('the step-up verify answer carried no proof');
  return proof;
}
