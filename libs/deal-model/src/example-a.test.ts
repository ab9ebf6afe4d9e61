import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { analyseDeal } from './analyse-deal.js';
import { expectMoney, expectRounded, parsed } from './testing/deal-test-helpers.js';
import { EXAMPLE_A } from './worked-examples.js';

/**
 * Example A (EXAMPLE_A): a rent-to-rent 2-bed city flat, £950 rent, three seasons, 2026 with a January launch.
 * The month table as worked by hand, rounded to pence, checked to ±0.01.
 */
// prettier-ignore
const TABLE: [days: number, tier: string, nights: number, stays: number, acc: number, cleaning: number, gross: number, platform: number, perStay: number, grossProfit: number, maintenance: number, fixed: number, rent: number, ncf: number, cumulative: number][] = [
  [31, 'low', 17.05, 6.82, 1534.5, 272.8, 1807.3, 280.13, 463.76, 1063.41, 54.22, 440, 950, -380.81, -9226.96],
  [28, 'low', 15.4, 6.16, 1386.0, 246.4, 1632.4, 253.02, 418.88, 960.5, 48.97, 440, 950, -478.47, -9705.43],
  // March's cumulative is −10,086.245 exactly: sums are of unrounded values, so a hand total of rounded rows (−10,086.24) is a penny off.
  [31, 'low', 17.05, 6.82, 1534.5, 272.8, 1807.3, 280.13, 463.76, 1063.41, 54.22, 440, 950, -380.81, -10086.245],
  [30, 'medium', 20.4, 8.16, 2346.0, 326.4, 2672.4, 414.22, 554.88, 1703.3, 80.17, 440, 950, 233.13, -9853.12],
  [31, 'medium', 21.08, 8.43, 2424.2, 337.28, 2761.48, 428.03, 573.38, 1760.07, 82.84, 440, 950, 287.23, -9565.89],
  [30, 'high', 24.0, 9.6, 3480.0, 384.0, 3864.0, 598.92, 652.8, 2612.28, 115.92, 440, 950, 1106.36, -8459.53],
  [31, 'high', 24.8, 9.92, 3596.0, 396.8, 3992.8, 618.88, 674.56, 2699.36, 119.78, 440, 950, 1189.57, -7269.96],
  [31, 'high', 24.8, 9.92, 3596.0, 396.8, 3992.8, 618.88, 674.56, 2699.36, 119.78, 440, 950, 1189.57, -6080.38],
  [30, 'medium', 20.4, 8.16, 2346.0, 326.4, 2672.4, 414.22, 554.88, 1703.3, 80.17, 440, 950, 233.13, -5847.26],
  [31, 'medium', 21.08, 8.43, 2424.2, 337.28, 2761.48, 428.03, 573.38, 1760.07, 82.84, 440, 950, 287.23, -5560.03],
  [30, 'low', 16.5, 6.6, 1485.0, 264.0, 1749.0, 271.09, 448.8, 1029.11, 52.47, 440, 950, -413.37, -5973.39],
  [31, 'medium', 21.08, 8.43, 2424.2, 337.28, 2761.48, 428.03, 573.38, 1760.07, 82.84, 440, 950, 287.23, -5686.16],
];

