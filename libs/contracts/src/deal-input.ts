import { z } from 'zod';
import {
  DEAL_MODELS,
  DEFAULT_TIER_OF_MONTH,
  MAX_MONEY_AMOUNT,
  MAX_NIGHTLY_RATE,
  MAX_PARTNERS,
  MAX_PER_STAY_AMOUNT,
  MAX_PROPERTY_AMOUNT,
  MIN_MONEY_AMOUNT,
  MIN_PERCENT,
  NATIONS,
  REPAYMENT_TYPES,
  SPLIT_MODES,
  VAT_MODES,
  daysInMonth,
  forecastCalendar,
} from './deal-options.js';
import {
  CAPITAL_GROWTH_RANGE,
  EXIT_DEFAULTS,
  REFINANCE_DEFAULTS,
  REFINANCE_MONTHS_RANGE,
  SELLING_COSTS_RANGE,
  SENSITIVITY_DEFAULT_STEPS,
  SENSITIVITY_STEP_COUNT,
  SENSITIVITY_STEP_RANGE,
  STRESS_DEFAULTS,
  STRESS_POINTS_RANGE,
  TAX_DEFAULTS,
  TAX_OWNERS,
} from './decision-options.js';
import { compsEvidenceSchema } from './deal-comps.js';
import {
  DEAL_MESSAGES as M,
  DEAL_TIERS,
  MONTH_NAMES,
  dealFieldLabel,
  type DealTier,
} from './deal-messages.js';

// The option lists and calendar rules live in deal-options.ts (no Zod): every existing import from here still works.
export * from './deal-options.js';
export * from './decision-options.js';
export * from './deal-comps.js';

/**
 * DealInput with its defaults and its hard errors (400, nothing computed or saved): the analyser's form and the
 * analysis service validate with this one definition. Parsing fills every default, so a stored input never changes
 * meaning when a default does (the forecast year, say). Field errors are keyed by dotted path (`dealFieldErrors`).
 */

/**
 * Stored with every saved input, so a later model can migrate what older versions saved. 2: A9.2's decision inputs
 * (exit, stress, sensitivity, refinance, tax); a version-1 input is brought forward by filling their defaults.
 */
export const DEAL_INPUT_SCHEMA_VERSION = 2;

// ───────────── field kinds ─────────────

const labelOf = (key: string) => dealFieldLabel([key]);

/** A finite JSON number; the type error names the field. */
const number = (key: string) =>
  z.number({
    error: (issue) => (issue.input === undefined ? M.required(labelOf(key)) : M.notANumber(labelOf(key))),
  });

/**
 * The issues of A9's rules carry this flag: where a field breaks an A5 rule and an A9 rule, A5's message wins
 * (`a5MessagesFirst`), in the form (which shows a field's first issue) and in `fieldErrors` alike.
 */
const A9_RULE = 'a9Rule';
const a9 = (message: string) => ({ error: message, params: { [A9_RULE]: true } });
const zeroOrAtLeast = (min: number) => (value: number) => value <= 0 || value >= min;

/**
 * Money in pounds: not negative (A5), at most `max` (A9.1: one of MAX_*_AMOUNT) and £0 or at least a penny. The
 * checks go on in one `check` rather than a chain: each link of a chain is a new schema, and the form builds this
 * schema on a phone as the page loads (half the time, for the same checks in the same order).
 */
const amount = (key: string, max: number) =>
  number(key).check(
    z.gte(0, M.negative(labelOf(key))),
    z.refine((value: number) => value <= max, a9(M.tooLarge(labelOf(key), max))),
    z.refine(zeroOrAtLeast(MIN_MONEY_AMOUNT), a9(M.belowAPenny(labelOf(key), MIN_MONEY_AMOUNT))),
  );
const money = (key: string, max: number) => amount(key, max).default(0);
/** A percentage other than 0 is at least MIN_PERCENT: a denormal occupancy or loan rate overflows a ratio. */
const withSmallestPercent = (schema: z.ZodNumber, key: string) =>
  schema.refine(zeroOrAtLeast(MIN_PERCENT), a9(M.percentTooSmall(labelOf(key), MIN_PERCENT)));
