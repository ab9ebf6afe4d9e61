import { describe, expect, it } from 'vitest';
import {
  MAX_MONEY_AMOUNT,
  MAX_PER_STAY_AMOUNT,
  MAX_PROPERTY_AMOUNT,
  MIN_MONEY_AMOUNT,
  MIN_PERCENT,
  parseDealInput,
  type DealInputDraft,
} from './deal-input.js';
import { DEAL_MESSAGES as M } from './deal-messages.js';

const SEASONS = {
  low: { rate: 90, occupancy: 55 },
  medium: { rate: 115, occupancy: 68 },
  high: { rate: 145, occupancy: 80 },
};
const TENANCY: DealInputDraft = {
  name: 'Bounds',
  model: 'rent_to_rent',
  tenancy: { monthlyRent: 950 },
  seasons: SEASONS,
};
const PURCHASE: DealInputDraft = {
  name: 'Bounds',
  model: 'purchase',
  purchase: { price: 250_000 },
  mortgage: { loanAmount: 187_500, interestRatePercent: 5.5 },
  seasons: SEASONS,
};

/** The draft with `value` at a dotted path (objects on the way copied, arrays kept as arrays). */
function withValue(draft: DealInputDraft, path: string, value: unknown): DealInputDraft {
  const set = (node: unknown, [key, ...rest]: string[]): unknown => {
    const copy = Array.isArray(node) ? [...node] : { ...(node as object) };
    (copy as Record<string, unknown>)[key!] =
      rest.length === 0 ? value : set((node as Record<string, unknown>)[key!] ?? {}, rest);
    return copy;
  };
  return set(draft, path.split('.')) as DealInputDraft;
}

const WITH_PARTNERS: DealInputDraft = {
  ...TENANCY,
  partners: { members: [{ name: 'Investor', capital: 0, profitSharePercent: 100 }] },
};

/** Every money field of A9.1 with its bound, the deal it belongs to and its label in the message. */
const BOUNDED: [path: string, max: number, draft: DealInputDraft, label: string][] = [
  ['purchase.price', MAX_PROPERTY_AMOUNT, PURCHASE, 'Purchase price'],
  ['purchase.manualTransactionTax', MAX_MONEY_AMOUNT, PURCHASE, 'Transaction tax'],
  ['tenancy.monthlyRent', MAX_MONEY_AMOUNT, TENANCY, 'Monthly rent'],
  ['tenancy.deposit', MAX_MONEY_AMOUNT, TENANCY, 'Deposit'],
  ['maintenanceMonthly', MAX_MONEY_AMOUNT, TENANCY, 'Monthly maintenance'],
  ['otherIncomeMonthly', MAX_MONEY_AMOUNT, TENANCY, 'Other income'],
  ['partners.members.0.capital', MAX_MONEY_AMOUNT, WITH_PARTNERS, 'Capital'],
  ['guestCleaningFee', MAX_PER_STAY_AMOUNT, TENANCY, 'Guest cleaning fee'],
  ...(['cleaning', 'laundry', 'consumables'] as const).map(
    (item) =>
      [`perStay.${item}`, MAX_PER_STAY_AMOUNT, TENANCY, item[0]!.toUpperCase() + item.slice(1)] as [
        string,
        number,
        DealInputDraft,
        string,
      ],
  ),
  ...[
    ['utilities', 'Utilities'],
    ['councilTaxOrRates', 'Council tax or business rates'],
    ['insurance', 'Insurance'],
    ['internet', 'Internet'],
    ['software', 'Software'],
    ['licences', 'Licences'],
    ['serviceCharge', 'Service charge'],
    ['accountancy', 'Accountancy'],
    ['other', 'Other'],
  ].map(
    ([item, label]) =>
      [`fixedMonthly.${item}`, MAX_MONEY_AMOUNT, TENANCY, label] as [string, number, DealInputDraft, string],
  ),
  ...[
    ['furniture', 'Furniture'],
    ['refurbishment', 'Refurbishment'],
    ['photography', 'Photography'],
    ['compliance', 'Compliance'],
    ['initialStock', 'Initial stock'],
    ['legalFees', 'Legal fees'],
    ['survey', 'Survey'],
    ['sourcingFee', 'Sourcing fee'],
    ['brokerFees', 'Broker and lender fees'],
    ['other', 'Other'],
  ].map(
    ([item, label]) =>
      [`setup.${item}`, MAX_MONEY_AMOUNT, TENANCY, label] as [string, number, DealInputDraft, string],
  ),
];

