import { expect, type Page } from '@playwright/test';
import { PAYMENT_SUCCESS_TEXTS, ROUTES, STAND_IN_CARDS } from '@pac/contracts';

/** Fills the payment stand-in's hosted checkout with a card and submits it. */
export async function payWith(page: Page, card: string, nameOnCard = 'Ada Lovelace') {
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill(nameOnCard);
  await page.getByRole('button', { name: 'Subscribe' }).click();
}

/**
 * The signed-in user of `page` subscribes to Starter from /subscribe with a card that pays, and sees Payment
 * Successful: a real payment today, for journeys that need revenue to show.
 */
export async function subscribeToStarter(page: Page, nameOnCard: string) {
  await page.goto(ROUTES.subscribe);
  await page.getByTestId('plan-starter').getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/checkout\/cs_test_/);
  await payWith(page, STAND_IN_CARDS.succeeds, nameOnCard);
  await expect(page.getByRole('heading', { name: PAYMENT_SUCCESS_TEXTS.success })).toBeVisible({
    timeout: 15_000,
  });
}
