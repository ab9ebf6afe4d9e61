/**
 * Reading a CSV of comparables, one row at a time: which of the two layouts a file is (from its first row), each
 * row as a comparable or the reason it was skipped, and the filters on Inside Airbnb listings. Only the figures the
 * summary needs are kept (an ADR and an occupancy per comparable), so a file of any length stays small in memory.
 */
import Papa from 'papaparse';
import { type CompsLayout } from '@pac/contracts';
import { COMPS_REFUSALS, LAYOUT_NAMES, type SkipReason } from './comps-texts.js';

/** `listings`: Inside Airbnb's listings.csv (no months); `months`: a table of month, adr, occupancy. */
export type { CompsLayout };

/** What the panel's filters narrow Inside Airbnb listings to; every part is optional. */
export interface CompsFilters {
  /** Inside Airbnb's room_type, e.g. "Entire home/apt" or "Private room" (compared without case). */
  roomType?: string;
  bedrooms?: { count: number; match: 'exact' | 'at_least' };
  near?: { latitude: number; longitude: number; radiusKm: number };
}

/** One comparable: its nightly rate and occupancy in percent (0–100, like the deal's); `month` 1–12 when known. */
export interface Comp {
  adr: number;
  occupancy: number;
  month: number | null;
  /** The currency sign the price carried ("$", "£"), if any. */
  currency: string | null;
}

export type RowOutcome =
  { kind: 'comp'; comp: Comp } | { kind: 'skipped'; reason: SkipReason } | { kind: 'filtered_out' };

/** A row as papaparse gives it with `header: true` (headers lower-cased and trimmed). */
export type CsvRecord = Record<string, string | undefined>;

/** Inside Airbnb's model: half of stays get a review, a stay lasts at least 3 nights, occupancy at most 70%. */
export const REVIEW_RATE = 0.5;
export const MIN_AVERAGE_STAY = 3;
export const MAX_LISTING_OCCUPANCY = 70;
/**
 * The listings have no months, so one figure must serve every month: nights booked a month over the days of an
 * average month (365 / 12), which is Inside Airbnb's yearly "nights a year ÷ 365" read monthly.
 */
export const DAYS_IN_AVERAGE_MONTH = 365 / 12;
const EARTH_RADIUS_KM = 6371;

const LISTING_COLUMNS = ['price', 'reviews_per_month'] as const;
const MONTH_COLUMNS = ['month', 'adr', 'occupancy'] as const;
/** Columns that say which layout a file was meant to be, when its required ones are missing. */
const LISTING_HINTS = [...LISTING_COLUMNS, 'id', 'room_type', 'minimum_nights', 'latitude', 'longitude'];

export type LayoutDetection = { ok: true; layout: CompsLayout } | { ok: false; message: string };

/** The layout from the first row's column names (already lower-cased and trimmed). */
export function detectLayout(fields: readonly string[]): LayoutDetection {
  const has = (column: string) => fields.includes(column);
  if (MONTH_COLUMNS.every(has)) return { ok: true, layout: 'months' };
  if (LISTING_COLUMNS.every(has)) return { ok: true, layout: 'listings' };
  if (MONTH_COLUMNS.some((column) => column !== 'occupancy' && has(column))) {
    const missing = MONTH_COLUMNS.filter((column) => !has(column));
    return { ok: false, message: COMPS_REFUSALS.missingColumns(LAYOUT_NAMES.months, missing) };
  }
  if (LISTING_HINTS.some(has)) {
    const missing = LISTING_COLUMNS.filter((column) => !has(column));
    return { ok: false, message: COMPS_REFUSALS.missingColumns(LAYOUT_NAMES.listings, missing) };
  }
  return { ok: false, message: COMPS_REFUSALS.noKnownColumns };
}

export const normaliseHeader = (header: string) =>
  header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase();

/**
 * Binary data read as text: NUL or other control characters in the first few kilobytes (a gzip or zip/xlsx file
 * has them in its first bytes), or many undecodable bytes (U+FFFD). A few of those are a CSV saved in Windows-1252
 * ("£" read as UTF-8), which is still readable, so only a share above 5% counts.
 */
export function looksBinary(start: string): boolean {
  const sample = start.slice(0, 4096);
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this looks for
  if (/[\u0000-\u0008\u000E-\u001F]/.test(sample)) return true;
  const undecodable = sample.length - sample.replaceAll('\uFFFD', '').length;
  return undecodable > sample.length * 0.05;
}