describe('DealInput bounds (A9.1)', () => {
  it('words the refusal with the bound in pounds and thousands separators', () => {
    expect(M.tooLarge('Furniture', MAX_MONEY_AMOUNT)).toBe("Furniture can't be more than £10,000,000.");
    expect(M.tooLarge('Purchase price', MAX_PROPERTY_AMOUNT)).toBe(
      "Purchase price can't be more than £100,000,000.",
    );
    expect(M.tooLarge('Guest cleaning fee', MAX_PER_STAY_AMOUNT)).toBe(
      "Guest cleaning fee can't be more than £10,000.",
    );
  });

  it.each(BOUNDED)('%s accepts its bound of £%d and refuses a penny more', (path, max, draft, label) => {
    expect(parseDealInput(withValue(draft, path, max))).toMatchObject({ success: true });
    const over = parseDealInput(withValue(draft, path, max + 0.01), 'input.');
    expect(over).toMatchObject({ success: false });
    if (over.success) return;
    expect(over.fieldErrors).toEqual({ [`input.${path}`]: M.tooLarge(label, max) });
  });

  it('bounds the loan: at most the price (A5), so over the bound only with a price over it too', () => {
    const at = { ...PURCHASE, purchase: { price: MAX_PROPERTY_AMOUNT } };
    expect(parseDealInput(withValue(at, 'mortgage.loanAmount', MAX_PROPERTY_AMOUNT)).success).toBe(true);
    const over = MAX_PROPERTY_AMOUNT + 0.01;
    expect(
      parseDealInput({ ...PURCHASE, purchase: { price: over }, mortgage: { loanAmount: over } }),
    ).toMatchObject({
      fieldErrors: {
        'purchase.price': M.tooLarge('Purchase price', MAX_PROPERTY_AMOUNT),
        'mortgage.loanAmount': M.tooLarge('Loan amount', MAX_PROPERTY_AMOUNT),
      },
    });
  });

  it('refuses the amounts of the attack (1e110 furniture, a 1e308 price and loan, 1e308 rent)', () => {
    const cases: [DealInputDraft, Record<string, string>][] = [
      [
        withValue(TENANCY, 'setup.furniture', 1e110),
        { 'setup.furniture': M.tooLarge('Furniture', MAX_MONEY_AMOUNT) },
      ],
      [
        { ...PURCHASE, purchase: { price: 1e308 }, mortgage: { loanAmount: 1e308, interestRatePercent: 5 } },
        {
          'purchase.price': M.tooLarge('Purchase price', MAX_PROPERTY_AMOUNT),
          'mortgage.loanAmount': M.tooLarge('Loan amount', MAX_PROPERTY_AMOUNT),
        },
      ],
      [
        withValue(TENANCY, 'tenancy.monthlyRent', 1e308),
        { 'tenancy.monthlyRent': M.tooLarge('Monthly rent', MAX_MONEY_AMOUNT) },
      ],
    ];
    for (const [draft, fieldErrors] of cases) {
      expect(parseDealInput(draft)).toMatchObject({ success: false, fieldErrors });
    }
  });

  it("shows A5's message where a field breaks an A5 rule and an A9 rule", () => {
    // A loan over the bound and above the price: "Loan can't exceed the purchase price." (A5).
    const loan = parseDealInput({
      ...PURCHASE,
      mortgage: { loanAmount: MAX_PROPERTY_AMOUNT * 2, interestRatePercent: 5 },
    });
    expect(loan).toMatchObject({ success: false, fieldErrors: { 'mortgage.loanAmount': M.loanAbovePrice } });
    // A used tier's rate keeps A5's range message; an unused tier's rate is only bounded.
    const highOnly = { ...SEASONS, high: { rate: 20_000 } };
    expect(parseDealInput({ ...TENANCY, seasons: highOnly })).toMatchObject({
      fieldErrors: { 'seasons.high.rate': M.rateOutOfRange },
    });
    const unused = { ...SEASONS, tierOfMonth: Array(12).fill('low'), high: { rate: 20_000 } };
    expect(parseDealInput({ ...TENANCY, seasons: unused })).toMatchObject({
      fieldErrors: { 'seasons.high.rate': M.tooLarge('Nightly rate', 10_000) },
    });
    expect(parseDealInput({ ...TENANCY, seasons: { ...unused, medium: { rate: -1e308 } } })).toMatchObject({
      fieldErrors: { 'seasons.medium.rate': M.negative('Nightly rate') },
    });
    // Negative stays A5's "can't be negative".
    expect(parseDealInput(withValue(TENANCY, 'setup.furniture', -1))).toMatchObject({
      fieldErrors: { 'setup.furniture': M.negative('Furniture') },
    });
  });

  it('refuses amounts between £0 and a penny and percentages between 0 and a ten-thousandth', () => {
    const cases: [DealInputDraft, string, string][] = [
      [withValue(TENANCY, 'setup.furniture', 5e-324), 'setup.furniture', M.belowAPenny('Furniture', 0.01)],
      [withValue(PURCHASE, 'purchase.price', 0.001), 'purchase.price', M.belowAPenny('Purchase price', 0.01)],
      [
        withValue(PURCHASE, 'mortgage.interestRatePercent', 1e-300),
        'mortgage.interestRatePercent',
        M.percentTooSmall('Interest rate', MIN_PERCENT),
      ],
      [
        withValue(TENANCY, 'seasons.low.occupancy', 0.00001),
        'seasons.low.occupancy',
        M.percentTooSmall('Occupancy', MIN_PERCENT),
      ],
      [withValue(TENANCY, 'seasons.low.rate', 0.001), 'seasons.low.rate', M.rateOutOfRange],
    ];
    for (const [draft, key, message] of cases) {
      expect(parseDealInput(draft)).toMatchObject({ success: false, fieldErrors: { [key]: message } });
    }
    expect(M.belowAPenny('Furniture', MIN_MONEY_AMOUNT)).toBe('Furniture must be £0 or at least £0.01.');
    expect(M.percentTooSmall('Occupancy', MIN_PERCENT)).toBe('Occupancy must be 0% or at least 0.0001%.');
    // The smallest amounts themselves are accepted.
    expect(parseDealInput(withValue(TENANCY, 'setup.furniture', MIN_MONEY_AMOUNT)).success).toBe(true);
    expect(parseDealInput(withValue(TENANCY, 'seasons.low.occupancy', MIN_PERCENT)).success).toBe(true);
  });
});