const percent = (key: string, fallback = 0) =>
  number(key)
    .check(
      z.gte(0, M.percentOutOfRange(labelOf(key))),
      z.lte(100, M.percentOutOfRange(labelOf(key))),
      z.refine(zeroOrAtLeast(MIN_PERCENT), a9(M.percentTooSmall(labelOf(key), MIN_PERCENT))),
    )
    .default(fallback);
const flag = (key: string, fallback: boolean) =>
  z.boolean({ error: M.notTrueOrFalse(labelOf(key)) }).default(fallback);
const choice = <const T extends readonly [string, ...string[]]>(key: string, values: T) =>
  z.enum(values, { error: M.notAChoice(labelOf(key), values) });
const wholeMonths = (key: string) =>
  number(key)
    .int(M.wholeMonths(labelOf(key)))
    .min(0, M.wholeMonths(labelOf(key)))
    .max(12, M.wholeMonths(labelOf(key)))
    .default(0);
const growthPercent = (key: string) =>
  number(key)
    .gt(-100, M.growthOutOfRange(labelOf(key)))
    .max(100, M.growthOutOfRange(labelOf(key)))
    .default(0);
const block = <Shape extends z.core.$ZodLooseShape>(key: string, shape: Shape) =>
  z.strictObject(shape, {
    error: (issue) => (issue.code === 'invalid_type' ? M.notAnObject(labelOf(key)) : undefined),
  });

const tierSchema = (tier: DealTier) =>
  block(tier, {
    // Required, and above £0, only for a tier some month uses: checked with the whole input below. Any rate given
    // is bounded (A9.1), as an unused tier's rates still reach the rates_not_ordered warning's text.
    rate: number('rate')
      .check(
        z.refine((value: number) => value >= 0, a9(M.negative(labelOf('rate')))),
        z.refine(
          (value: number) => value <= MAX_NIGHTLY_RATE,
          a9(M.tooLarge(labelOf('rate'), MAX_NIGHTLY_RATE)),
        ),
      )
      .optional(),
    occupancy: number('occupancy')
      .check(
        z.gte(0, M.occupancyOutOfRange),
        z.lte(100, M.occupancyOutOfRange),
        z.refine(zeroOrAtLeast(MIN_PERCENT), a9(M.percentTooSmall(labelOf('occupancy'), MIN_PERCENT))),
      )
      .default(0),
    averageStay: number('averageStay')
      .check(z.gte(1, M.averageStayTooShort), z.lte(365, M.averageStayTooLong))
      .default(2.5),
  }).prefault({});

const purchaseSchema = block('purchase', {
  // Required for a purchase: checked with the whole input below ("Enter the purchase price.").
  price: amount('price', MAX_PROPERTY_AMOUNT).optional(),
  additionalProperty: flag('additionalProperty', true),
  nonUkResident: flag('nonUkResident', false),
  company: flag('company', false),
  manualTransactionTax: money('manualTransactionTax', MAX_MONEY_AMOUNT),
});

const tenancySchema = block('tenancy', {
  monthlyRent: amount('monthlyRent', MAX_MONEY_AMOUNT).optional(),
  rentFreeMonths: wholeMonths('rentFreeMonths'),
  deposit: money('deposit', MAX_MONEY_AMOUNT),
  includeDepositInCashInvested: flag('includeDepositInCashInvested', true),
  preLaunchRentMonths: wholeMonths('preLaunchRentMonths'),
});

const mortgageSchema = block('mortgage', {
  loanAmount: money('loanAmount', MAX_PROPERTY_AMOUNT),
  interestRatePercent: withSmallestPercent(
    number('interestRatePercent').min(0, M.interestOutOfRange).max(25, M.interestOutOfRange),
    'interestRatePercent',
  ).default(0),
  repayment: choice('repayment', REPAYMENT_TYPES).default('interest_only'),
  // Whole 1-40, checked for repayment mortgages (an interest-only loan's term changes no figure).
  termYears: number('termYears').default(25),
});

const partnerSchema = block('members', {
  name: z
    .string({ error: M.partnerNameRequired })
    .trim()
    .min(1, M.partnerNameRequired)
    .max(60, M.partnerNameTooLong),
  capital: money('capital', MAX_MONEY_AMOUNT),
  profitSharePercent: percent('profitSharePercent'),
});

