import { describe, expect, it } from 'vitest';
import { ALLOWANCE_MESSAGES, formatAllowanceDate } from './deal-messages.js';

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
