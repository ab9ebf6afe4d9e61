import { type DealInput, type DealInputDraft, dealInputSchema, DEAL_TIERS } from '@pac/contracts';
import fc from 'fast-check';

/** Pounds and pence between `min` and `max` pounds. */
const money = (min: number, max: number) =>
  fc.integer({ min: Math.round(min * 100), max: Math.round(max * 100) }).map((pence) => pence / 100);
/** A percentage with one decimal between `min` and `max`. */
const percent = (min: number, max: number) =>
  fc.integer({ min: min * 10, max: max * 10 }).map((tenths) => tenths / 10);
/** Mostly zero, as most optional amounts are. */
const usuallyZero = (arbitrary: fc.Arbitrary<number>) =>
  fc.oneof({ weight: 3, arbitrary: fc.constant(0) }, { weight: 2, arbitrary });

const season = fc.record({
  rate: money(1, 1_500),
  occupancy: percent(0, 100),
  averageStay: fc.integer({ min: 10, max: 400 }).map((tenths) => tenths / 10),
});

/** Profit shares of 1-4 partners adding up to exactly 100 (in hundredths of a percent). */
const members = fc.integer({ min: 1, max: 4 }).chain((count) =>
  fc
    .tuple(
      fc.array(fc.integer({ min: 1, max: 100 }), { minLength: count, maxLength: count }),
      fc.array(usuallyZero(money(1, 60_000)), { minLength: count, maxLength: count }),
    )
    .map(([weights, capitals]) => {
      const total = weights.reduce((sum, weight) => sum + weight, 0);
      const basisPoints = weights.map((weight) => Math.floor((weight * 10_000) / total));
      basisPoints[0]! += 10_000 - basisPoints.reduce((sum, points) => sum + points, 0);
      return basisPoints.map((points, index) => ({
        name: `Partner ${index + 1}`,
        capital: capitals[index]!,
        profitSharePercent: points / 100,
      }));
    }),
);

const partners = fc.record({
  splitMode: fc.constantFrom('straight', 'capital_first', 'pref_then_split'),
  prefRatePercent: percent(0, 25),
  years: fc.integer({ min: 1, max: 10 }),
  members,
});

const mortgageFor = (price: number) =>
  fc.record({
    loanAmount: fc.integer({ min: 0, max: 100 }).map((share) => Math.floor(price * share) / 100),
    interestRatePercent: percent(0, 12),
    repayment: fc.constantFrom('interest_only', 'repayment'),
    termYears: fc.integer({ min: 1, max: 40 }),
  });

const common = {
  name: fc.constant('Generated deal'),
  nation: fc.constantFrom('england', 'northern_ireland', 'scotland', 'wales'),
  inGreaterLondon: fc.boolean(),
  entireHome: fc.boolean(),
  forecastYear: fc.integer({ min: 2024, max: 2030 }),
  launchMonth: fc.integer({ min: 1, max: 12 }),
  blockedNights: fc.array(usuallyZero(fc.integer({ min: 1, max: 28 })), { minLength: 12, maxLength: 12 }),
  seasons: fc.record({
    tierOfMonth: fc.array(fc.constantFrom(...DEAL_TIERS), { minLength: 12, maxLength: 12 }),
    low: season,
    medium: season,
    high: season,
  }),
  guestCleaningFee: usuallyZero(money(1, 150)),
  otherIncomeMonthly: usuallyZero(money(1, 800)),
  platformFeePercent: percent(0, 30),
  managementFeePercent: usuallyZero(percent(0, 30)),
  vat: fc.record({
    mode: fc.constantFrom('not_registered', 'standard', 'flat_rate'),
    flatRatePercent: percent(0, 15),
  }),
  perStay: fc.record({
    cleaning: usuallyZero(money(1, 150)),
    laundry: money(0, 40),
    consumables: money(0, 20),
  }),
  maintenancePercent: percent(0, 10),
  maintenanceMonthly: usuallyZero(money(1, 200)),
  fixedMonthly: fc.record({
    utilities: money(0, 500),
    councilTaxOrRates: usuallyZero(money(1, 400)),
    insurance: money(0, 100),
    other: usuallyZero(money(1, 300)),
  }),
  setup: fc.record({
    furniture: money(0, 20_000),
    photography: usuallyZero(money(1, 800)),
    legalFees: usuallyZero(money(1, 3_000)),
    sourcingFee: usuallyZero(money(1, 5_000)),
    contingencyPercent: usuallyZero(percent(0, 20)),
  }),
  growth: fc.record({
    revenuePercent: usuallyZero(percent(-20, 20)),
    costPercent: usuallyZero(percent(-20, 20)),
  }),
  partners: fc.option(partners, { nil: undefined }),
  // A9.2's decision inputs: realistic values, the steps in any order.
  exit: fc.record({ capitalGrowthPercent: percent(-10, 10), sellingCostsPercent: percent(0, 5) }),
  stress: fc.record({ ratePoints: percent(0, 5) }),
  sensitivity: fc.record({
    rateSteps: fc.array(fc.integer({ min: -50, max: 50 }), { minLength: 1, maxLength: 7 }),
    occupancySteps: fc.array(fc.integer({ min: -50, max: 50 }), { minLength: 1, maxLength: 7 }),
  }),
  tax: fc.record({
    owner: fc.constantFrom('none', 'individual', 'company'),
    otherIncome: usuallyZero(money(1, 200_000)),
    scottishTaxpayer: fc.constant(false),
  }),
};

const tenancyDeal = fc.record({
  ...common,
  model: fc.constantFrom('rent_to_rent', 'lease'),
  tenancy: fc.record({
    monthlyRent: money(100, 6_000),
    rentFreeMonths: usuallyZero(fc.integer({ min: 1, max: 4 })),
    deposit: usuallyZero(money(1, 6_000)),
    includeDepositInCashInvested: fc.boolean(),
    preLaunchRentMonths: fc.integer({ min: 0, max: 2 }),
  }),
});

const purchaseDeal = money(20_000, 2_500_000).chain((price) =>
  fc.record({
    ...common,
    model: fc.constant('purchase'),
    purchase: fc.record({
      price: fc.constant(price),
      additionalProperty: fc.boolean(),
      nonUkResident: fc.boolean(),
      company: fc.boolean(),
      manualTransactionTax: usuallyZero(money(1, 100_000)),
    }),
    mortgage: fc.option(mortgageFor(price), { nil: undefined }),
    refinance: fc.option(
      fc.record({
        afterMonths: fc.integer({ min: 1, max: 60 }),
        valuation: money(20_000, 3_000_000),
        loanToValuePercent: percent(0, 85),
        interestRatePercent: percent(0, 10),
        repayment: fc.constantFrom('interest_only', 'repayment'),
        termYears: fc.integer({ min: 5, max: 35 }),
        fees: money(0, 5_000),
      }),
      { nil: undefined },
    ),
  }),
);

/** Drafts of valid deals of every model (within DealInput's ranges), as the analyser's form would send them. */
export const dealDraft: fc.Arbitrary<DealInputDraft> = fc.oneof(
  tenancyDeal,
  purchaseDeal,
) as fc.Arbitrary<DealInputDraft>;

/** Valid inputs: generated drafts through the contract's own parser, so the defaults are the real ones. */
export const dealInput: fc.Arbitrary<DealInput> = dealDraft.map((draft) => dealInputSchema.parse(draft));