const partnersSchema = block('partners', {
  splitMode: choice('splitMode', SPLIT_MODES).default('straight'),
  prefRatePercent: withSmallestPercent(
    number('prefRatePercent').min(0, M.prefRateOutOfRange).max(25, M.prefRateOutOfRange),
    'prefRatePercent',
  ).default(8),
  years: number('years')
    .int(M.partnerYearsOutOfRange)
    .min(1, M.partnerYearsOutOfRange)
    .max(10, M.partnerYearsOutOfRange)
    .default(5),
  members: z
    .array(partnerSchema, { error: M.partnersRequired })
    .min(1, M.partnersRequired)
    .max(MAX_PARTNERS, M.tooManyPartners),
});

// ───────────── A9.2: the decision measures' inputs ─────────────

const between = (key: string, range: { min: number; max: number }, message: string) =>
  number(key).check(z.gte(range.min, message), z.lte(range.max, message));

const exitSchema = block('exit', {
  capitalGrowthPercent: between(
    'capitalGrowthPercent',
    CAPITAL_GROWTH_RANGE,
    M.capitalGrowthOutOfRange(CAPITAL_GROWTH_RANGE.min, CAPITAL_GROWTH_RANGE.max),
  ).default(EXIT_DEFAULTS.capitalGrowthPercent),
  sellingCostsPercent: between(
    'sellingCostsPercent',
    SELLING_COSTS_RANGE,
    M.sellingCostsOutOfRange(SELLING_COSTS_RANGE.min, SELLING_COSTS_RANGE.max),
  ).default(EXIT_DEFAULTS.sellingCostsPercent),
}).prefault({});

const stressSchema = block('stress', {
  // Points add to the loan's rate: like a rate, none or at least the smallest percentage (a 1e−300 rise is no test).
  ratePoints: withSmallestPercent(
    between(
      'ratePoints',
      STRESS_POINTS_RANGE,
      M.stressPointsOutOfRange(STRESS_POINTS_RANGE.min, STRESS_POINTS_RANGE.max),
    ),
    'ratePoints',
  ).default(STRESS_DEFAULTS.ratePoints),
}).prefault({});

const sensitivitySteps = (key: string, stepMessage: string) => {
  const countMessage = M.sensitivityStepCount(
    labelOf(key),
    SENSITIVITY_STEP_COUNT.min,
    SENSITIVITY_STEP_COUNT.max,
  );
  return z
    .array(between(key, SENSITIVITY_STEP_RANGE, stepMessage), { error: countMessage })
    .min(SENSITIVITY_STEP_COUNT.min, countMessage)
    .max(SENSITIVITY_STEP_COUNT.max, countMessage)
    .default(() => [...SENSITIVITY_DEFAULT_STEPS]);
};

const sensitivitySchema = block('sensitivity', {
  rateSteps: sensitivitySteps(
    'rateSteps',
    M.rateStepOutOfRange(SENSITIVITY_STEP_RANGE.min, SENSITIVITY_STEP_RANGE.max),
  ),
  occupancySteps: sensitivitySteps(
    'occupancySteps',
    M.occupancyStepOutOfRange(SENSITIVITY_STEP_RANGE.min, SENSITIVITY_STEP_RANGE.max),
  ),
}).prefault({});

const refinanceMonths = M.refinanceMonthsOutOfRange(REFINANCE_MONTHS_RANGE.min, REFINANCE_MONTHS_RANGE.max);
/** Optional, with no default block: a block that is given takes REFINANCE_DEFAULTS for what it leaves out. */
const refinanceSchema = block('refinance', {
  afterMonths: number('afterMonths')
    .int(refinanceMonths)
    .min(REFINANCE_MONTHS_RANGE.min, refinanceMonths)
    .max(REFINANCE_MONTHS_RANGE.max, refinanceMonths)
    .default(REFINANCE_DEFAULTS.afterMonths),
  valuation: amount('valuation', MAX_PROPERTY_AMOUNT).default(REFINANCE_DEFAULTS.valuation),
  loanToValuePercent: percent('loanToValuePercent', REFINANCE_DEFAULTS.loanToValuePercent),
  interestRatePercent: withSmallestPercent(
    number('interestRatePercent').min(0, M.interestOutOfRange).max(25, M.interestOutOfRange),
    'interestRatePercent',
  ).default(REFINANCE_DEFAULTS.interestRatePercent),
  repayment: choice('repayment', REPAYMENT_TYPES).default(REFINANCE_DEFAULTS.repayment),
  // Whole 1-40, checked for repayment like the first mortgage's.
  termYears: number('termYears').default(REFINANCE_DEFAULTS.termYears),
  fees: amount('fees', MAX_MONEY_AMOUNT).default(REFINANCE_DEFAULTS.fees),
});

