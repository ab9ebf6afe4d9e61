import { describe, expect, it } from 'vitest';
import { analyseDeal } from './analyse-deal.js';
import { expectMoney, expectRounded, parsed } from './testing/deal-test-helpers.js';
import { EXAMPLE_B, EXAMPLE_B_REPAYMENT } from './worked-examples.js';

// Example B (EXAMPLE_B): a £250,000 holiday let bought as an additional property in England, 75 % loan at 5.5 %.

describe('Example B: purchase, 3-bed coastal holiday let (interest-only)', () => {
  const result = analyseDeal(parsed(EXAMPLE_B));

  it('charges SDLT at the higher rates, £15,000, with the band workings', () => {
    expect(result.cashInvested.transactionTax).toBe(15_000);
    expect(result.cashInvested.transactionTaxMethod).toBe('sdlt');
    expect(result.cashInvested.transactionTaxBands).toEqual([
      { from: 0, to: 125_000, ratePercent: 5, tax: 6_250 },
      { from: 125_000, to: 250_000, ratePercent: 7, tax: 8_750 },
    ]);
  });

  it('invests £99,899 line by line', () => {
    expect(result.cashInvested.total).toBe(99_899);
    expect(result.cashInvested.lines).toEqual([
      { label: 'Furniture', amount: 12_000 },
      { label: 'Refurbishment', amount: 5_000 },
      { label: 'Photography', amount: 400 },
      { label: 'Compliance', amount: 600 },
      { label: 'Legal fees', amount: 1_800 },
      { label: 'Survey', amount: 600 },
      { label: 'Broker and lender fees', amount: 1_999 },
      { label: 'Deposit (price less loan)', amount: 62_500 },
      { label: 'Stamp Duty Land Tax', amount: 15_000 },
    ]);
  });

  it('pays £859.375 a month interest only', () => {
    expect(result.mortgage).toEqual({
      monthlyPayment: 859.375,
      annualDebtService: 10_312.5,
      yearOnePrincipal: 0,
      yearOneInterest: 10_312.5,
    });
    expect(result.months.every((month) => month.debtService === 859.375)).toBe(true);
  });

  it('matches the July hand check', () => {
    const july = result.months[6]!;
    expect(july.tier).toBe('high');
    expect(july.nights).toBe(27.9);
    expect(july.stays).toBe(5.58);
    expect(july.accommodationRevenue).toBe(6138);
    expect(july.cleaningFeeRevenue).toBe(334.8);
    expect(july.grossRevenue).toBe(6472.8);
    expect(july.platformFees).toBe(1003.284);
    expect(july.managementFees).toBe(1294.56);
    expect(july.perStayCosts).toBe(585.9);
    expect(july.grossProfit).toBe(3589.056);
    expect(july.maintenance).toBe(323.64);
    expect(july.netOperatingIncome).toBe(2865.416);
    expect(july.netCashFlow).toBe(2006.041);
  });

  it('sums the year', () => {
    const annual = result.annual;
    expectMoney(annual.nights, 222.5, 'nights');
    expectMoney(annual.stays, 59.35, 'stays');
    expectMoney(annual.accommodationRevenue, 36_755, 'accommodation');
    expectMoney(annual.cleaningFeeRevenue, 3_561.03, 'cleaning fees');
    expectMoney(annual.grossRevenue, 40_316.03, 'gross revenue');
    expectMoney(annual.platformFees, 6_248.98, 'platform');
    expectMoney(annual.managementFees, 8_063.21, 'management');
    expectMoney(annual.perStayCosts, 6_231.8, 'per-stay');
    expectMoney(annual.grossProfit, 19_772.04, 'gross profit');
    expectMoney(annual.maintenance, 2_015.8, 'maintenance');
    expect(annual.fixedCosts).toBe(4_800);
    expect(annual.rent).toBe(0);
    expectMoney(annual.netOperatingIncome, 12_956.24, 'NOI');
    expect(annual.debtService).toBe(10_312.5);
    expectMoney(annual.netCashFlow, 2_643.74, 'NCF');
  });

  it('gives the worked KPIs, yields and DSCR', () => {
    const kpis = result.kpis;
    expectMoney(kpis.occupancyPercent, 60.96, 'occupancy');
    expectMoney(kpis.adr, 165.19, 'ADR');
    expectMoney(kpis.revpar, 100.7, 'RevPAR');
    expectMoney(kpis.grossYieldPercent, 16.13, 'gross yield');
    expectMoney(kpis.netYieldPercent, 4.85, 'net yield');
    expectMoney(kpis.capRatePercent, 5.18, 'cap rate');
    expectMoney(kpis.dscr, 1.26, 'DSCR');
    expectRounded(kpis.grossRoiPercent, 19.8, 1, 'gross ROI');
    expectMoney(kpis.cashOnCashPercent, 2.65, 'cash-on-cash');
    // 453.4 months is the simple payback (cash invested over a month's NCF); the cumulative walk finds none within 120.
    expectRounded(kpis.simplePaybackMonths, 453.4, 1, 'simple payback');
    expect(kpis.paybackMonth).toBeNull();
    // By hand: fixed costs and debt service F = 15,112.50, C = NCF + F = 17,756.24, k* = F / C = 0.85111.
    expectRounded(kpis.breakEvenOccupancyPercent, 51.9, 1, 'break-even');
    expectRounded((kpis.breakEvenByTier.low ?? 0) / 40, 0.85111, 5, 'k*');
  });

  it('warns of the 90 % high season, the low cash-on-cash and the stressed interest cover', () => {
    // A7's A6 codes, then A9.4's: at 5.5 + 3 = 8.5 %, ICR = 12,956.24 / (187,500 × 8.5 %) = 0.81 < 1.25.
    expect(result.warnings.map((warning) => warning.code)).toEqual([
      'occupancy_high',
      'low_cash_on_cash',
      'stress_icr_low',
    ]);
    expect(result.warnings[0]!.message).toBe(
      "The high season's occupancy of 90% is above 85%: high occupancy can mean the rate is too low.",
    );
  });
});

