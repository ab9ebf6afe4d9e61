import { describe, expect, it } from 'vitest';
import { analyseDeal } from './analyse-deal.js';
import { sdltWorkings } from './sdlt-workings.js';
import { parsed } from './testing/deal-test-helpers.js';
import { EXAMPLE_B } from './worked-examples.js';

const workingsOf = (purchase: Record<string, unknown>, withoutMortgage = false) => {
  const draft = { ...EXAMPLE_B, purchase: { ...EXAMPLE_B.purchase, ...purchase } };
  const input = parsed(withoutMortgage ? { ...draft, mortgage: undefined } : draft);
  return sdltWorkings(input, analyseDeal(input).cashInvested.transactionTaxBands);
};

describe('sdltWorkings', () => {
  it('explains Example B (£250,000, additional property) and lists its bands with the 5-point surcharge', () => {
    const workings = workingsOf({});
    expect(workings.explanation).toBe(
      'Stamp Duty Land Tax (England and Northern Ireland, rates from 1 April 2025) on a price of £250,000: each rate applies only to the slice of the price inside its band. The rates include 5 points on every band for an additional property.',
    );
    expect(workings.rows.map(({ band, slice, rate, tax }) => [band, slice, rate, tax])).toEqual([
      ['£0 – £125,000', '£125,000.00', '5%', '£6,250.00'],
      ['£125,000 – £250,000', '£125,000.00', '7%', '£8,750.00'],
    ]);
    expect(workings.bandTotal).toBe(15_000);
  });

  it('names the company buyer and the non-UK resident surcharge, standard rates when neither applies', () => {
    expect(workingsOf({ company: true, nonUkResident: true }).explanation).toMatch(
      / The rates include 5 points on every band for a company buyer and 2 points for a non-UK resident buyer\.$/,
    );
    expect(workingsOf({ additionalProperty: false }).explanation).toMatch(/ Standard rates\.$/);
  });

  it('says no surcharge applies below the £40,000 threshold', () => {
    expect(workingsOf({ price: 39_999 }, true).explanation).toMatch(/ No surcharge applies below £40,000\.$/);
  });
});