describe('A9.2: the decision measures inputs', () => {
  const refused = (draft: DealInputDraft) => {
    const parsed = parseDealInput(draft);
    return parsed.success ? {} : parsed.fieldErrors;
  };

  it('fills every default, and leaves refinance out unless a block is given', () => {
    const parsed = parseDealInput(PURCHASE);
    if (!parsed.success) throw new Error('refused');
    expect(parsed.input.exit).toEqual({ capitalGrowthPercent: 3, sellingCostsPercent: 2 });
    expect(parsed.input.stress).toEqual({ ratePoints: 3 });
    expect(parsed.input.sensitivity).toEqual({
      rateSteps: [-20, -10, 0, 10, 20],
      occupancySteps: [-20, -10, 0, 10, 20],
    });
    expect(parsed.input.tax).toEqual({ owner: 'none', otherIncome: 0, scottishTaxpayer: false });
    expect(parsed.input.refinance).toBeUndefined();
    const withBlock = parseDealInput({ ...PURCHASE, refinance: { valuation: 320_000 } });
    expect(withBlock.success && withBlock.input.refinance).toEqual({
      afterMonths: 6,
      valuation: 320_000,
      loanToValuePercent: 75,
      interestRatePercent: 5.5,
      repayment: 'interest_only',
      termYears: 25,
      fees: 1_500,
    });
  });

  it('refuses values out of the ranges, with a message at the field', () => {
    expect(refused({ ...PURCHASE, exit: { capitalGrowthPercent: 25 } })).toEqual({
      'exit.capitalGrowthPercent': M.capitalGrowthOutOfRange(-20, 20),
    });
    expect(refused({ ...PURCHASE, exit: { sellingCostsPercent: -1 } })).toEqual({
      'exit.sellingCostsPercent': M.sellingCostsOutOfRange(0, 10),
    });
    expect(refused({ ...PURCHASE, stress: { ratePoints: 11 } })).toEqual({
      'stress.ratePoints': M.stressPointsOutOfRange(0, 10),
    });
    expect(refused({ ...PURCHASE, sensitivity: { rateSteps: [] } })).toEqual({
      'sensitivity.rateSteps': M.sensitivityStepCount('Rate steps', 1, 7),
    });
    expect(refused({ ...PURCHASE, sensitivity: { occupancySteps: [0, 60] } })).toEqual({
      'sensitivity.occupancySteps.1': M.occupancyStepOutOfRange(-50, 50),
    });
    expect(refused({ ...PURCHASE, refinance: { afterMonths: 6.5 } })).toEqual({
      'refinance.afterMonths': M.refinanceMonthsOutOfRange(1, 60),
    });
    expect(refused({ ...PURCHASE, refinance: { repayment: 'repayment', termYears: 41 } })).toEqual({
      'refinance.termYears': M.termOutOfRange,
    });
    expect(refused({ ...PURCHASE, refinance: { valuation: MAX_PROPERTY_AMOUNT + 1 } })).toEqual({
      'refinance.valuation': M.tooLarge('Valuation', MAX_PROPERTY_AMOUNT),
    });
    // A client outside TypeScript can send an owner the type does not allow.
    const trustOwner = { ...PURCHASE, tax: { owner: 'trust' } } as unknown as DealInputDraft;
    expect(refused(trustOwner)).toHaveProperty(['tax.owner']);
    expect(M.capitalGrowthOutOfRange(-20, 20)).toBe('Capital growth must be between -20% and 20% a year.');
  });

  it('ignores a purchase-only block on a tenancy, its ranges included', () => {
    const parsed = parseDealInput({
      ...TENANCY,
      exit: { capitalGrowthPercent: 99 },
      stress: { ratePoints: -5 },
      refinance: { valuation: -1 },
    });
    expect(parsed.success).toBe(true);
    expect(parsed.success && parsed.input.refinance).toBeUndefined();
  });
});