describe('Example B: 25-year repayment variant', () => {
  const result = analyseDeal(parsed(EXAMPLE_B_REPAYMENT));

  it('pays £1,151.41 a month, of which £3,594.17 is principal in year 1', () => {
    const mortgage = result.mortgage!;
    expectMoney(mortgage.monthlyPayment, 1_151.41, 'payment');
    expectMoney(mortgage.annualDebtService, 13_816.97, 'annual');
    expectMoney(mortgage.yearOnePrincipal, 3_594.17, 'principal');
    expectMoney(mortgage.yearOneInterest, 10_222.79, 'interest');
    expectMoney(mortgage.yearOnePrincipal + mortgage.yearOneInterest, mortgage.annualDebtService, 'sum');
  });

  it('loses £860.73 in the year with DSCR 0.94 and break-even 63.9 %', () => {
    expectMoney(result.annual.netCashFlow, -860.73, 'NCF');
    expectMoney(result.annual.debtService, 13_816.97, 'debt service');
    expectMoney(result.annual.netOperatingIncome, 12_956.24, 'NOI');
    expectMoney(result.kpis.cashOnCashPercent, -0.86, 'cash-on-cash');
    expectMoney(result.kpis.dscr, 0.94, 'DSCR');
    expectRounded(result.kpis.breakEvenOccupancyPercent, 63.9, 1, 'break-even');
    expect(result.kpis.simplePaybackMonths).toBeNull();
    expect(result.kpis.paybackMonth).toBeNull();
  });

  it('warns of occupancy, negative cash flow, cash-on-cash, DSCR and the stressed interest cover', () => {
    // A7's A6 codes, then A9.4's stress_icr_low (the same 0.81 interest cover as interest-only).
    expect(result.warnings.map((warning) => warning.code)).toEqual([
      'occupancy_high',
      'negative_cash_flow',
      'low_cash_on_cash',
      'low_dscr',
      'stress_icr_low',
    ]);
  });

  it('stops the payment after the term (an interest-only loan continues)', () => {
    const shortLoan = analyseDeal(
      parsed({
        ...EXAMPLE_B_REPAYMENT,
        mortgage: { loanAmount: 187_500, interestRatePercent: 5.5, repayment: 'repayment', termYears: 2 },
      }),
    );
    const debt = shortLoan.projection.map((year) => year.debtService);
    expect(debt[0]).toBeGreaterThan(0);
    expect(debt[1]).toBe(debt[0]);
    expect(debt.slice(2)).toEqual([0, 0, 0]);
    expectMoney(shortLoan.projection[2]!.netCashFlow, shortLoan.annual.netOperatingIncome, 'year 3 NCF');
    const interestOnly = analyseDeal(parsed(EXAMPLE_B));
    expect(interestOnly.projection.map((year) => year.debtService)).toEqual(Array(5).fill(10_312.5));
  });

  it('repays P / n at 0 %', () => {
    const free = analyseDeal(
      parsed({
        ...EXAMPLE_B,
        mortgage: { loanAmount: 120_000, interestRatePercent: 0, repayment: 'repayment', termYears: 10 },
      }),
    );
    expect(free.mortgage).toEqual({
      monthlyPayment: 1_000,
      annualDebtService: 12_000,
      yearOnePrincipal: 12_000,
      yearOneInterest: 0,
    });
  });
});