const taxSchema = block('tax', {
  owner: choice('owner', TAX_OWNERS).default(TAX_DEFAULTS.owner),
  otherIncome: money('otherIncome', MAX_MONEY_AMOUNT),
  scottishTaxpayer: flag('scottishTaxpayer', TAX_DEFAULTS.scottishTaxpayer),
}).prefault({});

const monthly = <T extends z.ZodType>(key: string, item: T, fallback: z.input<T>[]) =>
  z
    .array(item, { error: M.notAList(labelOf(key), 12) })
    .length(12, M.notAList(labelOf(key), 12))
    .default(fallback as never);

const dealInputObject = z.strictObject(
  {
    name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(120, M.nameTooLong),
    nation: choice('nation', NATIONS).default('england'),
    inGreaterLondon: flag('inGreaterLondon', false),
    entireHome: flag('entireHome', true),
    model: choice('model', DEAL_MODELS),
    forecastYear: number('forecastYear')
      .int(M.forecastYearOutOfRange)
      .min(2000, M.forecastYearOutOfRange)
      .max(2100, M.forecastYearOutOfRange)
      .default(() => new Date().getUTCFullYear()),
    launchMonth: number('launchMonth')
      .int(M.launchMonthOutOfRange)
      .min(1, M.launchMonthOutOfRange)
      .max(12, M.launchMonthOutOfRange)
      .default(1),
    purchase: purchaseSchema.optional(),
    tenancy: tenancySchema.optional(),
    blockedNights: monthly(
      'blockedNights',
      number('blockedNights').min(0, M.negative(labelOf('blockedNights'))),
      Array<number>(12).fill(0),
    ),
    seasons: block('seasons', {
      tierOfMonth: monthly('tierOfMonth', z.enum(DEAL_TIERS, { error: M.monthWithoutTier }), [
        ...DEFAULT_TIER_OF_MONTH,
      ]),
      low: tierSchema('low'),
      medium: tierSchema('medium'),
      high: tierSchema('high'),
    }).prefault({}),
    guestCleaningFee: money('guestCleaningFee', MAX_PER_STAY_AMOUNT),
    otherIncomeMonthly: money('otherIncomeMonthly', MAX_MONEY_AMOUNT),
    platformFeePercent: percent('platformFeePercent', 15.5),
    managementFeePercent: percent('managementFeePercent'),
    vat: block('vat', {
      mode: choice('mode', VAT_MODES).default('not_registered'),
      flatRatePercent: percent('flatRatePercent', 10.5),
    }).prefault({}),
    perStay: block('perStay', {
      cleaning: money('cleaning', MAX_PER_STAY_AMOUNT),
      laundry: money('laundry', MAX_PER_STAY_AMOUNT),
      consumables: money('consumables', MAX_PER_STAY_AMOUNT),
    }).prefault({}),
    maintenancePercent: percent('maintenancePercent'),
    maintenanceMonthly: money('maintenanceMonthly', MAX_MONEY_AMOUNT),
    fixedMonthly: block('fixedMonthly', {
      utilities: money('utilities', MAX_MONEY_AMOUNT),
      councilTaxOrRates: money('councilTaxOrRates', MAX_MONEY_AMOUNT),
      insurance: money('insurance', MAX_MONEY_AMOUNT),
      internet: money('internet', MAX_MONEY_AMOUNT),
      software: money('software', MAX_MONEY_AMOUNT),
      licences: money('licences', MAX_MONEY_AMOUNT),
      serviceCharge: money('serviceCharge', MAX_MONEY_AMOUNT),
      accountancy: money('accountancy', MAX_MONEY_AMOUNT),
      other: money('other', MAX_MONEY_AMOUNT),
    }).prefault({}),
    setup: block('setup', {
      furniture: money('furniture', MAX_MONEY_AMOUNT),
      refurbishment: money('refurbishment', MAX_MONEY_AMOUNT),
      photography: money('photography', MAX_MONEY_AMOUNT),
      compliance: money('compliance', MAX_MONEY_AMOUNT),
      initialStock: money('initialStock', MAX_MONEY_AMOUNT),
      legalFees: money('legalFees', MAX_MONEY_AMOUNT),
      survey: money('survey', MAX_MONEY_AMOUNT),
      sourcingFee: money('sourcingFee', MAX_MONEY_AMOUNT),
      brokerFees: money('brokerFees', MAX_MONEY_AMOUNT),
      other: money('other', MAX_MONEY_AMOUNT),
      contingencyPercent: percent('contingencyPercent'),
    }).prefault({}),
    mortgage: mortgageSchema.optional(),
    growth: block('growth', {
      revenuePercent: growthPercent('revenuePercent'),
      costPercent: growthPercent('costPercent'),
    }).prefault({}),
    partners: partnersSchema.optional(),
    exit: exitSchema,
    stress: stressSchema,
    sensitivity: sensitivitySchema,
    refinance: refinanceSchema.optional(),
    tax: taxSchema,
    // Not read by the sums: the summary of the comparables behind the rates and occupancies (deal-comps.ts).
    comps: compsEvidenceSchema.optional(),
  },
  { error: (issue) => (issue.code === 'invalid_type' ? M.dealNotAnObject : undefined) },
);

