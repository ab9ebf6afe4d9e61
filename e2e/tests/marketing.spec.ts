import { expect, test, type Page } from '@playwright/test';
import {
  CONTACT_MESSAGES,
  NEWSLETTER_MESSAGES,
  ROUTE_OWNERS,
  ROUTES,
  SUPPORT_EMAIL,
  SUPPORT_RESPONSE_TIME,
} from '@pac/contracts';
import { axeViolations } from '../support/axe.js';
import { extractLink, waitForMail } from '../support/mail-inbox.js';
import { queryStackDatabase } from '../support/stack-database.js';

/** Marketing journeys over the composed site: mfe-marketing, the shell's header and footer, the content service. */

const uniqueEmail = (who: string) => `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;

/** The heading each public page shows; a route that fell to the 404 would show 'Oops! Page not found'. */
const PAGE_HEADINGS: Record<string, string> = {
  [ROUTES.home]: 'Analyse Short-Term Rental Deals with Confidence',
  [ROUTES.pricing]: 'Plans and Pricing',
  [ROUTES.contact]: 'Contact Us',
  [ROUTES.documentation]: 'Documentation',
  [ROUTES.apiReference]: 'API Reference',
  [ROUTES.helpCenter]: 'Help Center',
  [ROUTES.caseStudies]: 'Case Studies',
  [ROUTES.aboutUs]: 'About Us',
  [ROUTES.careers]: 'Join Our Team',
  [ROUTES.pressKit]: 'Press Kit',
  [ROUTES.privacyPolicy]: 'Privacy Policy',
  [ROUTES.termsOfService]: 'Terms of Service',
  [ROUTES.cookiePolicy]: 'Cookie Policy',
  [ROUTES.gdpr]: 'Data Protection and GDPR',
  [ROUTES.newsletterUnsubscribe]: 'Newsletter Subscription',
  [ROUTES.emailUnsubscribe]: 'Email Preferences',
};

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('[data-remote="mfe_marketing"]')).toBeVisible();
}

test('every public page of the marketing remote renders its own content', async ({ page }) => {
  expect(Object.keys(PAGE_HEADINGS).sort()).toEqual([...ROUTE_OWNERS.mfe_marketing].sort());
  for (const [path, heading] of Object.entries(PAGE_HEADINGS)) {
    await open(page, path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    await expect(page.getByText('Oops! Page not found')).toHaveCount(0);
  }
  await open(page, ROUTES.documentation);
  await expect(page.getByText('Documentation is coming soon.')).toBeVisible();
  await open(page, ROUTES.apiReference);
  await expect(page.getByText(/Executive plan only and requires API keys/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Content API' })).toHaveAttribute('href', '/api/docs/content');
});

test('the API Reference links open the generated OpenAPI documents', async ({ page }) => {
  await open(page, ROUTES.apiReference);
  await page.getByRole('link', { name: 'Content API' }).click();
  await expect(page).toHaveURL(/\/api\/docs\/content\/?$/);
  const document = await page.request.get('/api/docs/content-json');
  expect(Object.keys((await document.json()).paths)).toEqual(
    expect.arrayContaining(['/api/contact', '/api/newsletter/subscribe', '/api/newsletter/unsubscribe']),
  );
});

test('Help Center search finds an article by a word in its body and shows an empty state for nonsense', async ({
  page,
}) => {
  await open(page, ROUTES.helpCenter);
  const search = page.getByLabel('Search help articles');
  await search.fill('laundry');
  await expect(page.getByRole('heading', { name: 'Which expenses to include' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Setting seasonal nightly rates' })).toHaveCount(0);
  await search.fill('zxqv blorp');
  await expect(page.getByText('No articles match “zxqv blorp”.')).toBeVisible();
  await expect(page.getByText('Mon-Fri 9AM-6PM GMT')).toBeVisible();
  await expect(page.getByText('Mon-Fri 9AM-5PM GMT')).toBeVisible();
  await expect(page.getByText(`Replies ${SUPPORT_RESPONSE_TIME}`)).toBeVisible();
});

test('contact: each validation message in order, then the thank-you view, the stored enquiry and both emails', async ({
  page,
}) => {
  const email = uniqueEmail('enquirer');
  await open(page, ROUTES.contact);
  await expect(page.getByText('What We Accept')).toBeVisible();
  const send = () => page.getByRole('button', { name: 'Send Enquiry' }).click();
  const expectToast = async (message: string) => {
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: message }).last();
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(CONTACT_MESSAGES.validationTitle);
  };

  const steps: [() => Promise<void>, string][] = [
    [async () => undefined, CONTACT_MESSAGES.nameRequired],
    [() => page.getByLabel('Name', { exact: true }).fill('Priya Shah'), CONTACT_MESSAGES.emailRequired],
    [
      () => page.getByLabel('Email', { exact: true }).fill('priya@example'),
      CONTACT_MESSAGES.validEmailRequired,
    ],
    [() => page.getByLabel('Email', { exact: true }).fill(email), CONTACT_MESSAGES.contactNumberRequired],
    [() => page.getByLabel('Contact Number').fill('07700 900123'), CONTACT_MESSAGES.enquiryTypeRequired],
    [
      async () => void (await page.getByLabel('Enquiry Type').selectOption('Press & Media')),
      CONTACT_MESSAGES.messageRequired,
    ],
    [() => page.getByLabel('Message').fill('Hello'), CONTACT_MESSAGES.messageTooShort],
  ];
  for (const [change, message] of steps) {
    await change();
    await send();
    await expectToast(message);
  }

  const message = 'We would like to feature the calculator in our spring issue on serviced accommodation.';
  await page.getByLabel('Message').fill(message);
  const sentAt = Date.now();
  await send();
  await expect(page.getByRole('heading', { name: CONTACT_MESSAGES.thankYouTitle })).toBeVisible();
  await expect(page.getByText(CONTACT_MESSAGES.success)).toBeVisible();

  const rows = await queryStackDatabase<{ id: string; enquiry_type: string; message: string }>(
    'SELECT id, enquiry_type, message FROM contact_enquiries WHERE email = $1',
    [email],
  );
  expect(rows).toEqual([expect.objectContaining({ enquiry_type: 'Press & Media', message })]);
  const acknowledgement = await waitForMail({
    to: email,
    subject: 'We have received your enquiry',
    since: sentAt,
  });
  expect(acknowledgement.text).toContain(rows[0]!.id);
  const toSupport = await waitForMail({
    to: SUPPORT_EMAIL,
    subject: 'New enquiry: Press & Media from Priya Shah',
    since: sentAt,
  });
  expect(toSupport.text).toContain(email);

  await page.getByRole('button', { name: 'Submit Another Enquiry' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
  await page.getByRole('button', { name: 'Return to Home' }).waitFor({ state: 'detached' });
});

test('newsletter: invalid email, success with a confirmation mail, repeat in another case, unsubscribe link', async ({
  page,
}) => {
  const email = uniqueEmail('reader');
  await open(page, ROUTES.aboutUs);
  const footer = page.getByRole('contentinfo');
  const input = footer.getByLabel('Subscribe to our newsletter');
  const subscribe = () => footer.getByRole('button', { name: 'Subscribe' }).click();
  const status = footer.getByRole('status');

  await input.fill('not-an-email');
  await subscribe();
  await expect(status).toHaveText(NEWSLETTER_MESSAGES.invalidEmail);
  await expect(status).toHaveAttribute('data-status', 'error');
  await expect(status).toBeHidden({ timeout: 7_000 }); // cleared after 5 s

  const sentAt = Date.now();
  await input.fill(email);
  await subscribe();
  await expect(status).toHaveText(NEWSLETTER_MESSAGES.subscribed);
  await expect(status).toHaveAttribute('data-status', 'success');
  const confirmation = await waitForMail({ to: email, subject: /newsletter/i, since: sentAt });

  await input.fill(email.toUpperCase());
  await subscribe();
  await expect(status).toHaveText(NEWSLETTER_MESSAGES.subscribed);
  const rows = await queryStackDatabase('SELECT id FROM newsletter_subscribers WHERE email_normalized = $1', [
    email.toLowerCase(),
  ]);
  expect(rows).toHaveLength(1);

  const link = extractLink(confirmation, ROUTES.newsletterUnsubscribe);
  await open(page, `${link.pathname}${link.search}`);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText(NEWSLETTER_MESSAGES.unsubscribed)).toBeVisible();
  const [row] = await queryStackDatabase<{ unsubscribed_at: Date | null }>(
    'SELECT unsubscribed_at FROM newsletter_subscribers WHERE email_normalized = $1',
    [email.toLowerCase()],
  );
  expect(row?.unsubscribed_at).not.toBeNull();
});

test('header Features goes home from another page and scrolls to the features section', async ({ page }) => {
  await open(page, ROUTES.aboutUs);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Features' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('#features')).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
});

test('pricing buttons, signed out: free registers, paid remembers the plan and signs in, executive contacts sales', async ({
  page,
}) => {
  const cases = [
    ['Start Free Trial Free', /\/register$/, null],
    ['Get Started Starter Analysis', /\/login\?plan=starter$/, 'starter'],
    ['Get Started Professional Analysis', /\/login\?plan=professional$/, 'professional'],
    ['Contact Sales Executive Analysis', /\/contact$/, null],
  ] as const;
  for (const [button, url, remembered] of cases) {
    await open(page, ROUTES.pricing);
    await page.evaluate(() => localStorage.clear());
    await page.getByRole('button', { name: button }).click();
    await expect(page).toHaveURL(url);
    expect(await page.evaluate(() => localStorage.getItem('selectedPlan'))).toBe(remembered);
  }
  // The home page's pricing section uses the same catalogue and buttons.
  await open(page, ROUTES.home);
  await expect(page.locator('#pricing').getByText('£25')).toBeVisible();
  await expect(page.locator('#pricing').getByText('Most Popular')).toBeVisible();
});

for (const path of [ROUTES.home, ROUTES.pricing, ROUTES.contact, ROUTES.helpCenter, ROUTES.privacyPolicy]) {
  test(`no serious or critical accessibility violations on ${path}`, async ({ page }) => {
    await open(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await axeViolations(page, { impacts: ['serious', 'critical'] })).toEqual([]);
  });
}

test('keyboard: the contact form is reachable by Tab with a visible focus ring', async ({ page }) => {
  await open(page, ROUTES.contact);
  const name = page.getByLabel('Name', { exact: true });
  await name.focus();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
  const ring = await page
    .getByLabel('Email', { exact: true })
    .evaluate((element) => getComputedStyle(element).boxShadow);
  expect(ring).not.toBe('none');
});

test('keyboard: the first Tab stop is a visible Skip to content, which moves focus past the header', async ({
  page,
}) => {
  await open(page, ROUTES.pricing);
  await expect(page).toHaveTitle(/^Plans and Pricing · /);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  expect((await skip.boundingBox())?.width).toBeGreaterThan(50); // shown while focused, not a 1 px box
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`${ROUTES.pricing}$`)); // no #main left behind
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(
    true,
  );
});

test('screenshots at 375 px and 1280 px wide', async ({ page }, testInfo) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of [ROUTES.home, ROUTES.pricing, ROUTES.contact, ROUTES.helpCenter]) {
      await open(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const name = `${path === '/' ? 'home' : path.slice(1)}-${width}.png`;
      await page.screenshot({ path: testInfo.outputPath(name), fullPage: true });
      // Nothing may stick out sideways on a phone.
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, `${path} at ${width} px`).toBeLessThanOrEqual(width);
    }
  }
});
