import { type DealInput, type DealTier, daysInMonth, forecastCalendar } from '@pac/contracts';

/**
 * One of the twelve forecast months, launch month first, with its real calendar days (a short February shows in
 * the month table) and its calendar year (a June launch ends in May of the next year).
 */
export interface CalendarMonth {
  year: number;
  month: number;
  days: number;
  tier: DealTier;
  blockedNights: number;
  /** Months with the same key have the same lines before rent, so they are computed once. */
  key: string;
}

export function calendarMonths(input: DealInput): CalendarMonth[] {
  return forecastCalendar(input.forecastYear, input.launchMonth).map(({ year, month }) => {
    const days = daysInMonth(year, month);
    const tier = input.seasons.tierOfMonth[month - 1] ?? 'low';
    const blockedNights = input.blockedNights[month - 1] ?? 0;
    return { year, month, days, tier, blockedNights, key: `${tier}/${days}/${blockedNights}` };
  });
}