type ParsedDealInput = z.output<typeof dealInputObject>;

/** The rules that involve several fields (or the model); the first message per field is the one shown. */
function checkDeal(input: ParsedDealInput, ctx: z.core.$RefinementCtx<ParsedDealInput>): void {
  const issue = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: 'custom', path, message });

  const used = new Set(input.seasons.tierOfMonth);
  for (const tier of DEAL_TIERS) {
    if (!used.has(tier)) continue;
    const rate = input.seasons[tier].rate;
    if (rate === undefined) issue(['seasons', tier, 'rate'], M.tierWithoutRate(tier));
    // Above £0 means at least a penny: a denormal rate overflows the break-even occupancy.
    else if (!(rate >= MIN_MONEY_AMOUNT && rate <= MAX_NIGHTLY_RATE))
      issue(['seasons', tier, 'rate'], M.rateOutOfRange);
  }

  if (
    input.blockedNights.length === 12 &&
    Number.isInteger(input.forecastYear) &&
    Number.isInteger(input.launchMonth)
  ) {
    for (const { year, month } of forecastCalendar(input.forecastYear, input.launchMonth)) {
      const blocked = input.blockedNights[month - 1] ?? 0;
      const days = daysInMonth(year, month);
      if (blocked > days)
        issue(['blockedNights', month - 1], M.blockedNightsTooMany(days, MONTH_NAMES[month - 1]!));
    }
  }

  const percentCosts = input.platformFeePercent + input.managementFeePercent + input.maintenancePercent;
  if (percentCosts >= 100)
    issue(['platformFeePercent'], M.percentageCostsTooHigh(formatPercentTotal(percentCosts)));

  if (input.model === 'purchase') {
    const price = input.purchase?.price;
    if (price === undefined || price <= 0) issue(['purchase', 'price'], M.purchasePriceRequired);
    else if (input.mortgage && input.mortgage.loanAmount > price)
      issue(['mortgage', 'loanAmount'], M.loanAbovePrice);
    const term = input.mortgage?.termYears;
    if (input.mortgage?.repayment === 'repayment' && term !== undefined && !isWholeTerm(term))
      issue(['mortgage', 'termYears'], M.termOutOfRange);
    const refinance = input.refinance;
    if (refinance?.repayment === 'repayment' && !isWholeTerm(refinance.termYears))
      issue(['refinance', 'termYears'], M.termOutOfRange);
  } else {
    const rent = input.tenancy?.monthlyRent;
    if (rent === undefined || rent <= 0) issue(['tenancy', 'monthlyRent'], M.rentRequired);
    if (input.mortgage) issue(['mortgage'], M.mortgageOnTenancy);
  }

  if (input.partners && input.partners.members.length > 0) {
    const total = input.partners.members.reduce((sum, member) => sum + member.profitSharePercent, 0);
    if (Math.abs(total - 100) > 0.01)
      issue(['partners', 'members'], M.profitSharesNotHundred(formatPercentTotal(total)));
  }
}

