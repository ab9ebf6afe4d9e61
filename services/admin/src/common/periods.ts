export const DAY_MS = 86_400_000;

/** A half-open time window [from, to). */
export interface Window {
  from: Date;
  to: Date;
}

/** The last `days` days up to `now`, and the same length just before it (for period-over-period changes). */
export function rollingWindows(now: Date, days: number): { current: Window; previous: Window } {
  const from = new Date(now.getTime() - days * DAY_MS);
  return {
    current: { from, to: now },
    previous: { from: new Date(from.getTime() - days * DAY_MS), to: from },
  };
}

/** Midnight UTC of the day `date` falls in. */
export const startOfUtcDay = (date: Date) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

/** First instant of the UTC calendar month `date` falls in. */
export const startOfUtcMonth = (date: Date) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));

export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The last `days` UTC days up to `now`, today included: the first day's midnight (where a query starts) and every
 * day's YYYY-MM-DD, oldest first (the charts' x-axis, a day without rows included). The revenue and usage charts
 * both count their days with it.
 */
export function lastUtcDays(now: Date, days: number): { from: Date; dates: string[] } {
  const from = new Date(startOfUtcDay(now).getTime() - (days - 1) * DAY_MS);
  const dates = Array.from({ length: days }, (_, index) => isoDay(new Date(from.getTime() + index * DAY_MS)));
  return { from, dates };
}

/** Pence to pounds, rounded to the penny. */
export const pounds = (pence: number | bigint | null | undefined) => Math.round(Number(pence ?? 0)) / 100;
export const round2 = (value: number) => Math.round(value * 100) / 100;
