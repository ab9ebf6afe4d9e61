import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN_TEXTS, ROUTES, gatewayHealthPath } from '@pac/contracts';
import { gatewayUrl, siteUrl } from '../stack-env.js';
import { signUpAndConfirm } from '../support/accounts.js';
import { signInAsAdmin } from '../support/admin-session.js';

/**
 * Script and SQL payloads typed into the site's text fields (a sign-up name, a contact enquiry, the admin's
 * settings) are stored as they are and shown as text: on the admin users page, in the email logs, in the settings
 * form and in the public site's title. No dialog opens and no element is injected anywhere.
 */

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  for (const service of ['identity', 'content', 'admin'] as const) {
    const ready = () =>
      request.get(`${gatewayUrl}${gatewayHealthPath(service)}`).then(
        (response) => response.status(),
        () => 0,
      );
    await expect.poll(ready, { timeout: 90_000, intervals: [500] }).toBe(200);
  }
});

const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '" onmouseover="alert(1)',
  "'; DROP TABLE users; --",
] as const;
const marker = `Inert${Date.now()}`;
const uniqueEmail = (who: string) => `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;

/** Fails the test on any dialog (alert, confirm, prompt) the page opens, and counts calls to window.alert. */
async function watchForScripts(page: Page): Promise<string[]> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __payloadRuns: number; alert: (message?: unknown) => void };
    w.__payloadRuns = 0;
    const original = window.alert.bind(window);
    w.alert = (message?: unknown) => {
      w.__payloadRuns += 1;
      original(String(message));
    };
  });
  return dialogs;
}

/** Nothing the payloads would create if they were markup: no img src=x, no inline handlers, no script running. */
async function expectNothingInjected(page: Page, dialogs: string[]): Promise<void> {
  const found = await page.evaluate(() => ({
    images: document.querySelectorAll('img[src="x"]').length,
    handlers: document.querySelectorAll('[onerror], [onmouseover]').length,
    scripts: Array.from(document.scripts).filter((script) => script.textContent?.includes('alert(1)')).length,
    runs: (window as unknown as { __payloadRuns?: number }).__payloadRuns ?? 0,
  }));
  expect(found).toEqual({ images: 0, handlers: 0, scripts: 0, runs: 0 });
  expect(dialogs).toEqual([]);
}

async function send(
  request: APIRequestContext,
  method: 'POST' | 'PUT',
  path: string,
  data: object,
  token?: string,
) {
  const res = await request.fetch(`${gatewayUrl}${path}`, {
    method,
    data,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return res;
}

test('payloads in names, enquiries and settings render as text on the admin pages and the site', async ({
  page,
  request,
}) => {
  const dialogs = await watchForScripts(page);

  // A sign-up per payload, and an enquiry whose name lands in the email log subjects.
  for (const payload of PAYLOADS) {
    // Signed up and confirmed: the name also travels in the confirmation email.
    await signUpAndConfirm(request, {
      name: `${marker} ${payload}`,
      email: uniqueEmail('payload'),
      password: 'Payload!Pass1',
    });
  }
  const enquirer = `${marker} <img src=x onerror=alert(1)>`;
  await send(request, 'POST', '/api/contact', {
    name: enquirer,
    email: uniqueEmail('enquirer'),
    contact_number: '+44 20 7946 0000',
    enquiry_type: 'General Business Enquiry',
    message: `${PAYLOADS.join(' ')} — please call back.`,
  });

  const adminToken = await signInAsAdmin(page);
  const original = (
    (await (
      await request.get(`${gatewayUrl}/api/admin/settings`, {
        headers: { Authorization: `Bearer ${adminToken}` },
      })
    ).json()) as { data: { general: { siteName: string; siteDescription: string } } }
  ).data.general;
  const siteName = `${marker} <script>alert(1)</script>`;
  const siteDescription = `<img src=x onerror=alert(1)> "'; DROP TABLE users; --`;
  try {
    await send(request, 'PUT', '/api/admin/settings/general', { siteName, siteDescription }, adminToken);

    // Users: every name exactly as typed, one per cell.
    await page.getByRole('link', { name: 'Users' }).click();
    await page.getByLabel('Search users').fill(marker.toLowerCase());
    await page.getByRole('button', { name: ADMIN_TEXTS.search }).click();
    for (const payload of PAYLOADS) {
      await expect(page.getByRole('cell', { name: `${marker} ${payload}`, exact: true })).toBeVisible();
    }
    await expectNothingInjected(page, dialogs);

    // Email logs: the enquiry's subject with the name in it.
    await page.getByRole('link', { name: 'Email Automation' }).click();
    await expect(
      page.getByRole('cell', { name: `New enquiry: General Business Enquiry from ${enquirer}`, exact: true }),
    ).toBeVisible();
    await expectNothingInjected(page, dialogs);

    // Settings: the saved values back in their fields.
    await page.getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByLabel('Site Name')).toHaveValue(siteName);
    await expect(page.getByLabel('Site Description')).toHaveValue(siteDescription);
    await expectNothingInjected(page, dialogs);

    // The public site takes its title and description from the same settings.
    await page.goto(`${siteUrl}${ROUTES.home}`);
    await expect(page).toHaveTitle(siteName);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', siteDescription);
    await expectNothingInjected(page, dialogs);
  } finally {
    await send(
      request,
      'PUT',
      '/api/admin/settings/general',
      { siteName: original.siteName, siteDescription: original.siteDescription },
      adminToken,
    );
  }
});