/** A repayment mortgage's term (A5): whole years from 1 to 40. */
const isWholeTerm = (term: number) => Number.isInteger(term) && term >= 1 && term <= 40;

/** "99.5", "100", "33.33": a percentage total as the refusal texts print it. */
export const formatPercentTotal = (value: number) => String(Math.round(value * 100) / 100);

/** The blocks only a purchase uses (A8, A9.2); `mortgage` is not one: on a tenancy it is an error (A5). */
const PURCHASE_ONLY_BLOCKS = ['purchase', 'exit', 'stress', 'refinance'] as const;

/**
 * A purchase's blocks on a tenancy (purchase, exit, stress, refinance), or a tenancy block on a purchase, are
 * ignored rather than an error (a form switched between models may still send them): dropped before validation, so
 * their bounds and ranges apply only where the model uses them.
 */
function dropBlockOfOtherModel(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  const { model } = raw as { model?: unknown };
  const ignored: readonly string[] =
    model === 'purchase'
      ? ['tenancy']
      : model === 'rent_to_rent' || model === 'lease'
        ? PURCHASE_ONLY_BLOCKS
        : [];
  if (!ignored.some((key) => key in raw)) return raw;
  const kept = { ...(raw as Record<string, unknown>) };
  for (const key of ignored) delete kept[key];
  return kept;
}

const isA9Issue = (issue: z.core.$ZodRawIssue) => issue.code === 'custom' && issue.params?.[A9_RULE] === true;

/**
 * Where a field breaks an A5 rule and an A9 rule, A5's message wins (A9.2): A9's issues move after every other one,
 * since a field shows its first. Field rules run before `checkDeal`, so a loan over the bound and above the price
 * would otherwise read as over the bound.
 */
function a5MessagesFirst(payload: z.core.ParsePayload<ParsedDealInput>): void {
  const a9Issues = payload.issues.filter(isA9Issue);
  if (a9Issues.length === 0) return;
  const others = payload.issues.filter((issue) => !isA9Issue(issue));
  payload.issues.splice(0, payload.issues.length, ...others, ...a9Issues);
}

export const dealInputSchema = z.preprocess(
  dropBlockOfOtherModel,
  dealInputObject.superRefine(checkDeal).check(a5MessagesFirst),
);

/** A validated input with every default filled in: what the model computes from and what a deal stores. */
export type DealInput = z.output<typeof dealInputObject>;
/** What a client may send: only name, model, the rates in use and price or rent are required. */
export type DealInputDraft = z.input<typeof dealInputObject>;
export type DealPartners = NonNullable<DealInput['partners']>;
export type DealMortgage = NonNullable<DealInput['mortgage']>;

/** `{ "seasons.low.occupancy": "Occupancy must be between 0% and 100%." }`: the first message per field path. */
export type DealFieldErrors = Record<string, string>;

/** Field errors of a failed parse, keyed by dotted path (with `prefix`, e.g. `input.` for /api/deals). */
export function dealFieldErrors(error: z.ZodError, prefix = ''): DealFieldErrors {
  const errors: DealFieldErrors = {};
  const add = (path: readonly PropertyKey[], message: string) => {
    // A body that is not an object at all is reported on the input itself.
    const key = path.length > 0 ? prefix + path.map(String).join('.') : prefix.replace(/\.$/, '') || 'input';
    if (!(key in errors)) errors[key] = message;
  };
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add([...issue.path, key], M.unknownField(key));
    } else {
      add(issue.path, issue.message);
    }
  }
  return errors;
}

export type DealInputParse =
  { success: true; input: DealInput } | { success: false; fieldErrors: DealFieldErrors; error: string };

/** Validates a DealInput; on failure the field errors (and the first one as the summary `error`). */
export function parseDealInput(raw: unknown, prefix = ''): DealInputParse {
  const parsed = dealInputSchema.safeParse(raw);
  if (parsed.success) return { success: true, input: parsed.data };
  const fieldErrors = dealFieldErrors(parsed.error, prefix);
  const [firstPath, firstMessage] = Object.entries(fieldErrors)[0] ?? ['', 'Invalid deal'];
  return { success: false, fieldErrors, error: firstPath ? `${firstPath}: ${firstMessage}` : firstMessage };
}
