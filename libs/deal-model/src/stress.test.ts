import { describe, expect, it } from 'vitest';
import { analyseDeal } from './analyse-deal.js';
import { expectMoney, parsed } from './testing/deal-test-helpers.js';
import { EXAMPLE_A, EXAMPLE_B, EXAMPLE_B_REPAYMENT } from './worked-examples.js';

describe('stress test (A9.4)', () => {
  it('Example B at +3 points: 8.5 %, £1,328.13 a month, −£2,981.26 a year, interest cover 0.81', () => {
    const { stress } = analyseDeal(parsed(EXAMPLE_B));
    expect(stress).not.toBeNull();
    // R = 5.5 + 3 = 8.5 %. Interest-only: 187,500 × 0.085 / 12 = 1,328.125 a month, 15,937.50 a year.
    expect(stress!.ratePercent).toBe(8.5);
    expect(stress!.monthlyPayment).toBe(1_328.125);
    // Year 1 ΣNOI 12,956.24 (Example B's table) − 15,937.50 = −2,981.26.
    expectMoney(stress!.annualNetCashFlow, -2_981.26, 'stressed NCF');
    // ICR = 12,956.24 / (187,500 × 8.5 %) = 12,956.24 / 15,937.50 = 0.8129.
    expectMoney(stress!.icr, 0.81, 'ICR');
  });

  it('keeps a repayment loan on its term: the annuity at 8.5 % over 300 months', () => {
    const { stress } = analyseDeal(parsed(EXAMPLE_B_REPAYMENT));
    // i = 0.085 / 12 = 0.00708333; M = 187,500 × i / (1 − (1 + i)^−300) = 1,509.80; 12 × M = 18,117.61.
    expectMoney(stress!.monthlyPayment, 1_509.8, 'payment');
    // 12,956.24 − 18,117.61 = −5,161.37. Interest cover is on the interest: the same 0.81.
    expectMoney(stress!.annualNetCashFlow, -5_161.37, 'stressed NCF');
    expectMoney(stress!.icr, 0.81, 'ICR');
  });

  it('takes the points given, and is null without a mortgage', () => {
    const { stress } = analyseDeal(parsed({ ...EXAMPLE_B, stress: { ratePoints: 0 } }));
    // 0 points is the deal's own payment: 859.375 a month, NCF 2,643.74.
    expect(stress!.monthlyPayment).toBe(859.375);
    expectMoney(stress!.annualNetCashFlow, 2_643.74, 'NCF');
    const { mortgage: _none, ...cash } = EXAMPLE_B;
    expect(analyseDeal(parsed(cash)).stress).toBeNull();
    expect(analyseDeal(parsed(EXAMPLE_A)).stress).toBeNull();
  });

  it('warns stress_icr_low below 1.25 only', () => {
    const codes = (draft: object) => analyseDeal(parsed(draft)).warnings.map((warning) => warning.code);
    expect(codes(EXAMPLE_B)).toContain('stress_icr_low');
    // A £100,000 loan at 5.5 + 0 %: ICR = 12,956.24 / 5,500 = 2.36.
    const smallLoan = {
      ...EXAMPLE_B,
      mortgage: { ...EXAMPLE_B.mortgage, loanAmount: 100_000 },
      stress: { ratePoints: 0 },
    };
    expect(codes(smallLoan)).not.toContain('stress_icr_low');
  });
});
