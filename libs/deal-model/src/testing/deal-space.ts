import {
  CAPITAL_GROWTH_RANGE,
  DEAL_TIERS,
  MAX_MONEY_AMOUNT,
  MAX_NIGHTLY_RATE,
  MAX_PARTNERS,
  MAX_PER_STAY_AMOUNT,
  MAX_PROPERTY_AMOUNT,
  MIN_MONEY_AMOUNT,
  MIN_PERCENT,
  NATIONS,
  REFINANCE_MONTHS_RANGE,
  SELLING_COSTS_RANGE,
  SENSITIVITY_STEP_COUNT,
  SENSITIVITY_STEP_RANGE,
  SETUP_ITEMS,
  SPLIT_MODES,
  STRESS_POINTS_RANGE,
  TAX_OWNERS,
  VAT_MODES,
  DEAL_MESSAGES as M,
  daysInMonth,
  dealFieldLabel,
  forecastCalendar,
  formatPercentTotal,
  type DealInputDraft,
} from '@pac/contracts';
import fc from 'fast-check';

/**
 * The fast-check these arbitraries are built with, for the tests that run them: a second copy of the library (another
 * workspace's) would not accept them as its own.
 */
export { fc };

/**
 * The whole space of DealInput that the contract accepts (A3, A5, A8, A9.1), edges included: every money field from
 * £0 to its bound (the bound itself, a penny under it, any double in between), percentages down to the smallest
 * accepted, growth from just above -100 % to 100 %, every forecast year (leap years and 2100's plain February) and
 * launch month, every model, mortgage and partnership shape, names of any printable text. Unlike
 * `deal-arbitraries.ts` (realistic deals for the model's arithmetic properties), it is for "nothing accepted breaks".
 */

/** Mostly the edges and realistic amounts, sometimes any double in range: the bounds get hit, not just neared. */
const edgesOr = (edges: number[], ...others: fc.Arbitrary<number>[]) =>
  fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...edges) },
    ...others.map((arbitrary) => ({ weight: 2, arbitrary })),
  );

/** Pounds from £0 (or a penny, `required`) to `max`. */
export const amountUpTo = (max: number, required = false) =>
  edgesOr(
    required
      ? [MIN_MONEY_AMOUNT, max, max - MIN_MONEY_AMOUNT]
      : [0, MIN_MONEY_AMOUNT, max, max - MIN_MONEY_AMOUNT],
    fc.integer({ min: required ? 1 : 0, max: Math.round(max * 100) }).map((pence) => pence / 100),
    fc.double({ min: MIN_MONEY_AMOUNT, max, noNaN: true }),
  );

/** A percentage from 0 to `max` (any other than 0 at least MIN_PERCENT); `below`: strictly under `max`. */
const percentUpTo = (max: number, below = false) =>
  max <= MIN_PERCENT
    ? fc.constant(0)
    : edgesOr(
        below ? [0, MIN_PERCENT] : [0, MIN_PERCENT, max],
        fc
          .integer({ min: 0, max: below ? Math.max(0, Math.ceil(max * 10) - 1) : Math.floor(max * 10) })
          .map((tenths) => tenths / 10),
        fc.double({ min: MIN_PERCENT, max, maxExcluded: below, noNaN: true }),
      );

/** Any finite double: what A8 leaves unchecked (an interest-only loan's term) may be anything. */
const anyFinite = fc.double({ noNaN: true, noDefaultInfinity: true });

/** Printable text of 1 to `max` characters that is not blank once trimmed. */
const text = (max: number) =>
  fc
    .oneof(
      fc.string({ minLength: 1, maxLength: max, unit: 'grapheme-ascii' }),
      fc.string({ minLength: 1, maxLength: Math.min(max, 30), unit: 'grapheme' }),
    )
    .filter((value) => value.trim().length > 0 && value.length <= max);

const season = (used: boolean) =>
  fc.record(
    {
      rate: used
        ? amountUpTo(MAX_NIGHTLY_RATE, true)
        : fc.option(amountUpTo(MAX_NIGHTLY_RATE), { nil: undefined }),
      occupancy: percentUpTo(100),
      averageStay: edgesOr([1, 2.5, 365], fc.double({ min: 1, max: 365, noNaN: true })),
    },
    { requiredKeys: used ? ['rate'] : [] },
  );

