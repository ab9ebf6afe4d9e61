import { describe, expect, it } from 'vitest';
import { parseDealInput } from '@pac/contracts';
import { dealDraftOf } from './analyser-values.js';
import { blankAnalyserValues, nextCalendarMonth } from './blank-deal.js';

describe('a blank deal', () => {
  it('starts its forecast in the next calendar month, December rolling into January', () => {
    expect(nextCalendarMonth(new Date(2026, 10, 27))).toEqual({ forecastYear: 2026, launchMonth: 12 });
    expect(nextCalendarMonth(new Date(2026, 11, 6))).toEqual({ forecastYear: 2027, launchMonth: 1 });
  });

  it('holds nobody else’s figures: it asks for the rent and the rates in use, and nothing else', () => {
    const parsed = parseDealInput(dealDraftOf(blankAnalyserValues(new Date(2026, 11, 6))));
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(Object.keys(parsed.fieldErrors).sort()).toEqual([
      'seasons.high.rate',
      'seasons.low.rate',
      'seasons.medium.rate',
      'tenancy.monthlyRent',
    ]);
  });
});
