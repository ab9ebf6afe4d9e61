import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROUTES, WAITING_LIST_ACCESS_MINUTES, WAITING_LIST_TEXTS } from '@pac/contracts';
import { STORAGE_KEYS } from '@pac/session';
import { renderAccount } from '../../test-utils.js';

describe('/waiting-list', () => {
  it('greets by full name, shows the plan, access 7200 minutes from now, email updates and the way on', async () => {
    localStorage.setItem(
      STORAGE_KEYS.user,
      JSON.stringify({
        full_name: 'Ada Lovelace',
        email: 'ada@example.com',
        plan: 'free',
        plan_status: 'active',
      }),
    );
    const before = Date.now();
    await renderAccount(`${ROUTES.waitingList}?plan=professional`);
    expect(screen.getByText('Thank you, Ada Lovelace.')).toBeInTheDocument();
    expect(screen.getByText('Professional Analysis')).toBeInTheDocument();
    const access = Date.parse(screen.getByTestId('expected-access').dataset.iso!);
    expect(access - before).toBeGreaterThanOrEqual(WAITING_LIST_ACCESS_MINUTES * 60_000);
    expect(access - before).toBeLessThan(WAITING_LIST_ACCESS_MINUTES * 60_000 + 5_000);
    expect(screen.getByText(WAITING_LIST_TEXTS.emailUpdates)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(WAITING_LIST_TEXTS.workInProgress.length);
    expect(screen.getByRole('link', { name: WAITING_LIST_TEXTS.contactSupport })).toHaveAttribute(
      'href',
      ROUTES.contact,
    );
    expect(screen.getByRole('link', { name: WAITING_LIST_TEXTS.backToHome })).toHaveAttribute(
      'href',
      ROUTES.home,
    );
  });
});
