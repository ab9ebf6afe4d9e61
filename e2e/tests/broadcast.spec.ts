import { expect, test } from '@playwright/test';
import { BROADCAST_TEXTS, EMAIL_UNSUBSCRIBE_MESSAGES, ROUTES } from '@pac/contracts';
import { siteUrl } from '../stack-env.js';
import { signUpAndConfirm } from '../support/accounts.js';
import { signInAsAdmin } from '../support/admin-session.js';
import { listInbox } from '../support/mail-inbox.js';
import { waitUntilReady } from '../support/readiness.js';

/**
 * An admin sends a broadcast from the Email Automation page, confirming the recipient count the server gives, and
 * watches it run: the progress bar fills, the final
 * toast reports the numbers, the log shows the rows, and every user has the email in the inbox, once.
 */
test.beforeAll(async ({ request }) => waitUntilReady(request, 'admin'));

test('an admin broadcasts to every user and watches it complete; each user gets it once and can unsubscribe', async ({
  page,
  request,
}) => {
  // Two users of our own besides whoever the other journeys registered.
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  for (const name of ['Nora', 'Omar']) {
    await signUpAndConfirm(request, {
      name: `${name} Reader`,
      email: `${name.toLowerCase()}.${stamp}@example.test`,
      password: 'First!Pass1',
    });
  }

  await signInAsAdmin(page);
  await page.goto(`${siteUrl}${ROUTES.adminEmails}`);
  const subject = `Spring update ${stamp}`;
  const send = page.getByRole('button', { name: BROADCAST_TEXTS.send });
  await expect(send).toBeDisabled();
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('New calculator features are live.\n<b>Not bold</b>');
  await page.getByLabel('Recipients').selectOption('all');

  // Sending to everyone asks first, with the number the server would send it to; Cancel sends nothing.
  await send.click();
  let confirm = page.getByRole('dialog', { name: 'Send this broadcast?' });
  await expect(confirm.getByRole('status')).toHaveText(
    /^It will be emailed to [\d,]+ users \(All Users\)\.$/,
  );
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByLabel('Subject')).toHaveValue(subject);
  await expect(page.getByRole('progressbar', { name: 'Broadcast progress' })).toHaveCount(0);

  await send.click();
  confirm = page.getByRole('dialog', { name: 'Send this broadcast?' });
  const confirmSend = confirm.getByRole('button', { name: /^Send to [\d,]+ users$/ });
  const counted = Number(
    (/[\d,]+/.exec((await confirmSend.textContent()) ?? '')?.[0] ?? '').replace(/,/g, ''),
  );
  expect(counted).toBeGreaterThanOrEqual(3);
  await confirmSend.click();

  const progress = page.getByRole('progressbar', { name: 'Broadcast progress' });
  await expect(progress).toBeVisible();
  await expect(page.getByLabel('Subject')).toHaveValue('');
  await expect(progress).toHaveAttribute('aria-valuenow', '100', { timeout: 60_000 });
  const toast = page.getByText(
    /^Broadcast email sent successfully! Total users: \d+, Successful: \d+, Failed: 0$/,
  );
  await expect(toast).toBeVisible();
  const total = Number(/Total users: (\d+)/.exec((await toast.textContent()) ?? '')?.[1]);
  // The number confirmed is the number it went to.
  expect(total).toBe(counted);
  await expect(toast).toHaveText(
    `Broadcast email sent successfully! Total users: ${total}, Successful: ${total}, Failed: 0`,
  );

  // The log shows the rows from the database.
  const logRows = page.getByRole('row').filter({ hasText: subject });
  await expect(logRows.first()).toBeVisible();
  await expect(logRows.first()).toContainText('sent');

  // Every recipient's inbox has it exactly once.
  const received = (await listInbox()).filter((message) => message.subject === subject);
  const recipients = received.flatMap((message) => message.to.map((to) => to.address.toLowerCase()));
  expect(recipients).toHaveLength(total);
  expect(new Set(recipients).size).toBe(total);
  const nora = received.find((message) => message.to[0]?.address === `nora.${stamp}@example.test`);
  expect(nora?.text).toContain('Hi Nora,');
  expect(nora?.text).toContain('<b>Not bold</b>');

  // The unsubscribe link in the email works.
  const link = /https?:\/\/\S+\/email\/unsubscribe\?token=[0-9a-f-]+/.exec(nora?.text ?? '')?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!.replace(/^https?:\/\/[^/]+/, siteUrl));
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status')).toHaveText(EMAIL_UNSUBSCRIBE_MESSAGES.unsubscribed);
});
