import { DEAL_MONTH_FIELDS, type DealResult } from '@pac/contracts';
import { describe, expect, it } from 'vitest';
import { analyseDeal, analyseDealWithFloats } from './analyse-deal.js';
import { expectMoney, parsed } from './testing/deal-test-helpers.js';
import { EXAMPLE_A, EXAMPLE_B, EXAMPLE_B_REPAYMENT, EXAMPLE_C, EXAMPLE_D } from './worked-examples.js';

describe('analyseDeal', () => {
  it('uses real calendar days: February 2028 has 29, and a launch in June 2027 runs to May 2028', () => {
    const leap = analyseDeal(parsed({ ...EXAMPLE_A, forecastYear: 2028 }));
    expect(leap.months[1]!.days).toBe(29);
    expect(leap.annual.days).toBe(366);
    const across = analyseDeal(parsed({ ...EXAMPLE_A, forecastYear: 2027, launchMonth: 6 }));
    expect(across.months[8]).toMatchObject({ year: 2028, month: 2, days: 29, tier: 'low' });
    expect(across.annual.days).toBe(366);
    expectMoney(across.months[8]!.nights, 29 * 0.55, 'nights');
  });

  it('takes blocked nights off the calendar month they belong to', () => {
    const blockedNights = [0, 0, 0, 0, 0, 0, 0, 10.5, 0, 0, 0, 0];
    const result = analyseDeal(parsed({ ...EXAMPLE_A, blockedNights, launchMonth: 6 }));
    const august = result.months.find((month) => month.month === 8)!;
    expect(august.availableNights).toBe(20.5);
    expect(august.nights).toBe(16.4);
    expect(result.annual.availableNights).toBe(354.5);
    expectMoney(result.annual.nights, 243.64 - 10.5 * 0.8, 'nights');
  });

  it('charges no rent in the first rent-free forecast months, and full rent from year 2', () => {
    const result = analyseDeal(
      parsed({ ...EXAMPLE_A, tenancy: { ...EXAMPLE_A.tenancy, rentFreeMonths: 2 } }),
    );
    expect(result.months.map((month) => month.rent)).toEqual([0, 0, ...Array(10).fill(950)]);
    expect(result.annual.rent).toBe(9_500);
    expectMoney(result.annual.netCashFlow, 3159.9866 + 1_900, 'year 1');
    expectMoney(result.projection[1]!.netCashFlow, 3159.9866, 'year 2');
    // £1,900 sooner: −626.18 after year 2, and July of year 3 (+1,189.57) crosses 0, a month before month 32.
    expect(result.kpis.paybackMonth).toBe(31);
  });

  it('grows revenue lines and cost lines by their own factors in years 2-5', () => {
    const growth = { revenuePercent: 5, costPercent: 3 };
    const result = analyseDeal(parsed({ ...EXAMPLE_A, growth }));
    const base = analyseDeal(parsed(EXAMPLE_A)).annual;
    const revenueSide = base.grossRevenue - base.vat - base.platformFees - base.managementFees;
    const percentMaintenance = base.maintenance; // 3 % of G − VAT, no fixed pot
    result.projection.forEach((year, index) => {
      const r = 1.05 ** index;
      const c = 1.03 ** index;
      expectMoney(year.grossRevenue, base.grossRevenue * r, `year ${year.year} G`);
      expectMoney(year.grossProfit, revenueSide * r - base.perStayCosts * c, `year ${year.year} GP`);
      const noi =
        (revenueSide - percentMaintenance) * r - (base.perStayCosts + base.fixedCosts + base.rent) * c;
      expectMoney(year.netOperatingIncome, noi, `year ${year.year} NOI`);
      expectMoney(year.netCashFlow, noi, `year ${year.year} NCF`);
    });
    const cumulative = result.projection.reduce((sum, year) => sum + year.netCashFlow, -8846.15);
    expectMoney(result.projection[4]!.cumulativeCashFlow, cumulative, 'cumulative');
  });

  it('counts contingency on the bought items, and a cash purchase as its price', () => {
    const result = analyseDeal(
      parsed({
        ...EXAMPLE_B,
        nation: 'scotland',
        purchase: { price: 250_000, manualTransactionTax: 8_600 },
        mortgage: undefined,
        setup: { ...EXAMPLE_B.setup, contingencyPercent: 5 },
      }),
    );
    const lines = result.cashInvested.lines;
    // 5 % of furniture, refurbishment, photography and compliance (not legal, survey or broker fees).
    expect(lines.find((line) => line.label === 'Contingency (5%)')?.amount).toBe(900);
    expect(lines.slice(-2)).toEqual([
      { label: 'Purchase price', amount: 250_000 },
      { label: 'Land and Buildings Transaction Tax (entered)', amount: 8_600 },
    ]);
    expect(result.cashInvested.total).toBe(22_399 + 900 + 250_000 + 8_600);
    expect(result.mortgage).toBeNull();
    expect(result.kpis.dscr).toBeNull();
    // Net yield's denominator: price + tax + legal + survey.
    expectMoney(
      result.kpis.netYieldPercent,
      (result.annual.netOperatingIncome * 100) / (250_000 + 8_600 + 1_800 + 600),
      'net yield',
    );
  });

  it('finds break-even with other income net of its VAT, management and maintenance', () => {
    const input = parsed({
      ...EXAMPLE_B,
      otherIncomeMonthly: 300,
      vat: { mode: 'standard' },
    });
    const result = analyseDeal(input);
    // a = 12 × (300 × 5/6 × (1 − 20 % − 5 %) − 400) − 10,312.50.
    const a = 12 * (300 * (5 / 6) * 0.75 - 400) - 10_312.5;
    const k = -a / (result.annual.netCashFlow - a);
    expectMoney(result.kpis.breakEvenOccupancyPercent, k * (result.kpis.occupancyPercent ?? 0), 'break-even');
    expectMoney(result.kpis.breakEvenByTier.high, k * 90, 'high');
  });

  it('breaks even at 0 when an empty year already makes money, and is null when no booking pays', () => {
    const income = analyseDeal(parsed({ ...EXAMPLE_C, otherIncomeMonthly: 5_000 }));
    expect(income.kpis.breakEvenOccupancyPercent).toBe(0);
    expect(income.kpis.breakEvenByTier).toEqual({ low: 0, medium: 0, high: 0 });
    const losing = analyseDeal(parsed({ ...EXAMPLE_A, perStay: { cleaning: 500 } }));
    expect(losing.kpis.breakEvenOccupancyPercent).toBeNull();
    expect(losing.kpis.breakEvenByTier).toEqual({ low: null, medium: null, high: null });
  });

  it('answers null for tiers no month uses and for ratios over nothing', () => {
    const empty = analyseDeal(
      parsed({
        ...EXAMPLE_A,
        seasons: { tierOfMonth: Array(12).fill('medium'), medium: { rate: 100, occupancy: 0 } },
      }),
    );
    expect(empty.kpis.occupancyPercent).toBe(0);
    expect(empty.kpis.adr).toBeNull();
    expect(empty.kpis.revpar).toBe(0);
    expect(empty.kpis.breakEvenByTier.low).toBeNull();
    expect(empty.kpis.simplePaybackMonths).toBeNull();
  });

  it('has every DealResult field, months with the contract fields', () => {
    const result = analyseDeal(parsed(EXAMPLE_D));
    expect(Object.keys(result).sort()).toEqual(
      [
        'annual',
        'cashInvested',
        'kpis',
        'months',
        'mortgage',
        'partners',
        'projection',
        // A9.8's decision measures.
        'sensitivity',
        'stress',
        'returns',
        'refinance',
        'tax',
        'warnings',
      ].sort(),
    );
    for (const field of DEAL_MONTH_FIELDS) expect(typeof result.months[0]![field]).toBe('number');
    expect(Object.keys(result.annual).sort()).toEqual([...DEAL_MONTH_FIELDS].sort());
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
  });
});