const seasons = fc
  .array(fc.constantFrom(...DEAL_TIERS), { minLength: 12, maxLength: 12 })
  .chain((tierOfMonth) =>
    fc.record({
      tierOfMonth: fc.constant(tierOfMonth),
      low: season(tierOfMonth.includes('low')),
      medium: season(tierOfMonth.includes('medium')),
      high: season(tierOfMonth.includes('high')),
    }),
  );

/** Blocked nights of each calendar month, up to all of its days in the forecast's calendar. */
const blockedNights = (forecastYear: number, launchMonth: number) => {
  const days = Array<number>(12);
  for (const { year, month } of forecastCalendar(forecastYear, launchMonth))
    days[month - 1] = daysInMonth(year, month);
  return fc.tuple(
    ...days.map((count) =>
      fc.oneof(
        { weight: 6, arbitrary: fc.constant(0) },
        { weight: 1, arbitrary: fc.constantFrom(count!, 1) },
        { weight: 1, arbitrary: fc.double({ min: 0, max: count!, noNaN: true }) },
      ),
    ),
  );
};

/** Platform, management and maintenance percentages totalling under 100 (A5), each from 0 to what is left. */
const percentageCosts = percentUpTo(100, true).chain((platform) =>
  percentUpTo(100 - platform, true).chain((management) =>
    percentUpTo(100 - platform - management, true).map((maintenance) => ({
      platformFeePercent: platform,
      managementFeePercent: management,
      maintenancePercent: maintenance,
    })),
  ),
);

const keysOf = <K extends string>(keys: readonly K[], value: fc.Arbitrary<number>) =>
  fc.record(Object.fromEntries(keys.map((key) => [key, value])) as Record<K, fc.Arbitrary<number>>, {
    requiredKeys: [],
  });

const FIXED_MONTHLY = [
  'utilities',
  'councilTaxOrRates',
  'insurance',
  'internet',
  'software',
  'licences',
  'serviceCharge',
  'accountancy',
  'other',
] as const;

/** Any number of a range (A9.2), its ends included. */
function within(range: { min: number; max: number }) {
  return edgesOr([range.min, 0, range.max], fc.double({ min: range.min, max: range.max, noNaN: true }));
}

const sensitivitySteps = fc.array(within(SENSITIVITY_STEP_RANGE), {
  minLength: SENSITIVITY_STEP_COUNT.min,
  maxLength: SENSITIVITY_STEP_COUNT.max,
});

/** 1-10 partners whose profit shares add up to 100 (within A5's ±0.01), some of them 0, capital up to its bound. */
const partners = fc.record({
  splitMode: fc.constantFrom(...SPLIT_MODES),
  prefRatePercent: percentUpTo(25),
  years: fc.integer({ min: 1, max: 10 }),
  members: fc
    .array(
      fc.record({
        name: text(60),
        capital: amountUpTo(MAX_MONEY_AMOUNT),
        weight: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 1_000 })),
      }),
      { minLength: 1, maxLength: MAX_PARTNERS },
    )
    .map((members) => {
      if (members.every((member) => member.weight === 0)) members[0]!.weight = 1;
      const total = members.reduce((sum, member) => sum + member.weight, 0);
      return members.map(({ weight, ...member }) => ({
        ...member,
        profitSharePercent: (100 * weight) / total,
      }));
    }),
});

