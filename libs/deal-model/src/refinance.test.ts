import { describe, expect, it } from 'vitest';
import { analyseDeal } from './analyse-deal.js';
import { expectMoney, parsed } from './testing/deal-test-helpers.js';
import { EXAMPLE_A, EXAMPLE_B, EXAMPLE_B_REPAYMENT } from './worked-examples.js';

describe('refinance (A9.6)', () => {
  it('Example B refinanced after 6 months at 75 % of £300,000 (the block with its defaults)', () => {
    const result = analyseDeal(parsed({ ...EXAMPLE_B, refinance: {} }));
    const refinance = result.refinance!;
    // L2 = 300,000 × 75 % = 225,000 repays the interest-only 187,500; fees 1,500: 36,000 released.
    expect(refinance.newLoan).toBe(225_000);
    expect(refinance.balanceRepaid).toBe(187_500);
    expect(refinance.cashReleased).toBe(36_000);
    // Money left in = 99,899 − 36,000 = 63,899.
    expect(refinance.moneyLeftIn).toBe(63_899);
    // New payment, interest-only at 5.5 %: 225,000 × 0.055 / 12 = 1,031.25; 12 × = 12,375.
    expect(refinance.newMonthlyPayment).toBe(1_031.25);
    // After: 12,956.24 − 12,375 = 581.24 a year, 581.24 / 63,899 = 0.91 % on the money left in.
    expectMoney(refinance.annualNetCashFlowAfter, 581.24, 'NCF after');
    expectMoney(refinance.returnOnMoneyLeftInPercent, 0.91, 'return');
    // The months and projection keep the first loan.
    expect(result.annual.debtService).toBe(10_312.5);
    expect(result.warnings.map((warning) => warning.code)).not.toContain('refinance_ltv_high');
  });

  it('repays a repayment loan at its amortised balance after the months given', () => {
    const { refinance } = analyseDeal(parsed({ ...EXAMPLE_B_REPAYMENT, refinance: { afterMonths: 6 } }));
    // B6 = 187,500 × 1.0045833⁶ − 1,151.41 × (1.0045833⁶ − 1) / 0.0045833 = 185,727.56.
    expectMoney(refinance!.balanceRepaid, 185_727.56, 'balance');
    // Released 225,000 − 185,727.56 − 1,500 = 37,772.44; left in 99,899 − 37,772.44 = 62,126.56.
    expectMoney(refinance!.cashReleased, 37_772.44, 'released');
    expectMoney(refinance!.moneyLeftIn, 62_126.56, 'left in');
  });

  it('says all money out (null return) when the release covers the cash invested, and warns above 75 % LTV', () => {
    const result = analyseDeal(
      parsed({ ...EXAMPLE_B, refinance: { valuation: 400_000, loanToValuePercent: 80 } }),
    );
    // 320,000 − 187,500 − 1,500 = 131,000 released > 99,899 invested: −31,101 left in.
    expect(result.refinance!.cashReleased).toBe(131_000);
    expect(result.refinance!.moneyLeftIn).toBe(-31_101);
    expect(result.refinance!.returnOnMoneyLeftInPercent).toBeNull();
    expect(result.warnings.map((warning) => warning.code)).toContain('refinance_ltv_high');
  });

  it('is null without the block, and a tenancy ignores the block', () => {
    expect(analyseDeal(parsed(EXAMPLE_B)).refinance).toBeNull();
    expect(analyseDeal(parsed({ ...EXAMPLE_A, refinance: { valuation: 1 } })).refinance).toBeNull();
  });

  it('releases the whole new loan less fees without a first mortgage', () => {
    const { mortgage: _none, ...cash } = EXAMPLE_B;
    const { refinance } = analyseDeal(parsed({ ...cash, refinance: {} }));
    expect(refinance!.balanceRepaid).toBe(0);
    expect(refinance!.cashReleased).toBe(223_500);
  });
});
