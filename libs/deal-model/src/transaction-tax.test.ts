import { describe, expect, it } from 'vitest';
import { transactionTax } from './transaction-tax.js';

describe('transactionTax: SDLT for England and Northern Ireland from 1 April 2025', () => {
  const standard = { additionalProperty: false };
  const additional = { additionalProperty: true };

  it.each([
    [300_000, standard, 5_000],
    [500_000, standard, 15_000],
    [300_000, additional, 20_000],
    [250_000, additional, 15_000],
    [125_000, additional, 6_250],
    [39_999, additional, 0],
    [40_000, additional, 2_000],
  ])('£%i (%o) → £%i (published SDLT examples and the £40,000 edge)', (price, buyer, tax) => {
    expect(transactionTax({ price, ...buyer }).tax).toBe(tax);
  });

  it('is £15,000, not the pre-April-2025 £12,500, for £250k additional (the regression trap)', () => {
    expect(transactionTax({ price: 250_000 }).tax).toBe(15_000);
  });

  it('charges standard rates of 0/2/5/10/12 % on the bands up to and above £1.5m', () => {
    // 0 + 2,500 + 33,750 + 57,500 + 12 % × 500,000.
    const result = transactionTax({ price: 2_000_000, additionalProperty: false });
    expect(result.tax).toBe(153_750);
    expect(result.bands).toEqual([
      { from: 0, to: 125_000, ratePercent: 0, tax: 0 },
      { from: 125_000, to: 250_000, ratePercent: 2, tax: 2_500 },
      { from: 250_000, to: 925_000, ratePercent: 5, tax: 33_750 },
      { from: 925_000, to: 1_500_000, ratePercent: 10, tax: 57_500 },
      { from: 1_500_000, to: null, ratePercent: 12, tax: 60_000 },
    ]);
  });

  it('adds 5 points once for an additional property or a company buyer, and 2 for a non-UK resident', () => {
    const price = 300_000;
    expect(transactionTax({ price, additionalProperty: false, company: true }).tax).toBe(20_000);
    expect(transactionTax({ price, additionalProperty: true, company: true }).tax).toBe(20_000);
    // + 2 % of the whole price.
    expect(transactionTax({ price, additionalProperty: false, nonUkResident: true }).tax).toBe(11_000);
    expect(transactionTax({ price, additionalProperty: true, nonUkResident: true }).tax).toBe(26_000);
    expect(transactionTax({ price, additionalProperty: true, nonUkResident: true }).bands[0]).toEqual({
      from: 0,
      to: 125_000,
      ratePercent: 7,
      tax: 8_750,
    });
  });

  it('applies neither surcharge below £40,000 and both from exactly £40,000', () => {
    const buyer = { additionalProperty: true, company: true, nonUkResident: true };
    expect(transactionTax({ price: 39_999.99, ...buyer }).tax).toBe(0);
    expect(transactionTax({ price: 40_000, ...buyer }).tax).toBe(2_800);
  });

  it('floors to the pound and lists only the bands the price reaches', () => {
    // 2,500 + 5 % × 49.99 = 2,502.4995.
    const result = transactionTax({ price: 250_049.99, additionalProperty: false });
    expect(result.tax).toBe(2_502);
    expect(result.bands.map((band) => band.ratePercent)).toEqual([0, 2, 5]);
    expect(result.bands[2]!.tax).toBeCloseTo(2.4995, 10);
    expect(transactionTax({ price: 100_000, additionalProperty: false }).bands).toHaveLength(1);
  });

  it('takes the entered figure for Scotland and Wales, with no bands', () => {
    for (const nation of ['scotland', 'wales'] as const) {
      expect(transactionTax({ price: 300_000, nation, manualTransactionTax: 12_345 })).toEqual({
        tax: 12_345,
        method: 'manual',
        bands: [],
      });
    }
    expect(transactionTax({ price: 300_000, nation: 'northern_ireland' }).method).toBe('sdlt');
  });
});