const common = fc
  .record({
    forecastYear: edgesOr([2000, 2024, 2028, 2100], fc.integer({ min: 2000, max: 2100 })),
    launchMonth: fc.integer({ min: 1, max: 12 }),
  })
  .chain(({ forecastYear, launchMonth }) =>
    fc.record(
      {
        name: text(120),
        nation: fc.constantFrom(...NATIONS),
        inGreaterLondon: fc.boolean(),
        entireHome: fc.boolean(),
        forecastYear: fc.constant(forecastYear),
        launchMonth: fc.constant(launchMonth),
        blockedNights: blockedNights(forecastYear, launchMonth),
        seasons,
        guestCleaningFee: amountUpTo(MAX_PER_STAY_AMOUNT),
        otherIncomeMonthly: amountUpTo(MAX_MONEY_AMOUNT),
        percentageCosts,
        vat: fc.record({ mode: fc.constantFrom(...VAT_MODES), flatRatePercent: percentUpTo(100) }),
        perStay: keysOf(['cleaning', 'laundry', 'consumables'], amountUpTo(MAX_PER_STAY_AMOUNT)),
        maintenanceMonthly: amountUpTo(MAX_MONEY_AMOUNT),
        fixedMonthly: keysOf(FIXED_MONTHLY, amountUpTo(MAX_MONEY_AMOUNT)),
        setup: fc
          .tuple(keysOf(SETUP_ITEMS, amountUpTo(MAX_MONEY_AMOUNT)), percentUpTo(100))
          .map(([items, contingencyPercent]) => ({ ...items, contingencyPercent })),
        growth: fc.record({
          revenuePercent: edgesOr(
            [0, 100, -99.99999999999999],
            fc.double({ min: -100, max: 100, minExcluded: true, noNaN: true }),
          ),
          costPercent: edgesOr(
            [0, 100, -99.99999999999999],
            fc.double({ min: -100, max: 100, minExcluded: true, noNaN: true }),
          ),
        }),
        partners,
        exit: fc.record({
          capitalGrowthPercent: within(CAPITAL_GROWTH_RANGE),
          sellingCostsPercent: within(SELLING_COSTS_RANGE),
        }),
        stress: fc.record({ ratePoints: percentUpTo(STRESS_POINTS_RANGE.max) }),
        sensitivity: fc.record({ rateSteps: sensitivitySteps, occupancySteps: sensitivitySteps }),
        tax: fc.record({
          owner: fc.constantFrom(...TAX_OWNERS),
          otherIncome: amountUpTo(MAX_MONEY_AMOUNT),
          scottishTaxpayer: fc.boolean(),
        }),
      },
      { requiredKeys: ['name', 'forecastYear', 'launchMonth', 'seasons', 'percentageCosts'] },
    ),
  )
  .map(({ percentageCosts: costs, ...rest }) => ({ ...rest, ...costs }));

/** A9.2's refinance block, any field left out taking its default. */
const refinance = fc.record(
  {
    afterMonths: fc.integer(REFINANCE_MONTHS_RANGE),
    valuation: amountUpTo(MAX_PROPERTY_AMOUNT),
    loanToValuePercent: percentUpTo(100),
    interestRatePercent: percentUpTo(25),
    repayment: fc.constantFrom('interest_only' as const, 'repayment' as const),
    termYears: fc.integer({ min: 1, max: 40 }),
    fees: amountUpTo(MAX_MONEY_AMOUNT),
  },
  { requiredKeys: [] },
);

/** £0 to the price (A5), any amount but £0 at least a penny. */
const loan = (price: number) =>
  edgesOr([0, MIN_MONEY_AMOUNT, price], fc.double({ min: MIN_MONEY_AMOUNT, max: price, noNaN: true }));

const mortgage = (price: number) =>
  fc.oneof(
    fc.record({
      loanAmount: loan(price),
      interestRatePercent: percentUpTo(25),
      repayment: fc.constant('interest_only' as const),
      termYears: fc.oneof(fc.integer({ min: 1, max: 40 }), anyFinite),
    }),
    fc.record({
      loanAmount: loan(price),
      interestRatePercent: percentUpTo(25),
      repayment: fc.constant('repayment' as const),
      termYears: edgesOr([1, 40], fc.integer({ min: 1, max: 40 })),
    }),
  );

const purchase = amountUpTo(MAX_PROPERTY_AMOUNT, true).chain((price) =>
  fc.record(
    {
      model: fc.constant('purchase' as const),
      purchase: fc.record(
        {
          price: fc.constant(price),
          additionalProperty: fc.boolean(),
          nonUkResident: fc.boolean(),
          company: fc.boolean(),
          manualTransactionTax: amountUpTo(MAX_MONEY_AMOUNT),
        },
        { requiredKeys: ['price'] },
      ),
      mortgage: mortgage(price),
      refinance,
    },
    { requiredKeys: ['model', 'purchase'] },
  ),
);