const blank = (value: string | undefined): value is undefined => value === undefined || value.trim() === '';

/** "120", "1,200.50": a plain decimal number (thousands commas allowed), or NaN. */
function plainNumber(text: string): number {
  const digits = text.replace(/,(?=\d{3}(\D|$))/g, '');
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(digits) ? Number(digits) : Number.NaN;
}

/**
 * A currency sign: a symbol with up to three letters before it ("$", "£", "US$", "R$"), an ISO code ("GBP"), or
 * U+FFFD, which is what "£" or "€" of a Windows-1252 file becomes when read as UTF-8.
 */
const CURRENCY = String.raw`(?:[A-Za-z]{0,3}\p{Sc}|[A-Z]{3}|\uFFFD)`;
const MONEY = new RegExp(String.raw`^\s*(${CURRENCY})?\s*([+-]?[\d.,]+)\s*(${CURRENCY})?\s*$`, 'u');

/** "$120.00", "£95", "95 €", "US$1,200", "120": the amount and the sign around it, or null when unreadable. */
export function readMoney(text: string): { amount: number; currency: string | null } | null {
  const match = MONEY.exec(text);
  if (!match) return null;
  const amount = plainNumber(match[2]!);
  if (!Number.isFinite(amount)) return null;
  return { amount, currency: match[1] ?? match[3] ?? null };
}

const MONTH_PREFIXES = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
] as const;
const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;

/** 1–12 from "3", "03", "Mar", "March", "mar.", "Sept", "2024-03" or "2024-03-01"; null otherwise. */
export function readMonth(text: string): number | null {
  const value = text.trim().toLowerCase().replace(/\.$/, '');
  const iso = /^\d{4}-(\d{1,2})(-\d{1,2})?$/.exec(value);
  const numeric = iso ? iso[1]! : /^\d{1,2}$/.test(value) ? value : null;
  if (numeric !== null) {
    const month = Number(numeric);
    return month >= 1 && month <= 12 ? month : null;
  }
  if (value === 'sept') return 9;
  const index = MONTH_PREFIXES.findIndex(
    (prefix, at) => value.length >= 3 && value.startsWith(prefix) && MONTH_NAMES[at]!.startsWith(value),
  );
  return index === -1 ? null : index + 1;
}

/**
 * Occupancy in percent from "65%", "65" or "0.65": a number up to 1 without a % sign is a fraction (a rate tool's
 * 0–1 export), anything else is already percent. Null when not a number or outside 0–100%.
 */
export function readOccupancy(text: string): number | null {
  const trimmed = text.trim();
  const percentSign = trimmed.endsWith('%');
  const value = plainNumber(percentSign ? trimmed.slice(0, -1).trim() : trimmed);
  if (!Number.isFinite(value)) return null;
  const percent = percentSign || value > 1 ? value : value * 100;
  return percent >= 0 && percent <= 100 ? percent : null;
}

