import { type DealInputDraft, DEAL_WARNING_CODES, type DealWarningCode } from '@pac/contracts';
import { describe, expect, it } from 'vitest';
import { analyseDeal } from './analyse-deal.js';
import { parsed } from './testing/deal-test-helpers.js';
import { EXAMPLE_A, EXAMPLE_B } from './worked-examples.js';

const codes = (draft: DealInputDraft): DealWarningCode[] =>
  analyseDeal(parsed(draft)).warnings.map((warning) => warning.code);
const has = (draft: DealInputDraft, code: DealWarningCode) => codes(draft).includes(code);

/** Example A (a rent-to-rent flat) without its deposit warning: a quiet base to switch single warnings on. */
const QUIET: DealInputDraft = {
  ...EXAMPLE_A,
  tenancy: {
    monthlyRent: 950,
    deposit: 1096.15,
    includeDepositInCashInvested: false,
    preLaunchRentMonths: 1,
  },
};
const seasons = EXAMPLE_A.seasons!;

describe('deal warnings', () => {
  it('lists nothing for a quiet deal', () => {
    expect(codes(QUIET)).toEqual([]);
  });

  it('lists warnings in DEAL_WARNING_CODES order, one per code, with messages naming the numbers', () => {
    const result = analyseDeal(
      parsed({
        ...EXAMPLE_A,
        nation: 'scotland',
        platformFeePercent: 2,
        seasons: { ...seasons, high: { rate: 80, occupancy: 90, averageStay: 30 } },
      }),
    );
    const listed = result.warnings.map((warning) => warning.code);
    expect(listed).toEqual(
      [...listed].sort((a, b) => DEAL_WARNING_CODES.indexOf(a) - DEAL_WARNING_CODES.indexOf(b)),
    );
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed).toEqual(
      expect.arrayContaining([
        'occupancy_high',
        'rates_not_ordered',
        'long_stays_vat',
        'platform_fee_unusual',
      ]),
    );
    const message = (code: DealWarningCode) =>
      result.warnings.find((warning) => warning.code === code)?.message;
    expect(message('platform_fee_unusual')).toContain('2%');
    expect(message('long_stays_vat')).toContain('30 nights');
    expect(message('rates_not_ordered')).toContain('£80');
  });

  it('occupancy_high: a tier some month uses above 85 % (not at 85, not an unused tier)', () => {
    expect(
      has({ ...QUIET, seasons: { ...seasons, high: { rate: 145, occupancy: 85 } } }, 'occupancy_high'),
    ).toBe(false);
    expect(
      has({ ...QUIET, seasons: { ...seasons, high: { rate: 145, occupancy: 85.5 } } }, 'occupancy_high'),
    ).toBe(true);
    const lowOnly = { ...seasons, tierOfMonth: Array(12).fill('low'), high: { rate: 145, occupancy: 95 } };
    expect(has({ ...QUIET, seasons: lowOnly }, 'occupancy_high')).toBe(false);
  });

  it('occupancy_low and adr_unusual follow the blended occupancy and the ADR', () => {
    const quiet = {
      ...seasons,
      low: { rate: 30, occupancy: 20 },
      medium: { rate: 35, occupancy: 30 },
      high: { rate: 38, occupancy: 40 },
    };
    expect(codes({ ...QUIET, seasons: quiet })).toEqual(
      expect.arrayContaining(['occupancy_low', 'adr_unusual', 'negative_cash_flow', 'low_cash_on_cash']),
    );
    const luxury = {
      ...seasons,
      low: { rate: 600, occupancy: 55 },
      medium: { rate: 700, occupancy: 68 },
      high: { rate: 800, occupancy: 80 },
    };
    expect(has({ ...QUIET, seasons: luxury }, 'adr_unusual')).toBe(true);
  });

  it('rates_not_ordered only when all three tiers have rates', () => {
    const twoTiers = {
      ...seasons,
      tierOfMonth: Array(12).fill('low'),
      low: { rate: 200, occupancy: 55 },
      medium: {},
      high: {},
    };
    expect(has({ ...QUIET, seasons: twoTiers }, 'rates_not_ordered')).toBe(false);
    expect(
      has({ ...QUIET, seasons: { ...seasons, low: { rate: 120, occupancy: 55 } } }, 'rates_not_ordered'),
    ).toBe(true);
  });

  it('cleaning_cost_unusual only for an entered cleaning cost outside £25–£200', () => {
    const perStay = (cleaning: number) => ({ ...QUIET, perStay: { cleaning, laundry: 15, consumables: 8 } });
    expect(has(perStay(0), 'cleaning_cost_unusual')).toBe(false);
    expect(has(perStay(25), 'cleaning_cost_unusual')).toBe(false);
    expect(has(perStay(24.99), 'cleaning_cost_unusual')).toBe(true);
    expect(has(perStay(200.01), 'cleaning_cost_unusual')).toBe(true);
  });

  it('platform_fee_unusual below 3 % or above 25 %', () => {
    expect(has({ ...QUIET, platformFeePercent: 3 }, 'platform_fee_unusual')).toBe(false);
    expect(has({ ...QUIET, platformFeePercent: 25.5 }, 'platform_fee_unusual')).toBe(true);
  });

  it('break_even_high above 65 %', () => {
    expect(has({ ...QUIET, tenancy: { monthlyRent: 1200 } }, 'break_even_high')).toBe(true);
    expect(has(QUIET, 'break_even_high')).toBe(false);
  });

  it('low_dscr and high_ltv for purchases: DSCR below 1.25, LTV above (not at) 75 %', () => {
    expect(has(EXAMPLE_B, 'low_dscr')).toBe(false);
    expect(has(EXAMPLE_B, 'high_ltv')).toBe(false);
    const highLoan = { ...EXAMPLE_B, mortgage: { loanAmount: 187_500.01, interestRatePercent: 5.5 } };
    expect(has(highLoan, 'high_ltv')).toBe(true);
    expect(has({ ...EXAMPLE_B, mortgage: undefined }, 'low_dscr')).toBe(false);
  });

  it('vat_threshold above £90,000 and vat_threshold_near from £80,000 to £90,000, only when not registered', () => {
    const withOther = (otherIncomeMonthly: number, mode: 'not_registered' | 'standard' = 'not_registered') =>
      codes({ ...QUIET, otherIncomeMonthly, vat: { mode } });
    // Example A grosses £32,474.84; other income lifts it by 12 × the monthly amount.
    expect(withOther((80_000 - 32_474.84) / 12)).toContain('vat_threshold_near');
    expect(withOther((90_000 - 32_474.84) / 12)).toContain('vat_threshold_near');
    expect(withOther((90_000.01 - 32_474.84) / 12)).toContain('vat_threshold');
    expect(withOther((79_999.99 - 32_474.84) / 12)).not.toContain('vat_threshold_near');
    expect(withOther(6_000, 'standard')).not.toContain('vat_threshold');
  });

  it('london_90_nights for an entire home in Greater London booked over 90 nights', () => {
    expect(has({ ...QUIET, inGreaterLondon: true }, 'london_90_nights')).toBe(true);
    expect(has({ ...QUIET, inGreaterLondon: true, entireHome: false }, 'london_90_nights')).toBe(false);
  });

  it('business_rates_test (England, Scotland), wales_thresholds and scotland_licence by nation', () => {
    const blocked = { ...QUIET, blockedNights: [31, 28, 31, 30, 31, 0, 0, 0, 30, 31, 30, 31] };
    expect(has(blocked, 'business_rates_test')).toBe(true);
    expect(has(QUIET, 'business_rates_test')).toBe(false);
    expect(codes({ ...blocked, nation: 'scotland' })).toEqual(
      expect.arrayContaining(['business_rates_test', 'scotland_licence']),
    );
    expect(codes({ ...QUIET, nation: 'scotland' })).toContain('scotland_licence');
    // Example A: 365 available and 243.64 booked nights, over Wales's 252 / 182 too.
    expect(codes({ ...QUIET, nation: 'wales' })).toEqual([]);
    const welsh = codes({
      ...QUIET,
      nation: 'wales',
      blockedNights: [31, 28, 0, 0, 0, 0, 0, 0, 0, 0, 30, 31],
    });
    expect(welsh).toContain('wales_thresholds');
    expect(welsh).not.toContain('business_rates_test');
    expect(codes({ ...QUIET, nation: 'northern_ireland' })).toEqual([]);
  });

  it('transaction_tax_manual for a Scottish or Welsh purchase, company_over_500k above £500,000', () => {
    const welsh = {
      ...EXAMPLE_B,
      nation: 'wales' as const,
      purchase: { price: 250_000, manualTransactionTax: 9_000 },
    };
    const result = analyseDeal(parsed(welsh));
    expect(result.cashInvested.transactionTax).toBe(9_000);
    expect(result.cashInvested.transactionTaxMethod).toBe('manual');
    expect(result.warnings.map((warning) => warning.code)).toContain('transaction_tax_manual');
    expect(has({ ...EXAMPLE_B, purchase: { price: 500_000, company: true } }, 'company_over_500k')).toBe(
      false,
    );
    expect(has({ ...EXAMPLE_B, purchase: { price: 500_001, company: true } }, 'company_over_500k')).toBe(
      true,
    );
  });

  it('deposit_in_cash_invested only for a counted deposit above 0', () => {
    expect(has(EXAMPLE_A, 'deposit_in_cash_invested')).toBe(true);
    expect(has(QUIET, 'deposit_in_cash_invested')).toBe(false);
    expect(has({ ...EXAMPLE_A, tenancy: { monthlyRent: 950, deposit: 0 } }, 'deposit_in_cash_invested')).toBe(
      false,
    );
  });
});