const tenancy = fc.record({
  model: fc.constantFrom('rent_to_rent' as const, 'lease' as const),
  tenancy: fc.record(
    {
      monthlyRent: amountUpTo(MAX_MONEY_AMOUNT, true),
      rentFreeMonths: fc.integer({ min: 0, max: 12 }),
      deposit: amountUpTo(MAX_MONEY_AMOUNT),
      includeDepositInCashInvested: fc.boolean(),
      preLaunchRentMonths: fc.integer({ min: 0, max: 12 }),
    },
    { requiredKeys: ['monthlyRent'] },
  ),
});

/** Any draft the contract accepts. */
export const acceptedDraft: fc.Arbitrary<DealInputDraft> = fc
  .tuple(common, fc.oneof(purchase, tenancy))
  // Float addition can round three percentages just under 100 up to 100, which A5 refuses.
  .filter(([costs]) => costs.platformFeePercent + costs.managementFeePercent + costs.maintenancePercent < 100)
  .map(([shared, model]) => ({ ...shared, ...model }) as DealInputDraft);

/** A field a refused draft breaks: A9.1's money fields (with their bound) and the percentages with a smallest value. */
interface BreakableField {
  path: string;
  kind: 'money' | 'percent';
  /** A money field's bound. */
  max: number;
  applies: (draft: DealInputDraft) => boolean;
}

const always = () => true;
const isPurchase = (draft: DealInputDraft) => draft.model === 'purchase';
const withMortgage = (draft: DealInputDraft) => isPurchase(draft) && draft.mortgage !== undefined;
const withPartners = (draft: DealInputDraft) => draft.partners !== undefined;
const withRefinance = (draft: DealInputDraft) => isPurchase(draft) && draft.refinance !== undefined;
const money = (path: string, max: number, applies: BreakableField['applies'] = always): BreakableField => ({
  path,
  kind: 'money',
  max,
  applies,
});
const percent = (path: string, applies: BreakableField['applies'] = always): BreakableField => ({
  path,
  kind: 'percent',
  max: 100,
  applies,
});

/** Every bounded money field of A9.1 (partners' capital: member 0's), and the percentages a ratio divides by. */
export const BREAKABLE_FIELDS: readonly BreakableField[] = [
  money('purchase.price', MAX_PROPERTY_AMOUNT, isPurchase),
  money('mortgage.loanAmount', MAX_PROPERTY_AMOUNT, withMortgage),
  money('purchase.manualTransactionTax', MAX_MONEY_AMOUNT, isPurchase),
  money('tenancy.monthlyRent', MAX_MONEY_AMOUNT, (draft) => !isPurchase(draft)),
  money('tenancy.deposit', MAX_MONEY_AMOUNT, (draft) => !isPurchase(draft)),
  ...SETUP_ITEMS.map((item) => money(`setup.${item}`, MAX_MONEY_AMOUNT)),
  ...FIXED_MONTHLY.map((item) => money(`fixedMonthly.${item}`, MAX_MONEY_AMOUNT)),
  money('maintenanceMonthly', MAX_MONEY_AMOUNT),
  money('otherIncomeMonthly', MAX_MONEY_AMOUNT),
  money('partners.members.0.capital', MAX_MONEY_AMOUNT, withPartners),
  money('refinance.valuation', MAX_PROPERTY_AMOUNT, withRefinance),
  money('refinance.fees', MAX_MONEY_AMOUNT, withRefinance),
  money('tax.otherIncome', MAX_MONEY_AMOUNT),
  money('guestCleaningFee', MAX_PER_STAY_AMOUNT),
  ...['cleaning', 'laundry', 'consumables'].map((item) => money(`perStay.${item}`, MAX_PER_STAY_AMOUNT)),
  ...DEAL_TIERS.map((tier) => percent(`seasons.${tier}.occupancy`)),
  percent('mortgage.interestRatePercent', withMortgage),
  percent('platformFeePercent'),
  percent('setup.contingencyPercent'),
  percent('partners.prefRatePercent', withPartners),
];

/**
 * How a refused draft breaks its field: over its bound (up to 1e308), negative, above £0 but under a penny (or a
 * percentage under the smallest), or a number JSON can only write as ±1e999.
 */
