import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PAYMENT_CANCEL_TEXTS, ROUTES } from '@pac/contracts';
import { renderAccount } from '../../test-utils.js';

describe('/payment-cancel', () => {
  it("offers 'Try Again' to /subscribe and 'Continue with Free Plan' to the main website", async () => {
    await renderAccount(ROUTES.paymentCancel);
    expect(screen.getByRole('heading', { name: 'Payment Cancelled' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: PAYMENT_CANCEL_TEXTS.tryAgain })).toHaveAttribute(
      'href',
      ROUTES.subscribe,
    );
    expect(screen.getByRole('link', { name: PAYMENT_CANCEL_TEXTS.continueFree })).toHaveAttribute(
      'href',
      ROUTES.home,
    );
  });
});
