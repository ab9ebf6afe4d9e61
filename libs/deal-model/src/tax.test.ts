import { describe, expect, it } from 'vitest';
import { analyseDeal } from './analyse-deal.js';
import { decimalArithmetic } from './decimal-arithmetic.js';
import { corporationTax } from './tax.js';
import { expectMoney, parsed } from './testing/deal-test-helpers.js';
import { EXAMPLE_A, EXAMPLE_B } from './worked-examples.js';

const taxOf = (draft: object, tax: object) => analyseDeal(parsed({ ...draft, tax })).tax;

describe('year-1 tax (A9.7, 2025/26)', () => {
  it('shows nothing by default (owner none)', () => {
    expect(analyseDeal(parsed(EXAMPLE_A)).tax).toBeNull();
  });

  it('Example A, an individual earning £45,000 elsewhere: basic rate on the whole profit', () => {
    const tax = taxOf(EXAMPLE_A, { owner: 'individual', otherIncome: 45_000 })!;
    // P = ΣNOI = 3,159.9866 (no loan: F = 0). Taxable income 45,000 − 12,570 = 32,430, + 3,159.99 = 35,589.99,
    // all under the 37,700 basic-rate band: tax = 20 % × 3,159.9866 = 631.99732 → 632.00.
    expect(tax.owner).toBe('individual');
    expect(tax.profitBeforeFinance).toBe(3_159.99);
    expect(tax.financeCosts).toBe(0);
    expect(tax.taxableProfit).toBe(3_159.99);
    expect(tax.section24Credit).toBe(0);
    expect(tax.taxDue).toBe(632);
    // After tax 3,159.9866 − 632 = 2,527.9866; over 8,846.15 invested: 28.58 %.
    expectMoney(tax.afterTaxCashFlow, 2_527.99, 'after tax');
    expectMoney(tax.afterTaxRoiPercent, 28.58, 'after-tax ROI');
  });

  it('Example A owned by a company: 19 % small profits rate', () => {
    const tax = taxOf(EXAMPLE_A, { owner: 'company' })!;
    // C = 3,159.9866 − 0 = 3,159.99 ≤ 50,000: 19 % = 600.397 → 600.40.
    expect(tax.taxableProfit).toBe(3_159.99);
    expect(tax.section24Credit).toBe(0);
    expect(tax.taxDue).toBe(600.4);
  });

  it('Example B owned by a company deducts the interest: 19 % of £2,643.74', () => {
    const tax = taxOf(EXAMPLE_B, { owner: 'company' })!;
    // C = 12,956.24 − 10,312.50 interest = 2,643.74; 19 % = 502.31.
    expect(tax.financeCosts).toBe(10_312.5);
    expectMoney(tax.taxableProfit, 2_643.74, 'C');
    expectMoney(tax.taxDue, 502.31, 'tax');
  });

  describe('individual, Example B (P = 12,956.24, interest F = 10,312.50): the band edges', () => {
    it('no other income: the Section 24 credit is capped at the income above the allowance', () => {
      const tax = taxOf(EXAMPLE_B, { owner: 'individual', otherIncome: 0 })!;
      // T(12,956.24) = 20 % × (12,956.24 − 12,570) = 77.248. Credit = 20 % × min(10,312.50, 12,956.24, 386.24)
      // = 77.248: nothing due.
      expectMoney(tax.section24Credit, 77.25, 'credit');
      expect(tax.taxDue).toBe(0);
      expectMoney(tax.afterTaxCashFlow, 2_643.74, 'after tax = NCF');
    });

    it('£95,000 elsewhere: the profit crosses £100,000 into the allowance taper', () => {
      const tax = taxOf(EXAMPLE_B, { owner: 'individual', otherIncome: 95_000 })!;
      // T(95,000): taxable 82,430 → 7,540 + 40 % × 44,730 = 25,432.
      // T(107,956.24): PA = 12,570 − 7,956.24 / 2 = 8,591.88; taxable 99,364.36 → 7,540 + 40 % × 61,664.36 = 32,205.744.
      // Before relief 6,773.744; credit 20 % × 10,312.50 = 2,062.50; due 4,711.244 → 4,711.24.
      expect(tax.section24Credit).toBe(2_062.5);
      expect(tax.taxDue).toBe(4_711.24);
    });

    it('£100,000 elsewhere: the whole profit is in the taper, taxed at an effective 60 %', () => {
      const tax = taxOf(EXAMPLE_B, { owner: 'individual', otherIncome: 100_000 })!;
      // Each £1 above £100,000 is taxed at 40 % and takes 50p of allowance (taxed at 40 % too): 60 % × 12,956.24
      // = 7,773.744, less the 2,062.50 credit = 5,711.244 → 5,711.24.
      expect(tax.taxDue).toBe(5_711.24);
    });

    it('£130,000 elsewhere: above £125,140 the allowance is gone and the profit is taxed at 45 %', () => {
      const tax = taxOf(EXAMPLE_B, { owner: 'individual', otherIncome: 130_000 })!;
      // No allowance either side; taxable 130,000 is already above 125,140: 45 % × 12,956.24 = 5,830.308,
      // less 2,062.50 = 3,767.808 → 3,767.81.
      expect(tax.taxDue).toBe(3_767.81);
    });
  });

  it('does not model a Scottish taxpayer: null, with a warning', () => {
    const result = analyseDeal(
      parsed({ ...EXAMPLE_A, tax: { owner: 'individual', otherIncome: 45_000, scottishTaxpayer: true } }),
    );
    expect(result.tax).toBeNull();
    expect(result.warnings.map((warning) => warning.code)).toContain('tax_scotland_not_modelled');
  });

  describe('corporation tax at the edges of marginal relief', () => {
    const ct = (profit: number) =>
      decimalArithmetic.toNumber(corporationTax(decimalArithmetic, decimalArithmetic.of(profit)));
    it('is 19 % up to £50,000 and 25 % less 3/200 of the gap to £250,000 above', () => {
      expect(ct(-1_000)).toBe(0);
      // 19 % × 50,000 = 9,500; just above: 25 % × 50,001 − 3/200 × 199,999 = 12,500.25 − 2,999.985 = 9,500.265.
      expect(ct(50_000)).toBe(9_500);
      expect(ct(50_001)).toBe(9_500.265);
      // 25 % × 249,999 − 3/200 × 1 = 62,499.735; at 250,000 the main rate: 62,500.
      expect(ct(249_999)).toBe(62_499.735);
      expect(ct(250_000)).toBe(62_500);
      // Between: 25 % × 150,000 − 3/200 × 100,000 = 37,500 − 1,500 = 36,000 (an effective 24 %).
      expect(ct(150_000)).toBe(36_000);
    });
  });
});
