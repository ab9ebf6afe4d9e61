import { describe, expect, it } from 'vitest';
import {
  ALLOWANCE_MESSAGES,
  DEALS_API_MESSAGES,
  DEAL_MESSAGES,
  groupedNumber,
  formatAllowanceDate,
  formatRetryWait,
} from './deal-messages.js';

describe('allowance texts', () => {
  it('reads the reset date like "1 December 2026" (UTC)', () => {
    expect(formatAllowanceDate(new Date('2026-12-01T00:00:00Z'))).toBe('1 December 2026');
    expect(formatAllowanceDate(new Date('2027-01-15T23:59:00Z'))).toBe('15 January 2027');
  });

  it('words the refusals and the meter as the product states them', () => {
    const resetsAt = new Date('2026-12-01T09:30:00Z');
    expect(ALLOWANCE_MESSAGES.calculationsUsedUp(25, 25, resetsAt)).toBe(
      "You've used 25 of 25 analyses this month. Your allowance resets on 1 December 2026.",
    );
    expect(ALLOWANCE_MESSAGES.exportsUsedUp(5, 5, resetsAt)).toBe(
      "You've used 5 of 5 exports this month. Your allowance resets on 1 December 2026.",
    );
    expect(ALLOWANCE_MESSAGES.meter(3, 25)).toBe('3 of 25 analyses used');
  });
});

describe('retry texts', () => {
  it('says the wait in whole seconds under a minute, else in minutes rounded up', () => {
    expect([0.2, 1, 45, 59.5, 60, 61, 150].map(formatRetryWait)).toEqual([
      '1 second',
      '1 second',
      '45 seconds',
      '1 minute',
      '1 minute',
      '2 minutes',
      '3 minutes',
    ]);
    expect(DEALS_API_MESSAGES.reportsTooFrequent(42)).toBe(
      "You've downloaded many reports in a short time. Please try again in 42 seconds.",
    );
    expect(DEALS_API_MESSAGES.reportsInFlight(2, 9)).toBe(
      'You already have 2 reports being prepared. Please try again in 9 seconds.',
    );
  });
});

describe('the bound messages', () => {
  it('group thousands as en-GB does, without Intl', () => {
    for (const value of [0, 5, 999, 1_000, 10_000, 250_000, 1_000_000, 100_000_000, 1234.5]) {
      expect(groupedNumber(value)).toBe(value.toLocaleString('en-GB'));
    }
    expect(DEAL_MESSAGES.tooLarge('Monthly rent', 1_000_000)).toBe(
      "Monthly rent can't be more than £1,000,000.",
    );
  });
});