describe('Example A: rent-to-rent 2-bed city flat', () => {
  const input = parsed(EXAMPLE_A);
  const result = analyseDeal(input);

  it('invests £8,846.15, line by line in the order of the cost lines', () => {
    expect(result.cashInvested.total).toBe(8846.15);
    expect(result.cashInvested.transactionTax).toBe(0);
    expect(result.cashInvested.transactionTaxMethod).toBe('none');
    expect(result.cashInvested.transactionTaxBands).toEqual([]);
    expect(result.cashInvested.lines).toEqual([
      { label: 'Furniture', amount: 5500 },
      { label: 'Photography', amount: 250 },
      { label: 'Compliance', amount: 350 },
      { label: 'Initial stock', amount: 400 },
      { label: 'Legal fees', amount: 300 },
      { label: 'Landlord deposit (refundable)', amount: 1096.15 },
      { label: 'Pre-launch rent (1 month)', amount: 950 },
    ]);
  });

  it('matches the hand check of January to the fourth decimal', () => {
    const january = result.months[0]!;
    expect(january.accommodationRevenue).toBe(1534.5);
    expect(january.grossRevenue).toBe(1807.3);
    expect(january.platformFees).toBe(280.1315);
    expect(january.perStayCosts).toBe(463.76);
    expect(january.grossProfit).toBe(1063.4085);
    expect(january.maintenance).toBe(54.219);
    expect(january.netCashFlow).toBe(-380.8105);
  });

  it('matches every month row of the table, in calendar order from January 2026', () => {
    expect(result.months).toHaveLength(12);
    TABLE.forEach((row, index) => {
      const month = result.months[index]!;
      const label = `month ${index + 1}`;
      const [
        days,
        tier,
        nights,
        stays,
        acc,
        cleaning,
        gross,
        platform,
        perStay,
        gp,
        maint,
        fixed,
        rent,
        ncf,
        cum,
      ] = row;
      expect({ year: month.year, month: month.month, days: month.days, tier: month.tier }).toEqual({
        year: 2026,
        month: index + 1,
        days,
        tier,
      });
      expect(month.availableNights).toBe(days);
      expectMoney(month.nights, nights, `${label} nights`);
      expectMoney(month.stays, stays, `${label} stays`);
      expectMoney(month.accommodationRevenue, acc, `${label} accommodation`);
      expectMoney(month.cleaningFeeRevenue, cleaning, `${label} cleaning fees`);
      expect(month.otherIncome).toBe(0);
      expectMoney(month.grossRevenue, gross, `${label} gross revenue`);
      expect(month.vat).toBe(0);
      expectMoney(month.platformFees, platform, `${label} platform`);
      expect(month.managementFees).toBe(0);
      expectMoney(month.perStayCosts, perStay, `${label} per-stay`);
      expectMoney(month.grossProfit, gp, `${label} gross profit`);
      expectMoney(month.maintenance, maint, `${label} maintenance`);
      expect(month.fixedCosts).toBe(fixed);
      expect(month.rent).toBe(rent);
      expect(month.debtService).toBe(0);
      expectMoney(month.netOperatingIncome, ncf, `${label} NOI`);
      expectMoney(month.netCashFlow, ncf, `${label} NCF`);
      expectMoney(month.cumulativeCashFlow, cum, `${label} cumulative`);
    });
    expect(result.months[2]!.cumulativeCashFlow).toBe(-10086.245);
  });

  it('sums the year', () => {
    const annual = result.annual;
    expect(annual.days).toBe(365);
    expect(annual.availableNights).toBe(365);
    expectMoney(annual.nights, 243.64, 'nights');
    expectMoney(annual.stays, 97.456, 'stays');
    expectMoney(annual.accommodationRevenue, 28576.6, 'accommodation');
    expectMoney(annual.cleaningFeeRevenue, 3898.24, 'cleaning fees');
    expectMoney(annual.grossRevenue, 32474.84, 'gross revenue');
    expect(annual.vat).toBe(0);
    expectMoney(annual.platformFees, 5033.6, 'platform');
    expectMoney(annual.perStayCosts, 6627.01, 'per-stay');
    expectMoney(annual.grossProfit, 20814.23, 'gross profit');
    expectMoney(annual.maintenance, 974.25, 'maintenance');
    expect(annual.fixedCosts).toBe(5280);
    expect(annual.rent).toBe(11400);
    expect(annual.debtService).toBe(0);
    expectMoney(annual.netOperatingIncome, 3159.99, 'NOI');
    expectMoney(annual.netCashFlow, 3159.99, 'NCF');
    expect(annual.netCashFlow).toBe(3159.9866);
    expect(annual.cumulativeCashFlow).toBe(result.months[11]!.cumulativeCashFlow);
  });

  it('gives the worked KPIs: occupancy, ADR, RevPAR, ROI and payback', () => {
    const kpis = result.kpis;
    expectMoney(kpis.occupancyPercent, 66.75, 'occupancy');
    expectMoney(kpis.adr, 117.29, 'ADR');
    expectMoney(kpis.revpar, 78.29, 'RevPAR');
    expectRounded(kpis.grossRoiPercent, 235.3, 1, 'gross ROI');
    expectRounded(kpis.netRoiPercent, 35.7, 1, 'net ROI');
    expect(kpis.cashOnCashPercent).toBe(kpis.netRoiPercent);
    expectRounded(kpis.simplePaybackMonths, 33.6, 1, 'simple payback');
    expect(kpis.paybackMonth).toBe(32);
    for (const purchaseOnly of [
      kpis.grossYieldPercent,
      kpis.netYieldPercent,
      kpis.capRatePercent,
      kpis.dscr,
    ]) {
      expect(purchaseOnly).toBeNull();
    }
    expect(result.mortgage).toBeNull();
  });

  it('pays back in August of year 3 (month 32), from −949.98 after July to +239.59', () => {
    // Year 2 repeats year 1 (no growth, no rent-free months): walk it from the months' NCF, exactly.
    const yearTwoEnd = new Decimal(result.projection[1]!.cumulativeCashFlow);
    expectMoney(yearTwoEnd.toNumber(), -2526.17, 'after year 2');
    let cumulative = yearTwoEnd;
    const yearThree = result.months.map((month) => (cumulative = cumulative.plus(month.netCashFlow)));
    expectMoney(yearThree[6]!.toNumber(), -949.98, 'after July of year 3');
    expectMoney(yearThree[7]!.toNumber(), 239.59, 'after August of year 3');
  });

  it('pays back in month 27 when launched in June, with June 2026 to May 2027 as the months', () => {
    const june = analyseDeal(parsed({ ...EXAMPLE_A, launchMonth: 6 }));
    expect(june.kpis.paybackMonth).toBe(27);
    expect(june.months.map((month) => `${month.year}-${month.month}`)).toEqual([
      '2026-6',
      '2026-7',
      '2026-8',
      '2026-9',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-1',
      '2027-2',
      '2027-3',
      '2027-4',
      '2027-5',
    ]);
    // The same twelve calendar months, so the same year.
    expectMoney(june.annual.netCashFlow, result.annual.netCashFlow, 'NCF');
  });

  it('breaks even at 56.1 % (low 46.2, medium 57.2, high 67.3)', () => {
    expectRounded(result.kpis.breakEvenOccupancyPercent, 56.1, 1, 'break-even');
    expectRounded(result.kpis.breakEvenByTier.low, 46.2, 1, 'low');
    expectRounded(result.kpis.breakEvenByTier.medium, 57.2, 1, 'medium');
    expectRounded(result.kpis.breakEvenByTier.high, 67.3, 1, 'high');
    // By hand: k* = fixed costs and rent / (NCF + them) = 16,680 / 19,839.99 = 0.84073.
    expectRounded((result.kpis.breakEvenByTier.low ?? 0) / 55, 0.84073, 5, 'k*');
  });

  it('projects five flat years from −cash invested', () => {
    expect(result.projection.map((year) => year.year)).toEqual([1, 2, 3, 4, 5]);
    result.projection.forEach((year, index) => {
      expectMoney(year.netCashFlow, 3159.99, `year ${year.year} NCF`);
      expectMoney(year.grossRevenue, 32474.84, `year ${year.year} gross revenue`);
      expectMoney(
        year.cumulativeCashFlow,
        -8846.15 + 3159.9866 * (index + 1),
        `year ${year.year} cumulative`,
      );
    });
  });

  it('warns only that the deposit is counted in cash invested', () => {
    expect(result.warnings.map((warning) => warning.code)).toEqual(['deposit_in_cash_invested']);
    expect(result.warnings[0]!.message).toContain('£1,096.15');
  });
});
