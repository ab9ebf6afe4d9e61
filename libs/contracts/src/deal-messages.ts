/**
 * Texts of the deal calculator: the analyser's field errors, the allowance refusals
 * and the warning messages. The form and the analysis service read them from here.
 */

import { MONTH_NAMES, type DealTier } from './deal-labels.js';

// The field, tier and month names live in deal-labels.ts: every existing import from here still works.
export * from './deal-labels.js';

/**
 * "1,000,000", as en-GB groups it, without Intl: the schema builds these messages as it is created (one per amount
 * field), and a phone's first Intl formatter costs it 0.1–0.3 s of the first load.
 */
export function groupedNumber(value: number): string {
  const [whole = '', fraction] = String(value).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** The hard errors, in the order they are checked (the first per field is shown), worded for the person typing. */
export const DEAL_MESSAGES = {
  monthWithoutTier: 'Assign every month to Low, Medium or High demand.',
  tierWithoutRate: (tier: DealTier) => `Enter a nightly rate above £0 for the ${tier} season.`,
  rateOutOfRange: 'Nightly rate must be between £1 and £10,000.',
  occupancyOutOfRange: 'Occupancy must be between 0% and 100%.',
  averageStayTooShort: 'Average stay must be at least 1 night.',
  averageStayTooLong: 'Average stay must be at most 365 nights.',
  negative: (field: string) => `${field} can't be negative.`,
  // A9.1's bounds (an A5 message for the same field is shown first).
  tooLarge: (field: string, max: number) => `${field} can't be more than £${groupedNumber(max)}.`,
  belowAPenny: (field: string, min: number) => `${field} must be £0 or at least £${min}.`,
  percentTooSmall: (field: string, min: number) => `${field} must be 0% or at least ${min}%.`,
  blockedNightsTooMany: (days: number, month: string) =>
    `Blocked nights can't exceed the ${days} days in ${month}.`,
  percentageCostsTooHigh: (totalPercent: string) =>
    `Percentage costs total ${totalPercent}% of revenue, so every booking loses money.`,
  purchasePriceRequired: 'Enter the purchase price.',
  loanAbovePrice: "Loan can't exceed the purchase price.",
  interestOutOfRange: 'Interest rate must be between 0% and 25%.',
  termOutOfRange: 'Mortgage term must be 1–40 years.',
  rentRequired: 'Enter the monthly rent you pay the landlord.',
  profitSharesNotHundred: (totalPercent: string) =>
    `Profit shares must add up to 100% (currently ${totalPercent}%).`,
  mortgageOnTenancy: 'A mortgage applies to a purchase only.',
  // A9.2's decision inputs.
  capitalGrowthOutOfRange: (min: number, max: number) =>
    `Capital growth must be between ${min}% and ${max}% a year.`,
  sellingCostsOutOfRange: (min: number, max: number) => `Selling costs must be between ${min}% and ${max}%.`,
  stressPointsOutOfRange: (min: number, max: number) =>
    `The stress test rise must be between ${min} and ${max} percentage points.`,
  sensitivityStepCount: (field: string, min: number, max: number) =>
    `${field} must list ${min} to ${max} steps.`,
  rateStepOutOfRange: (min: number, max: number) => `Each rate step must be between ${min}% and ${max}%.`,
  occupancyStepOutOfRange: (min: number, max: number) =>
    `Each occupancy step must be between ${min} and ${max} percentage points.`,
  refinanceMonthsOutOfRange: (min: number, max: number) =>
    `Refinance after must be a whole number of months from ${min} to ${max}.`,
  // The remaining ranges (name, percentages, growth, term…), in the same voice.
  nameRequired: 'Enter a name for this deal.',
  nameTooLong: 'Deal name must be at most 120 characters.',
  percentOutOfRange: (field: string) => `${field} must be between 0% and 100%.`,
  prefRateOutOfRange: 'Preferred return must be between 0% and 25%.',
  growthOutOfRange: (field: string) => `${field} must be above -100% and at most 100%.`,
  wholeMonths: (field: string) => `${field} must be a whole number of months from 0 to 12.`,
  launchMonthOutOfRange: 'Launch month must be a month from 1 to 12.',
  forecastYearOutOfRange: 'Forecast year must be between 2000 and 2100.',
  partnerYearsOutOfRange: 'Partnership years must be a whole number from 1 to 10.',
  partnerNameRequired: 'Enter a name for each partner.',
  partnerNameTooLong: 'Partner names must be at most 60 characters.',
  partnersRequired: 'Add at least one partner, or remove the partnership.',
  tooManyPartners: 'A partnership can have at most 10 partners.',
  notANumber: (field: string) => `${field} must be a number.`,
  notAChoice: (field: string, choices: readonly string[]) =>
    `${field} must be one of: ${choices.join(', ')}.`,
  notTrueOrFalse: (field: string) => `${field} must be true or false.`,
  notText: (field: string) => `${field} must be text.`,
  unknownField: (key: string) => `"${key}" is not a field of a deal.`,
  required: (field: string) => `${field} is required.`,
  notAList: (field: string, length: number) => `${field} must list ${length} values, one per month.`,
  notAnObject: (field: string) => `${field} must be an object.`,
  dealNotAnObject: 'A deal must be a JSON object of the deal input fields.',
} as const;

/** Long-form date of an allowance reset, as the refusal reads it: "1 December 2026" (UTC). */
export function formatAllowanceDate(date: Date): string {
  return `${date.getUTCDate()} ${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** Plan allowance texts: the refusal when used up (with the reset date) and the meter shown at all times. */
export const ALLOWANCE_MESSAGES = {
  calculationsUsedUp: (used: number, limit: number, resetsAt: Date) =>
    `You've used ${used} of ${limit} analyses this month. Your allowance resets on ${formatAllowanceDate(resetsAt)}.`,
  exportsUsedUp: (used: number, limit: number, resetsAt: Date) =>
    `You've used ${used} of ${limit} exports this month. Your allowance resets on ${formatAllowanceDate(resetsAt)}.`,
  meter: (used: number, limit: number | null) =>
    limit === null ? `${used} analyses used (unlimited)` : `${used} of ${limit} analyses used`,
} as const;

/** "1 second", "45 seconds", "2 minutes": a wait as the retry messages say it (seconds rounded up to minutes). */
export function formatRetryWait(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return whole === 1 ? '1 second' : `${whole} seconds`;
  const minutes = Math.ceil(whole / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** Answers of the deals API that are not validation texts. */
export const DEALS_API_MESSAGES = {
  dealNotFound: 'Deal not found.',
  sharedDealNotFound: 'This shared deal does not exist or is no longer shared.',
  apiKeyNotFound: 'API key not found.',
  apiKeysExecutiveOnly: 'API access is part of the Executive plan.',
  apiKeyInvalid: 'This API key is not valid or has been revoked.',
  planInactive: 'Your plan is not active. Renew your subscription to save and export analyses.',
  tooManyApiKeys: 'You can have at most 10 active API keys. Revoke one first.',
  /** 429 of the per-user limit on report downloads (PDF and CSV together); Retry-After carries the same wait. */
  reportsTooFrequent: (retryAfterSeconds: number) =>
    `You've downloaded many reports in a short time. Please try again in ${formatRetryWait(retryAfterSeconds)}.`,
  /** 429 while the user already has the most reports being prepared at once. */
  reportsInFlight: (inFlight: number, retryAfterSeconds: number) =>
    `You already have ${inFlight} reports being prepared. Please try again in ${formatRetryWait(retryAfterSeconds)}.`,
  /** 503 of a render that failed (deadline, memory, worker); the export it had counted is given back. */
  reportFailed:
    "We couldn't prepare this report just now, and it hasn't counted towards your exports. Please try again in a moment.",
  /** 503 when every report thread is busy and the queue is full; nothing was counted. */
  reportsBusy:
    "Reports are very busy right now, and this one hasn't counted towards your exports. Please try again in a moment.",
  /** 422 DEAL_INPUT_OUT_OF_BOUNDS to the owner: the fields marked (fieldErrors) are what to correct. */
  storedInputOutOfBounds:
    'This deal was saved with values the calculator no longer accepts. Correct the fields marked to open its figures.',
  /** 422 DEAL_INPUT_OUT_OF_BOUNDS of a share link: a visitor is told nothing of the deal's values. */
  sharedDealOutOfBounds:
    "This shared deal can't be shown: it was saved with values the calculator no longer accepts. Ask the person who shared it to update the deal.",
} as const;

/**
 * Machine code of a 422: the deal's stored input no longer passes the input schema (saved before A9.1's bounds). Its
 * owner gets `fieldErrors` keyed like A8's (`input.` prefix), and `GET /api/deals/:id` also the deal as stored, so the
 * editor can open it for correcting; nothing stored is changed or lost.
 */
export const DEAL_INPUT_OUT_OF_BOUNDS_CODE = 'DEAL_INPUT_OUT_OF_BOUNDS';
