import { MONTH_NAMES, forecastCalendar, type DealInput, type DealResult } from '@pac/contracts';
import { Decimal } from 'decimal.js';

/**
 * How the report prints numbers (deal-calculator.md Part B §3): pence in tables, whole pounds on cards,
 * percentages to 1 dp, ratios to 2 dp, always half-up (away from zero). Rounding goes through decimal.js on the
 * number's shortest decimal form, as the CSV export does, so both show the same pennies.
 */

/**
 * Negative figures start with an en dash: the true minus sign (U+2212) is not in the standard PDF fonts'
 * WinAnsi encoding, and the en dash is digit-wide, so right-aligned columns still line up.
 */
export const MINUS = '\u2013';
/** Shown for a figure that does not exist (a ratio with a zero denominator, a yield of a tenancy). */
export const NOT_APPLICABLE = 'n/a';

const group = (whole: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** `value` rounded half-up to `places`, with thousands separators, and no sign on a figure that rounds to zero. */
function fixed(value: number, places: number): { negative: boolean; digits: string } {
  const rounded = new Decimal(value).toDecimalPlaces(places, Decimal.ROUND_HALF_UP);
  const [whole = '0', fraction] = rounded.abs().toFixed(places).split('.');
  return {
    negative: rounded.isNegative() && !rounded.isZero(),
    digits: fraction === undefined ? group(whole) : `${group(whole)}.${fraction}`,
  };
}

/** "£1,063.41", "–£380.81": money to the penny, for tables. */
export function pence(value: number): string {
  const { negative, digits } = fixed(value, 2);
  return `${negative ? MINUS : ''}£${digits}`;
}

/** "£3,160", "–£861": money to the pound, for headline cards. */
export function pounds(value: number): string {
  const { negative, digits } = fixed(value, 0);
  return `${negative ? MINUS : ''}£${digits}`;
}

/** An amount as the user entered it: "£950", "£1,096.15". */
export const enteredMoney = (value: number) => (Number.isInteger(value) ? pounds(value) : pence(value));

/** "66.8%"; n/a for a percentage that does not exist. */
export function percent(value: number | null, places = 1): string {
  if (value === null) return NOT_APPLICABLE;
  const { negative, digits } = fixed(value, places);
  return `${negative ? MINUS : ''}${digits}%`;
}

/** A percentage as the user entered it, without trailing zeros: "15.5%", "8%". */
export const enteredPercent = (value: number) => `${new Decimal(value).toDecimalPlaces(4).toString()}%`;

/** "1.26": ratios (DSCR) to 2 dp. */
export function ratio(value: number | null): string {
  if (value === null) return NOT_APPLICABLE;
  const { negative, digits } = fixed(value, 2);
  return `${negative ? MINUS : ''}${digits}`;
}

/** Nights and stays are expected values, not whole bookings: shown to 2 dp. */
export const nights = (value: number) => fixed(value, 2).digits;

/** "Jan 2026". */
export const monthLabel = (year: number, month: number) => `${MONTH_NAMES[month - 1]?.slice(0, 3)} ${year}`;

/** "Jan 2026 – Dec 2026": the twelve forecast months. */
export function forecastPeriod(input: Pick<DealInput, 'forecastYear' | 'launchMonth'>): string {
  const months = forecastCalendar(input.forecastYear, input.launchMonth);
  const first = months[0]!;
  const last = months[months.length - 1]!;
  return `${monthLabel(first.year, first.month)} \u2013 ${monthLabel(last.year, last.month)}`;
}

/** "26 November 2026", in UK time: the reader's calendar date, whatever the server's zone. */
export function longDate(date: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  }).format(date);
}

/** Part B §2.8: the payback month, or why there is none. */
export function paybackText(result: Pick<DealResult, 'kpis' | 'annual'>): string {
  const month = result.kpis.paybackMonth;
  if (month !== null) return `Month ${month}`;
  return result.annual.netCashFlow > 0 ? 'Not within 10 years' : 'Never at these assumptions';
}

/** "33.6 months" (1 dp), or "Never" when the year's cash flow doesn't pay anything back. */
export function simplePaybackText(months: number | null): string {
  return months === null ? 'Never' : `${fixed(months, 1).digits} months`;
}
