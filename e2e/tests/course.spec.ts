import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { COURSE_MESSAGES, ROUTES, type CourseCatalogueResponse } from '@pac/contracts';
import { E2E_ADMIN, siteUrl } from '../stack-env.js';
import { signedInInBrowser } from '../support/accounts.js';
import { waitForMail } from '../support/mail-inbox.js';
import { standIn, standInForVideoHost, videoHostFrame } from '../support/video-host-stand-in.js';

/**
 * The free course over the composed site: mfe-course, the content service (catalogue, progress, PDFs, signup,
 * workbook) and the shell's user menu. The video host is unreachable here, so its script fails to load (the page
 * says so) and playback runs through the fallback adapter against a stand-in embed (support/video-host-stand-in).
 */

let durations: Record<string, number> = {};
test.beforeAll(async ({ request }) => {
  // The services may still be starting when the site already answers.
  let catalogue: CourseCatalogueResponse | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${siteUrl}/api/course/catalogue`);
        if (response.ok()) catalogue = (await response.json()) as CourseCatalogueResponse;
        return response.status();
      },
      { timeout: 60_000 },
    )
    .toBe(200);
  durations = Object.fromEntries(
    (catalogue?.stages ?? []).flatMap((s) => s.videos.map((v) => [v.videoHostId, v.durationSeconds])),
  );
});

const uniqueEmail = (who: string) => `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test('a saved position survives a reload and playback resumes near it', async ({ page }) => {
  await standInForVideoHost(page, durations, 1_500);
  await page.goto(ROUTES.courses);
  await expect(page.getByText(COURSE_MESSAGES.loadingVideo)).toBeVisible();
  await expect(page.getByText(COURSE_MESSAGES.playerUnavailable)).toBeVisible();
  await expect(page.getByTestId('video-title')).toHaveText('Welcome: How to Get the Most from This Course');
  const frame = await videoHostFrame(page);
  await expect(page.getByText(COURSE_MESSAGES.loadingVideo)).toBeHidden();

  const saved = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/course/progress'),
    { timeout: 15_000 },
  );
  await standIn.play(frame);
  const request = await saved;
  await standIn.pause(frame);
  // Same-origin API base, never a development address; the browser's session id travels in the header.
  expect(request.url()).toBe(`${siteUrl}/api/course/progress`);
  expect(request.headers()['x-session-id']).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
  const body = request.postDataJSON() as {
    video_id: string;
    module_id: string;
    position: number;
    completed: boolean;
  };
  expect(body).toMatchObject({ video_id: 'start-here', module_id: 'start-here', completed: false });
  expect(body.position).toBeGreaterThan(0);
  expect(await page.evaluate(() => localStorage.getItem('videoPosition:start-here'))).toBe(
    String(body.position),
  );

  await page.reload();
  const resumed = await videoHostFrame(page);
  expect(await standIn.time(resumed)).toBe(0);
  await expect.poll(() => standIn.time(resumed), { timeout: 5_000 }).toBeCloseTo(body.position, 0);
});

test('a finished video shows completed and the overall percentage rises', async ({ page }) => {
  await standInForVideoHost(page, durations);
  await page.goto(ROUTES.courses);
  const progress = page.getByTestId('overall-progress');
  await expect(progress).toHaveText('0%');
  const startHere = page.locator('[data-video="start-here"]');
  await expect(startHere).toHaveAttribute('data-status', 'current');
  await expect(page.locator('[data-stage="start-here"]')).toHaveAttribute('data-status', 'not-started');

  const frame = await videoHostFrame(page);
  await standIn.seek(frame, (durations['824560193'] ?? 39) - 1);
  const completed = page.waitForRequest(
    (r) => r.url().endsWith('/api/course/progress') && r.postDataJSON()?.completed === true,
  );
  await standIn.play(frame);
  await completed;
  await expect(startHere).toHaveAttribute('data-status', 'completed');
  await expect(progress).toHaveText('11%');
  await expect(page.locator('[data-stage="start-here"]')).toHaveAttribute('data-status', 'in-progress');
  expect(await page.evaluate(() => localStorage.getItem('videoPosition:start-here'))).toBeNull();

  await page.reload();
  await expect(progress).toHaveText('11%');
  await expect(page.locator('[data-video="start-here"]')).toHaveAttribute('data-status', 'completed');
});

test('#module-7 opens module 7', async ({ page }) => {
  await standInForVideoHost(page, durations);
  await page.goto(`${ROUTES.courses}#module-7`);
  await expect(page.getByTestId('video-title')).toHaveText('Module 7: Presenting the Deal and Next Steps');
  await expect(page.getByRole('button', { name: /^Modules/ })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('[data-video="module7"]')).toHaveAttribute('aria-current', 'true');
  await expect(page.getByText('2:16', { exact: false }).first()).toBeVisible();
});

test('signup: every validation message, Back, success toast, welcome email and /login after 2 s', async ({
  page,
}) => {
  await standInForVideoHost(page, durations);
  await page.goto(ROUTES.courses);
  const next = page.getByRole('button', { name: 'Next' });
  const expectToast = async (message: string) => {
    const shown = toast(page, message);
    await expect(shown).toBeVisible();
    await expect(shown).toContainText(COURSE_MESSAGES.validationErrorTitle);
  };

  await next.click();
  await expectToast(COURSE_MESSAGES.firstNameRequired);
  await page.getByLabel('First Name').fill('Grace');
  await next.click();
  await expectToast(COURSE_MESSAGES.lastNameRequired);
  await page.getByLabel('Last Name').fill('Hopper');
  await next.click();
  await expectToast(COURSE_MESSAGES.emailRequired);
  await page.getByLabel('Email Address').fill('grace@nowhere');
  await next.click();
  await expectToast(COURSE_MESSAGES.validEmailRequired);
  const email = uniqueEmail('grace');
  await page.getByLabel('Email Address').fill(email);
  await next.click();

  const submit = page.getByRole('button', { name: 'Get Free Access' });
  await submit.click();
  await expectToast(COURSE_MESSAGES.phoneRequired);
  await page.getByLabel('Phone Number').fill('123-45');
  await submit.click();
  await expectToast(COURSE_MESSAGES.phoneInvalid);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Email Address')).toHaveValue(email);
  await next.click();

  await page.getByLabel('Phone Number').fill('+44 (20) 7946-0958');
  const since = Date.now();
  await submit.click();
  await expect(toast(page, COURSE_MESSAGES.submissionSucceeded)).toBeVisible();
  await expect(page).toHaveURL(`${siteUrl}${ROUTES.courses}`);
  await expect(page).toHaveURL(`${siteUrl}${ROUTES.login}`, { timeout: 5_000 });
  const welcome = await waitForMail({ to: email, subject: /course/i, since });
  expect(welcome.text ?? welcome.html).toContain(`${ROUTES.courses}`);
});

test("signup with an account's email shows the already-registered text", async ({ page }) => {
  await standInForVideoHost(page, durations);
  await page.goto(ROUTES.courses);
  await page.getByLabel('First Name').fill('Admin');
  await page.getByLabel('Last Name').fill('Person');
  await page.getByLabel('Email Address').fill(E2E_ADMIN.email);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Phone Number').fill('07700 900123');
  await page.getByRole('button', { name: 'Get Free Access' }).click();
  const failed = toast(page, COURSE_MESSAGES.emailAlreadyRegisteredShown);
  await expect(failed).toBeVisible();
  await expect(failed).toContainText(COURSE_MESSAGES.submissionFailedTitle);
  await expect(page).toHaveURL(`${siteUrl}${ROUTES.courses}`);
});

test('a PDF resource opens in the page viewer, downloads, and closes', async ({ page }) => {
  await standInForVideoHost(page, durations);
  await page.goto(ROUTES.courses);
  await page.locator('[data-video="introduction"]').click();
  await page.getByRole('button', { name: 'Deal Analysis Checklist (PDF)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deal Analysis Checklist (PDF)' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('iframe[title="Deal Analysis Checklist (PDF) viewer"]')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Open in New Tab' })).toHaveAttribute('target', '_blank');

  const downloading = page.waitForEvent('download');
  await dialog.getByRole('link', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Deal Analysis Checklist.pdf');
  expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');

  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
});

test('the workbook downloads as a PDF when signed in and is refused when not', async ({ page }) => {
  const refused = await page.request.get(`${siteUrl}/api/workbook/download`);
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toEqual({ success: false, error: expect.any(String) });

  const email = uniqueEmail('reader');
  await page.goto(ROUTES.courses);
  await signedInInBrowser(page, { name: 'Rita Reader', email, password: 'Reader!Pass1' });
  await page.reload();
  await page.getByRole('banner').getByRole('button', { name: 'Rita' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Download Workbook' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Getting Started Workbook.pdf');
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(5_000);
});
