import { describe, expect, it } from 'vitest';
import { analyseDeal } from './analyse-deal.js';
import { expectMoney, expectRounded, parsed } from './testing/deal-test-helpers.js';
import { EXAMPLE_A, EXAMPLE_B, EXAMPLE_B_REPAYMENT } from './worked-examples.js';

describe('five-year return with the exit (A9.5)', () => {
  it('Example A (rent-to-rent): the deposit comes back at the end', () => {
    const { returns } = analyseDeal(parsed(EXAMPLE_A));
    // No growth: five years of 3,159.9866. E = the deposit 1,096.15 (it was counted in cash invested).
    expect(returns.exitValue).toBeNull();
    expect(returns.exitCosts).toBe(0);
    expect(returns.loanBalanceAtExit).toBe(0);
    expect(returns.exitEquity).toBe(1_096.15);
    // Total profit = −8,846.15 + 5 × 3,159.9866 + 1,096.15 = 8,049.933.
    expectMoney(returns.totalProfit, 8_049.93, 'total profit');
    // Equity multiple = (15,799.933 + 1,096.15) / 8,846.15 = 1.91.
    expectMoney(returns.equityMultiple, 1.91, 'equity multiple');
    // IRR: −8,846.15 + 3,159.9866 × (x + x² + x³ + x⁴) + 4,256.1366 x⁵ = 0 with x = 1 / (1 + r): r = 25.06 %.
    expectMoney(returns.irrPercent, 25.06, 'IRR');
  });

  it('Example A without the deposit in cash invested: nothing comes back', () => {
    const draft = { ...EXAMPLE_A, tenancy: { ...EXAMPLE_A.tenancy, includeDepositInCashInvested: false } };
    expect(analyseDeal(parsed(draft)).returns.exitEquity).toBe(0);
  });

  it('Example B (interest-only) sold after five years at 3 % growth a year', () => {
    const { returns } = analyseDeal(parsed(EXAMPLE_B));
    // V = 250,000 × 1.03⁵ = 289,818.52; selling costs 2 % = 5,796.37; the loan is still 187,500.
    expectMoney(returns.exitValue, 289_818.52, 'exit value');
    expectMoney(returns.exitCosts, 5_796.37, 'selling costs');
    expect(returns.loanBalanceAtExit).toBe(187_500);
    // E = 289,818.52 − 5,796.37 − 187,500 = 96,522.15.
    expectMoney(returns.exitEquity, 96_522.15, 'exit equity');
    // NCF is 2,643.737 unrounded (the table's 2,643.74): total profit = −99,899 + 5 × 2,643.737 + 96,522.148 = 9,841.83;
    // equity multiple (13,218.685 + 96,522.148) / 99,899 = 1.0985.
    expectMoney(returns.totalProfit, 9_841.83, 'total profit');
    expectRounded(returns.equityMultiple, 1.0985, 4, 'equity multiple');
    // IRR solves −99,899 + 2,643.74 (x + … + x⁴) + 99,165.89 x⁵ = 0: r = 2.00 %.
    expectMoney(returns.irrPercent, 2.0, 'IRR');
  });

  it('Example B on a 25-year repayment loan owes the amortised balance after 60 payments', () => {
    const { returns } = analyseDeal(parsed(EXAMPLE_B_REPAYMENT));
    // B60 = P(1 + i)^60 − M((1 + i)^60 − 1) / i with i = 0.055 / 12, M = 1,151.41: 167,384.11.
    expectMoney(returns.loanBalanceAtExit, 167_384.11, 'balance');
    expectMoney(returns.exitEquity, 289_818.52 - 5_796.37 - 167_384.11, 'exit equity');
  });

  it('has no ratio without cash invested, and no IRR without a sign change', () => {
    // Rent-to-rent with nothing invested: no pre-launch rent, deposit or set-up.
    const free = {
      ...EXAMPLE_A,
      tenancy: { monthlyRent: 950, deposit: 0, preLaunchRentMonths: 0 },
      setup: {},
    };
    const { returns } = analyseDeal(parsed(free));
    expect(returns.equityMultiple).toBeNull();
    expect(returns.irrPercent).toBeNull();
    // Rent above what the flat earns: every year loses, so NPV < 0 at every rate.
    const losing = { ...EXAMPLE_A, tenancy: { ...EXAMPLE_A.tenancy, monthlyRent: 3_000 } };
    expect(analyseDeal(parsed(losing)).returns.irrPercent).toBeNull();
  });
});
