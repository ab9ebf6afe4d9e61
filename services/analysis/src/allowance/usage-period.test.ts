import { describe, expect, it } from 'vitest';
import { addMonths, usagePeriodOf } from './usage-period.js';

const at = (iso: string) => new Date(iso);

describe('usage period (the billing period; free: the plan’s 7 days)', () => {
  it('free: seven days from when the account was made', () => {
    const period = usagePeriodOf(
      { plan: 'free', createdAt: at('2026-11-20T10:00:00Z'), currentPeriodEnd: null },
      at('2026-11-22T00:00:00Z'),
    );
    expect(period).toEqual({ start: at('2026-11-20T10:00:00Z'), end: at('2026-11-27T10:00:00Z') });
  });

  it('paid: the month that ends with the subscription’s current period', () => {
    const period = usagePeriodOf(
      {
        plan: 'starter',
        createdAt: at('2026-01-01T00:00:00Z'),
        currentPeriodEnd: at('2026-12-01T09:30:00Z'),
      },
      at('2026-11-26T12:00:00Z'),
    );
    expect(period).toEqual({ start: at('2026-11-01T09:30:00Z'), end: at('2026-12-01T09:30:00Z') });
  });

  it('paid: a period end that has passed rolls forward until it is ahead', () => {
    const period = usagePeriodOf(
      {
        plan: 'professional',
        createdAt: at('2026-01-01T00:00:00Z'),
        currentPeriodEnd: at('2026-10-15T00:00:00Z'),
      },
      at('2026-11-26T00:00:00Z'),
    );
    expect(period).toEqual({ start: at('2026-11-15T00:00:00Z'), end: at('2026-12-15T00:00:00Z') });
  });

  it('paid without a billing period on record: the calendar month (UTC)', () => {
    const period = usagePeriodOf(
      { plan: 'executive', createdAt: at('2026-01-01T00:00:00Z'), currentPeriodEnd: null },
      at('2026-11-26T00:00:00Z'),
    );
    expect(period).toEqual({ start: at('2026-11-01T00:00:00Z'), end: at('2026-12-01T00:00:00Z') });
  });

  it('months without the day end on their last day', () => {
    expect(addMonths(at('2026-01-31T08:00:00Z'), 1)).toEqual(at('2026-02-28T08:00:00Z'));
    expect(addMonths(at('2028-03-31T08:00:00Z'), -1)).toEqual(at('2028-02-29T08:00:00Z'));
    expect(addMonths(at('2026-12-15T00:00:00Z'), 1)).toEqual(at('2027-01-15T00:00:00Z'));
  });
});