describe('analyseDealWithFloats (the benchmark ceiling)', () => {
  /** Every number of two results, side by side. */
  const pairs = (a: unknown, b: unknown, path: string, out: [string, number, number][]) => {
    if (typeof a === 'number' && typeof b === 'number') out.push([path, a, b]);
    else if (a && b && typeof a === 'object' && typeof b === 'object') {
      for (const key of Object.keys(a)) {
        pairs(
          (a as Record<string, unknown>)[key],
          (b as Record<string, unknown>)[key],
          `${path}.${key}`,
          out,
        );
      }
    } else expect(b, path).toEqual(a);
    return out;
  };

  it.each([
    ['A', EXAMPLE_A],
    ['B', EXAMPLE_B],
    ['B repayment', EXAMPLE_B_REPAYMENT],
    ['C', EXAMPLE_C],
    ['D', EXAMPLE_D],
  ])('computes the same deal as decimal arithmetic for Example %s (to a hair)', (_, draft) => {
    const input = parsed(draft);
    const exact: DealResult = analyseDeal(input);
    const float: DealResult = analyseDealWithFloats(input);
    for (const [path, a, b] of pairs(exact, float, 'result', [])) {
      expect(Math.abs(a - b), path).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(a)));
    }
    expect(float.warnings).toEqual(exact.warnings);
  });
});