/** Great-circle distance in km between two points given in degrees (haversine). */
export function distanceKm(
  from: { latitude: number; longitude: number },
  to: { latitude: number; longitude: number },
): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.latitude - from.latitude);
  const dLng = radians(to.longitude - from.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A listing the filters keep; one whose filtered column is empty or unreadable is left out. */
function passesFilters(row: CsvRecord, filters: CompsFilters): boolean {
  if (filters.roomType && row.room_type?.trim().toLowerCase() !== filters.roomType.trim().toLowerCase())
    return false;
  if (filters.bedrooms) {
    const bedrooms = blank(row.bedrooms) ? Number.NaN : plainNumber(row.bedrooms.trim());
    if (!Number.isFinite(bedrooms)) return false;
    const { count, match } = filters.bedrooms;
    if (match === 'exact' ? bedrooms !== count : bedrooms < count) return false;
  }
  if (filters.near) {
    const latitude = blank(row.latitude) ? Number.NaN : Number(row.latitude);
    const longitude = blank(row.longitude) ? Number.NaN : Number(row.longitude);
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return false;
    if (distanceKm(filters.near, { latitude, longitude }) > filters.near.radiusKm) return false;
  }
  return true;
}

/**
 * An Inside Airbnb listing: its price as the ADR, and occupancy by Inside Airbnb's model (nights a month =
 * reviews per month ÷ 0.5 × max(3, minimum nights), over an average month, at most 70%). Filters come first, so a
 * listing outside them is not counted as skipped for its data.
 */
export function readListingRow(row: CsvRecord, filters: CompsFilters = {}): RowOutcome {
  if (!passesFilters(row, filters)) return { kind: 'filtered_out' };
  if (blank(row.price)) return { kind: 'skipped', reason: 'price_missing' };
  const price = readMoney(row.price);
  if (!price) return { kind: 'skipped', reason: 'price_unreadable' };
  // Inside Airbnb leaves the price empty for a listing not on offer; a zero price is as good as none.
  if (price.amount <= 0) return { kind: 'skipped', reason: 'price_missing' };
  if (blank(row.reviews_per_month)) return { kind: 'skipped', reason: 'reviews_per_month_missing' };
  const reviews = plainNumber(row.reviews_per_month.trim());
  if (!Number.isFinite(reviews) || reviews < 0)
    return { kind: 'skipped', reason: 'reviews_per_month_unreadable' };
  const minimumNights = blank(row.minimum_nights) ? MIN_AVERAGE_STAY : plainNumber(row.minimum_nights.trim());
  if (!Number.isFinite(minimumNights) || minimumNights < 0)
    return { kind: 'skipped', reason: 'minimum_nights_unreadable' };
  const nightsPerMonth = (reviews / REVIEW_RATE) * Math.max(MIN_AVERAGE_STAY, minimumNights);
  const occupancy = Math.min(MAX_LISTING_OCCUPANCY, (nightsPerMonth / DAYS_IN_AVERAGE_MONTH) * 100);
  return { kind: 'comp', comp: { adr: price.amount, occupancy, month: null, currency: price.currency } };
}

/** A row of a month table: month, adr, occupancy (filters don't apply). */
export function readMonthRow(row: CsvRecord): RowOutcome {
  if (blank(row.month)) return { kind: 'skipped', reason: 'month_missing' };
  const month = readMonth(row.month);
  if (month === null) return { kind: 'skipped', reason: 'month_unreadable' };
  if (blank(row.adr)) return { kind: 'skipped', reason: 'adr_missing' };
  const adr = readMoney(row.adr);
  if (!adr || adr.amount < 0) return { kind: 'skipped', reason: 'adr_unreadable' };
  if (blank(row.occupancy)) return { kind: 'skipped', reason: 'occupancy_missing' };
  const occupancy = readOccupancy(row.occupancy);
  if (occupancy === null) return { kind: 'skipped', reason: 'occupancy_unreadable' };
  return { kind: 'comp', comp: { adr: adr.amount, occupancy, month, currency: adr.currency } };
}

/** The figures of a readable file: ADRs and occupancies (percent) by month (index 0–11), or for every month. */
export interface CompsSample {
  layout: CompsLayout;
  /** `listings`: one list for every month; `months`: twelve lists, by month. */
  adr: number[][];
  occupancy: number[][];
  /** Data rows read (blank lines aside), used or not. */
  rowsRead: number;
  used: number;
  skipped: Partial<Record<SkipReason, number>>;
  /** Listings left out by the filters (not counted as skipped). */
  filteredOut: number;
  /** Whether filters were given for a layout they don't apply to. */
  filtersIgnored: boolean;
  /** Currency signs seen on the prices, in order of first sight. */
  currencies: string[];
}

export type CompsParseOutcome = { ok: true; sample: CompsSample } | { ok: false; message: string };

const hasFilters = (filters: CompsFilters) => Boolean(filters.roomType || filters.bedrooms || filters.near);

/** Gathers a file's rows as papaparse streams them: the header first, then each row with its parse errors. */
export class CompsCollector {
  private layout: CompsLayout | null = null;
  private refusal: string | null = null;
  private sample: CompsSample | null = null;

  constructor(private readonly filters: CompsFilters = {}) {}

  /** The first chunk of text, before papaparse reads it: refuses binary data early. */
  start(firstChunk: string): void {
    if (looksBinary(firstChunk)) this.refusal = COMPS_REFUSALS.binary;
  }

  /** The column names; false when the file is refused (the caller stops parsing). */
  header(fields: readonly string[]): boolean {
    if (this.refusal) return false;
    const detected = detectLayout(fields);
    if (!detected.ok) {
      this.refusal = detected.message;
      return false;
    }
    this.layout = detected.layout;
    const lists = detected.layout === 'listings' ? 1 : 12;
    this.sample = {
      layout: detected.layout,
      adr: Array.from({ length: lists }, () => []),
      occupancy: Array.from({ length: lists }, () => []),
      rowsRead: 0,
      used: 0,
      skipped: {},
      filteredOut: 0,
      filtersIgnored: detected.layout === 'months' && hasFilters(this.filters),
      currencies: [],
    };
    return true;
  }

  get started(): boolean {
    return this.sample !== null || this.refusal !== null;
  }

  row(record: CsvRecord, errors: readonly Papa.ParseError[]): void {
    const sample = this.sample;
    if (!sample) return;
    sample.rowsRead += 1;
    const outcome: RowOutcome = errors.some((error) => error.type !== 'Delimiter')
      ? { kind: 'skipped', reason: 'malformed' }
      : this.layout === 'listings'
        ? readListingRow(record, this.filters)
        : readMonthRow(record);
    if (outcome.kind === 'skipped') {
      sample.skipped[outcome.reason] = (sample.skipped[outcome.reason] ?? 0) + 1;
    } else if (outcome.kind === 'filtered_out') {
      sample.filteredOut += 1;
    } else {
      const { comp } = outcome;
      const list = comp.month === null ? 0 : comp.month - 1;
      sample.adr[list]!.push(comp.adr);
      sample.occupancy[list]!.push(comp.occupancy);
      sample.used += 1;
      if (comp.currency && !sample.currencies.includes(comp.currency)) sample.currencies.push(comp.currency);
    }
  }

  /** After the last row. `firstChunk` is the file's start, to tell an empty file from a header without rows. */
  finish(firstChunk: string): CompsParseOutcome {
    if (this.refusal) return { ok: false, message: this.refusal };
    if (this.sample) return { ok: true, sample: this.sample };
    if (firstChunk.trim() === '') return { ok: false, message: COMPS_REFUSALS.empty };
    // A header and no rows: papaparse never called step, so read the header here.
    const head = Papa.parse<string[]>(firstChunk, { preview: 1, skipEmptyLines: 'greedy' });
    if (!this.header((head.data[0] ?? []).map(normaliseHeader)) || !this.sample)
      return { ok: false, message: this.refusal ?? COMPS_REFUSALS.noKnownColumns };
    return { ok: true, sample: this.sample };
  }
}

/** The papaparse options both entry points share; `collector` receives the rows. */
function streamingConfig(collector: CompsCollector, firstChunk: { text: string }) {
  return {
    header: true,
    skipEmptyLines: 'greedy' as const,
    transformHeader: normaliseHeader,
    beforeFirstChunk(chunk: string) {
      firstChunk.text = chunk;
      collector.start(chunk);
    },
    step(results: Papa.ParseStepResult<CsvRecord>, parser: Papa.Parser) {
      if (!collector.started && !collector.header(results.meta.fields ?? [])) {
        parser.abort();
        return;
      }
      collector.row(results.data, results.errors);
    },
  };
}

/** A whole CSV held as a string (tests, the benchmark); papaparse parses a string synchronously. */
export function parseCompsText(text: string, filters: CompsFilters = {}): CompsParseOutcome {
  const collector = new CompsCollector(filters);
  const firstChunk = { text: '' };
  Papa.parse<CsvRecord>(text, { ...streamingConfig(collector, firstChunk), worker: false });
  return collector.finish(firstChunk.text || text.slice(0, 65_536));
}

/** A chosen file, streamed in chunks (in the worker, or on the main thread where there is no Worker). */
export function parseCompsFile(file: File, filters: CompsFilters = {}): Promise<CompsParseOutcome> {
  return new Promise((resolve) => {
    const collector = new CompsCollector(filters);
    const firstChunk = { text: '' };
    Papa.parse<CsvRecord, File>(file, {
      ...streamingConfig(collector, firstChunk),
      worker: false,
      complete: () => resolve(collector.finish(firstChunk.text)),
      error: () => resolve({ ok: false, message: COMPS_REFUSALS.failed }),
    });
  });
}
