import { type CompsLayout } from '@pac/contracts';
/**
 * Every text of "bring your own comparables": the panel's labels, the refusals of a file that isn't one we read, and
 * the reasons a row is skipped. The parser and the worker use the same constants, so a message exists once.
 */

/** Why a row of a readable file was left out (the counts by reason go under the tables). */
export type SkipReason =
  | 'malformed'
  | 'price_missing'
  | 'price_unreadable'
  | 'reviews_per_month_missing'
  | 'reviews_per_month_unreadable'
  | 'minimum_nights_unreadable'
  | 'month_missing'
  | 'month_unreadable'
  | 'adr_missing'
  | 'adr_unreadable'
  | 'occupancy_missing'
  | 'occupancy_unreadable';

/** "… rows skipped: 10 without a price, 2 without reviews per month". */
export const SKIP_REASON_TEXTS: Record<SkipReason, string> = {
  malformed: 'with the wrong number of columns or an unclosed quote',
  price_missing: 'without a price',
  price_unreadable: 'with a price that is not a number',
  reviews_per_month_missing: 'without reviews per month',
  reviews_per_month_unreadable: 'with reviews per month that is not a number',
  minimum_nights_unreadable: 'with minimum nights that is not a number',
  month_missing: 'without a month',
  month_unreadable: 'with a month that is not 1–12, a month name or YYYY-MM',
  adr_missing: 'without an ADR',
  adr_unreadable: 'with an ADR that is not a number',
  occupancy_missing: 'without an occupancy',
  occupancy_unreadable: 'with an occupancy that is not between 0 and 100%',
};

/** Refusals of a whole file: said instead of any table. */
export const COMPS_REFUSALS = {
  empty: 'The file is empty. Choose a CSV file of comparable listings.',
  binary:
    'This file is not a CSV: it holds binary data. If it is listings.csv.gz, unzip it first; if it is a spreadsheet, save it as CSV.',
  noKnownColumns:
    'None of the columns we read are in the first row of this file. Upload Inside Airbnb’s listings.csv, or a table whose first row is: month, adr, occupancy.',
  missingColumns: (layout: string, missing: readonly string[]) =>
    `This looks like ${layout} but has no ${missing.join(' or ')} column, so no row can be used.`,
  tooLarge: (megabytes: number) =>
    `The file is larger than ${megabytes} MB. Filter the listings down (one city or area) and upload that.`,
  tooSlow: (seconds: number) =>
    `Reading the file took longer than ${seconds} seconds, so it was stopped. Try a smaller file.`,
  failed: 'The file could not be read. Try again, or save it as CSV again and upload that.',
} as const;

export const LAYOUT_NAMES: Record<CompsLayout, string> = {
  listings: 'an Inside Airbnb listings file',
  months: 'a table by month',
} as const;