export type Breakage = 'over' | 'negative' | 'tiny' | 'not finite';

export interface RefusedDraft {
  draft: DealInputDraft;
  field: BreakableField;
  breakage: Breakage;
  /** ±Infinity for 'not finite': a request body writes it as ±1e999 (JSON has no Infinity). */
  value: number;
}

/** The draft with `value` at a dotted path; objects and arrays on the way are copied, missing ones made. */
export function withValueAt(draft: DealInputDraft, path: string, value: unknown): DealInputDraft {
  const set = (node: unknown, [key, ...rest]: string[]): unknown => {
    const copy = (Array.isArray(node) ? [...node] : { ...(node as object) }) as Record<string, unknown>;
    copy[key!] = rest.length === 0 ? value : set(copy[key!] ?? {}, rest);
    return copy;
  };
  return set(draft, path.split('.')) as DealInputDraft;
}

const BREAKAGES: Record<BreakableField['kind'], Breakage[]> = {
  money: ['over', 'negative', 'tiny', 'not finite'],
  percent: ['tiny', 'not finite'],
};

/** An accepted draft with one field broken: over its bound, negative, under the smallest amount, or ±Infinity. */
export const refusedDraft: fc.Arbitrary<RefusedDraft> = acceptedDraft.chain((draft) =>
  fc
    .constantFrom(...BREAKABLE_FIELDS.filter((field) => field.applies(draft)))
    .chain((field) =>
      fc.record({
        field: fc.constant(field),
        breakage: fc.constantFrom(...BREAKAGES[field.kind]),
        over: fc.oneof(
          fc.constantFrom(0.01, 1, 1e110, 1e308),
          fc.double({ min: 0.01, max: 1e308, noNaN: true }),
        ),
        tiny: fc.oneof(
          fc.constantFrom(Number.MIN_VALUE, 1e-300),
          fc.double({
            min: Number.MIN_VALUE,
            max: field.kind === 'money' ? MIN_MONEY_AMOUNT : MIN_PERCENT,
            maxExcluded: true,
            noNaN: true,
          }),
        ),
        sign: fc.constantFrom(1, -1),
      }),
    )
    .map(({ field, breakage, over, tiny, sign }) => {
      const value = {
        over: field.max + over,
        negative: -over,
        tiny,
        'not finite': sign * Number.POSITIVE_INFINITY,
      }[breakage];
      return { draft: withValueAt(draft, field.path, value), field, breakage, value };
    }),
);

/** The message a refused draft's field must carry (A5's where it applies, else A9.1's). */
export function refusalMessage({ draft, field, breakage }: RefusedDraft): string {
  const label = dealFieldLabel(field.path.split('.'));
  // A5's rule wins over A9's (A9.2): a platform fee under the smallest percentage that still brings the
  // percentage costs to 100 % reads as that total, on the platform fee.
  const percentCosts =
    (draft.platformFeePercent ?? 0) + (draft.managementFeePercent ?? 0) + (draft.maintenancePercent ?? 0);
  if (breakage === 'tiny' && field.path === 'platformFeePercent' && percentCosts >= 100)
    return M.percentageCostsTooHigh(formatPercentTotal(percentCosts));
  switch (breakage) {
    case 'over':
      return field.path === 'mortgage.loanAmount' ? M.loanAbovePrice : M.tooLarge(label, field.max);
    case 'negative':
      return M.negative(label);
    case 'tiny':
      return field.kind === 'money'
        ? M.belowAPenny(label, MIN_MONEY_AMOUNT)
        : M.percentTooSmall(label, MIN_PERCENT);
    case 'not finite':
      return M.notANumber(label);
  }
}

/** A request body as JSON, with a non-finite number written as ±1e999 (what JSON.stringify would make null). */
export function jsonWithNonFinite(body: unknown): string {
  return JSON.stringify(body, (_key, value: unknown) =>
    value === Number.POSITIVE_INFINITY
      ? '__+1e999__'
      : value === Number.NEGATIVE_INFINITY
        ? '__-1e999__'
        : value,
  )
    .replaceAll('"__+1e999__"', '1e999')
    .replaceAll('"__-1e999__"', '-1e999');
}
