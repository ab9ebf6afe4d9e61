import { MONTH_NAMES, forecastCalendar, type DealInput, type DealResult } from '@pac/contracts';
import { Decimal } from 'decimal.js';

/**
 * How deals print their numbers everywhere: the analyser, the PDF report, the CSV
 * export and the warnings. Pence in tables, whole pounds on cards, percentages to 1 dp, ratios to 2 dp, always
 * half-up (away from zero), through decimal.js on the number's shortest decimal form, so every place shows the
 * same pennies.
 */

/** Negative figures start with the minus sign (the PDF's fonts lack it; its text writer prints an en dash). */
export const MINUS = '\u2212';
/** Shown for a figure that does not exist (a ratio with a zero denominator, a yield of a tenancy). */
export const NOT_APPLICABLE = 'n/a';

const group = (whole: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** `value` rounded half-up (away from zero) to `places`, as plain digits: "-380.81", "1063.41" (CSV cells). */
export const roundHalfUp = (value: number, places: number): string =>
  new Decimal(value).toDecimalPlaces(places, Decimal.ROUND_HALF_UP).toFixed(places);

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

/** The payback month, or why there is none: not within the ten years walked, or a year that never pays back. */
export function paybackText(result: Pick<DealResult, 'kpis' | 'annual'>): string {
  const month = result.kpis.paybackMonth;
  if (month !== null) return `Month ${month}`;
  return result.annual.netCashFlow > 0 ? 'Not within 10 years' : 'Never at these assumptions';
}

/** "33.6 months" (1 dp), or "Never" when the year's cash flow doesn't pay anything back. */
export function simplePaybackText(months: number | null): string {
  return months === null ? 'Never' : `${fixed(months, 1).digits} months`;
}

/** "£90,000", "£3,159.99", "−£860.73": pence unless the amount is whole pounds (warning texts). */
export function formatPounds(value: number): string {
  const whole = fixed(value, 0);
  const exact = fixed(value, 2);
  const digits = exact.digits.endsWith('.00') ? whole.digits : exact.digits;
  return `${exact.negative ? MINUS : ''}£${digits}`;
}

/** "90", "66.8", "2.7": a number to at most `decimals` places, without trailing zeros. */
export function formatNumber(value: number, decimals = 1): string {
  const { negative, digits } = fixed(value, decimals);
  const trimmed = digits.includes('.') ? digits.replace(/\.?0+$/, '') : digits;
  return `${negative ? MINUS : ''}${trimmed}`;
}

export const formatPercent = (value: number, decimals = 1) => `${formatNumber(value, decimals)}%`;

/** "low", "low and high", "low, medium and high". */
export function formatList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