export const COMPS_TEXTS = {
  title: 'Comparable listings',
  description:
    'Upload comparable short-let listings to see the nightly rate (ADR) and occupancy of similar places at the 25th percentile, median and 75th percentile, and where this deal’s assumptions sit among them. The file is read on this device and never sent: only its summary is kept with the deal when you save it.',
  fileLabel: 'Comparable listings (CSV)',
  fileHint:
    'Inside Airbnb’s listings.csv (occupancy estimated from reviews per month), or a table with the columns month, adr, occupancy: month as 1–12, Jan, January or YYYY-MM; occupancy as 0–1, 0–100 or 65%.',
  filtersLegend: 'Filters',
  filtersHint: 'Filters apply to Inside Airbnb listings files only; a table by month is used as it is.',
  roomType: 'Room type',
  anyRoomType: 'Any room type',
  bedrooms: 'Bedrooms',
  bedroomsMatch: 'Bedrooms match',
  bedroomsExact: 'Exactly',
  bedroomsAtLeast: 'At least',
  nearLegend: 'Distance from a point',
  latitude: 'Latitude',
  longitude: 'Longitude',
  radiusKm: 'Within (km)',
  nearHint: 'Only listings within this distance of the point; leave all three empty for anywhere.',
  applyFilters: 'Apply filters',
  bedroomsInvalid: 'Enter a whole number of bedrooms, 0 or more, or leave it empty.',
  latitudeInvalid: 'Enter a latitude between −90 and 90.',
  longitudeInvalid: 'Enter a longitude between −180 and 180.',
  radiusInvalid: 'Enter a distance above 0 km.',
  nearIncomplete: 'Enter the latitude, longitude and distance, or leave all three empty.',
  reading: (fileName: string) => `Reading ${fileName}…`,
  summaryOf: (rows: number, fileName: string, layout: string, day: string) =>
    `Summary of ${rows.toLocaleString('en-GB')} ${rows === 1 ? 'row' : 'rows'} of ${fileName} (${layout}), read on ${formatDay(day)}.`,
  tiersRegrouped:
    'The demand tiers below group the months as they were when the file was read; choose the file again to group them as the deal has them now.',
  removeButton: 'Remove the comparables',
  removed: 'The comparables summary is removed from this deal.',
  noUsableRows: 'No row of this file could be used: see the skipped rows below.',
  listingsHaveNoMonths:
    'An Inside Airbnb listings file has no months: each listing’s price and estimated occupancy count in every month, so every month and every tier shows the same figures.',
  occupancyModel:
    'Occupancy is estimated as Inside Airbnb does: nights booked a month = reviews per month ÷ 0.5 (half of stays are reviewed) × the average stay (3 nights, or the minimum stay if longer), over the days of an average month, at most 70%.',
  otherCurrency: (currencies: readonly string[]) =>
    `Prices in this file are in ${currencies
      .map((sign) =>
        sign === '\uFFFD' ? 'a sign this file’s encoding hides (save it as UTF-8 CSV to see it)' : sign,
      )
      .join(', ')}, while the deal is in £: convert them before using the median.`,
  filtersIgnored: 'The filters were not used: they apply to Inside Airbnb listings files only.',
  filteredOut: (count: number) =>
    `${count.toLocaleString('en-GB')} ${count === 1 ? 'listing is' : 'listings are'} outside the filters.`,
  skipped: (total: number, parts: readonly string[]) =>
    `${total.toLocaleString('en-GB')} ${total === 1 ? 'row' : 'rows'} skipped: ${parts.join(', ')}.`,
  tierTableLabel: 'Comparables by demand tier table',
  tierTableCaption:
    'ADR and occupancy of the comparables by demand tier: 25th percentile, median and 75th percentile, with a button to use the median in the deal.',
  monthTableLabel: 'Comparables by month table',
  monthTableCaption:
    'ADR and occupancy of the comparables by month: 25th percentile, median and 75th percentile, and where the deal’s assumption for that month sits.',
  tierHeader: 'Demand tier',
  monthHeader: 'Month',
  countHeader: 'Comparables',
  adrP25: 'ADR 25th pct',
  adrMedian: 'ADR median',
  adrP75: 'ADR 75th pct',
  occupancyP25: 'Occupancy 25th pct',
  occupancyMedian: 'Occupancy median',
  occupancyP75: 'Occupancy 75th pct',
  medianHeader: 'Use in the deal',
  dealHeader: 'This deal (rate; occupancy)',
  noData: 'No data',
  tierWithoutMonths: 'No month is in this tier',
  medianButton: 'Use the median',
  medianButtonLabel: (tierName: string) => `Use the median for the ${tierName} season`,
  positionsHeading: 'Where this deal sits',
  medianUsed: (tierName: string, rate: string, occupancy: string) =>
    `The ${tierName} season now uses the median: ${rate} a night at ${occupancy} occupancy.`,
  notEntered: 'not entered',
} as const;

/** Inside Airbnb's room_type values, as its files spell them. */
export const ROOM_TYPES = ['Entire home/apt', 'Private room', 'Shared room', 'Hotel room'] as const;

export type DealPositionKey = 'below_p25' | 'p25_p50' | 'p50_p75' | 'above_p75';

/** Long form, in the list under the tier table. */
export const POSITION_TEXTS: Record<DealPositionKey, string> = {
  below_p25: 'below the 25th percentile',
  p25_p50: 'between the 25th percentile and the median',
  p50_p75: 'between the median and the 75th percentile',
  above_p75: 'above the 75th percentile',
};

/** Short form, in a cell of the month table (its header says what the words compare). */
export const POSITION_SHORT: Record<DealPositionKey, string> = {
  below_p25: 'below p25',
  p25_p50: 'p25–median',
  p50_p75: 'median–p75',
  above_p75: 'above p75',
};

/** "Low season: your nightly rate of £95 is between …; your occupancy of 60% is above …". */
export const positionSentence = (
  tierName: string,
  rate: { value: string; position: string } | null,
  occupancy: { value: string; position: string } | null,
) =>
  `${tierName} season: your nightly rate ${
    rate ? `of ${rate.value} is ${rate.position}` : 'is not entered or has no comparables'
  }; your occupancy ${
    occupancy ? `of ${occupancy.value} is ${occupancy.position}` : 'is not entered or has no comparables'
  }.`;

/** "2026-12-07" → "7 December 2026". */
const formatDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
