import { describe, expect, it } from 'vitest';
import { COMPS_EVIDENCE_MESSAGES, compsEvidenceSchema, parseDealInput, type CompsEvidence } from './index.js';

const figures = { count: 4, adr: { p25: 90, p50: 110, p75: 130 }, occupancy: { p25: 50, p50: 60, p75: 70 } };
const EVIDENCE: CompsEvidence = {
  layout: 'months',
  fileName: 'comps.csv',
  summarisedOn: '2026-12-07',
  rowsUsed: 48,
  currency: '£',
  byTier: {
    low: { ...figures, months: [1, 2, 12] },
    medium: { ...figures, months: [3, 4, 5, 6, 9, 10, 11] },
    high: { count: 0, adr: null, occupancy: null, months: [7, 8] },
  },
  byMonth: Array.from({ length: 12 }, () => figures),
};
const RENT_TO_RENT = {
  name: 'Leeds flat',
  model: 'rent_to_rent',
  tenancy: { monthlyRent: 950 },
  seasons: {
    low: { rate: 95, occupancy: 55 },
    medium: { rate: 115, occupancy: 68 },
    high: { rate: 145, occupancy: 80 },
  },
};

describe('the comparables kept with a deal', () => {
  it('is kept as given with the input, and a deal without it has none', () => {
    const parsed = parseDealInput({ ...RENT_TO_RENT, comps: EVIDENCE });
    expect(parsed.success && parsed.input.comps).toEqual(EVIDENCE);
    const without = parseDealInput(RENT_TO_RENT);
    expect(without.success && 'comps' in without.input && without.input.comps).toBeFalsy();
  });

  it.each([
    ['a month count short', { ...EVIDENCE, byMonth: EVIDENCE.byMonth.slice(1) }],
    [
      'quartiles out of order',
      {
        ...EVIDENCE,
        byMonth: [{ ...figures, adr: { p25: 200, p50: 110, p75: 130 } }, ...EVIDENCE.byMonth.slice(1)],
      },
    ],
    [
      'an occupancy above 100 %',
      {
        ...EVIDENCE,
        byMonth: [{ ...figures, occupancy: { p25: 50, p50: 60, p75: 170 } }, ...EVIDENCE.byMonth.slice(1)],
      },
    ],
    [
      'a month 13 in a tier',
      { ...EVIDENCE, byTier: { ...EVIDENCE.byTier, high: { ...EVIDENCE.byTier.high, months: [13] } } },
    ],
    ['a file name of 201 characters', { ...EVIDENCE, fileName: `${'a'.repeat(197)}.csv` }],
    ['not a date', { ...EVIDENCE, summarisedOn: 'yesterday' }],
  ])('refuses %s with one clear message, keyed under comps', (_case, comps) => {
    expect(compsEvidenceSchema.safeParse(comps).success).toBe(false);
    const parsed = parseDealInput({ ...RENT_TO_RENT, comps });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    const entries = Object.entries(parsed.fieldErrors);
    expect(entries.length).toBeGreaterThan(0);
    for (const [path, message] of entries) {
      expect(path).toMatch(/^comps/);
      expect(message).toBe(COMPS_EVIDENCE_MESSAGES.invalid);
    }
  });

  it('refuses the rows themselves: only the summary is kept', () => {
    const parsed = parseDealInput({ ...RENT_TO_RENT, comps: { ...EVIDENCE, rows: [[1, 2, 3]] } });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(Object.keys(parsed.fieldErrors)).toEqual(['comps.rows']);
  });
});
