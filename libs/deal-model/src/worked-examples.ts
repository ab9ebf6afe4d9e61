import type { DealInputDraft, DealPartners, DealTier } from '@pac/contracts';

/**
 * The published worked examples of the deal calculator as inputs (2026 calendar, January launch): the model's
 * tests, the throughput measurement, and sample deals for the analyser.
 */

/**
 * The city examples' seasons: low Jan–Mar and Nov, high Jun–Aug, medium otherwise (the analyser's default tiers, a
 * test holds the two equal). Written out rather than imported: this module is data the browser bundles beside the
 * analyser, and a run-time import from @pac/contracts made a chunk cycle (analyser ↔ worked examples) that threw
 * while the calculator loaded; `worked-examples.test.ts` keeps it free of run-time imports.
 */
const CITY_TIERS: readonly DealTier[] = [
  'low',
  'low',
  'low',
  'medium',
  'medium',
  'high',
  'high',
  'high',
  'medium',
  'medium',
  'low',
  'medium',
];

/** Example A: rent-to-rent 2-bed city flat (month by month, payback, break-even). */
export const EXAMPLE_A: DealInputDraft = {
  name: 'Example A: rent-to-rent 2-bed city flat',
  model: 'rent_to_rent',
  forecastYear: 2026,
  launchMonth: 1,
  // Deposit: 5 weeks' rent = 950 × 12 ÷ 52 × 5.
  tenancy: { monthlyRent: 950, deposit: 1096.15, includeDepositInCashInvested: true, preLaunchRentMonths: 1 },
  seasons: {
    tierOfMonth: [...CITY_TIERS],
    low: { rate: 90, occupancy: 55, averageStay: 2.5 },
    medium: { rate: 115, occupancy: 68, averageStay: 2.5 },
    high: { rate: 145, occupancy: 80, averageStay: 2.5 },
  },
  guestCleaningFee: 40,
  platformFeePercent: 15.5,
  managementFeePercent: 0,
  vat: { mode: 'not_registered' },
  perStay: { cleaning: 45, laundry: 15, consumables: 8 },
  maintenancePercent: 3,
  fixedMonthly: { utilities: 180, councilTaxOrRates: 140, internet: 35, insurance: 40, software: 45 },
  setup: { furniture: 5500, photography: 250, compliance: 350, initialStock: 400, legalFees: 300 },
};

/** The city tiers but for a low December, as on the coast. */
const COASTAL_TIERS: readonly DealTier[] = [...CITY_TIERS.slice(0, 11), 'low'];

/** Example B: purchase, 3-bed coastal holiday let, England, additional property, interest-only. */
export const EXAMPLE_B: DealInputDraft = {
  name: 'Example B: 3-bed coastal holiday let',
  nation: 'england',
  model: 'purchase',
  forecastYear: 2026,
  launchMonth: 1,
  purchase: { price: 250_000, additionalProperty: true },
  seasons: {
    tierOfMonth: [...COASTAL_TIERS],
    low: { rate: 110, occupancy: 40, averageStay: 3 },
    medium: { rate: 150, occupancy: 65, averageStay: 3.5 },
    high: { rate: 220, occupancy: 90, averageStay: 5 },
  },
  guestCleaningFee: 60,
  platformFeePercent: 15.5,
  managementFeePercent: 20,
  perStay: { cleaning: 70, laundry: 25, consumables: 10 },
  maintenancePercent: 5,
  fixedMonthly: { utilities: 250, councilTaxOrRates: 0, internet: 40, insurance: 60, software: 50 },
  setup: {
    furniture: 12_000,
    refurbishment: 5_000,
    photography: 400,
    compliance: 600,
    legalFees: 1_800,
    survey: 600,
    brokerFees: 1_999,
  },
  mortgage: { loanAmount: 187_500, interestRatePercent: 5.5, repayment: 'interest_only', termYears: 25 },
};

/** Example B's variant: the same loan on a 25-year repayment mortgage. */
export const EXAMPLE_B_REPAYMENT: DealInputDraft = {
  ...EXAMPLE_B,
  name: 'Example B (repayment): 3-bed coastal holiday let',
  mortgage: { loanAmount: 187_500, interestRatePercent: 5.5, repayment: 'repayment', termYears: 25 },
};

/** Example C: 5-bed contractor house on rent-to-rent, over the VAT threshold (not registered). */
export const EXAMPLE_C: DealInputDraft = {
  name: 'Example C: 5-bed contractor house',
  model: 'rent_to_rent',
  forecastYear: 2026,
  launchMonth: 1,
  tenancy: { monthlyRent: 2_000 },
  seasons: {
    tierOfMonth: [...COASTAL_TIERS],
    low: { rate: 280, occupancy: 75, averageStay: 7 },
    medium: { rate: 320, occupancy: 82, averageStay: 7 },
    high: { rate: 380, occupancy: 88, averageStay: 6 },
  },
  guestCleaningFee: 0,
  platformFeePercent: 12,
  perStay: { cleaning: 90, laundry: 40, consumables: 15 },
  maintenancePercent: 4,
  fixedMonthly: { utilities: 450, councilTaxOrRates: 260, internet: 40, insurance: 75, software: 60 },
};

/** Example D: Example A as a JV; the investor funds all the cash, the operator none, profits 50/50. */
export const exampleDPartners = (splitMode: DealPartners['splitMode'], years = 5): DealPartners => ({
  splitMode,
  prefRatePercent: 8,
  years,
  members: [
    { name: 'Investor', capital: 8846.15, profitSharePercent: 50 },
    { name: 'Operator', capital: 0, profitSharePercent: 50 },
  ],
});

export const EXAMPLE_D: DealInputDraft = {
  ...EXAMPLE_A,
  name: 'Example D: Example A as a JV',
  partners: exampleDPartners('pref_then_split'),
};
