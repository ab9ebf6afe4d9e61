import { describe, expect, it } from 'vitest';
import {
  detectLayout,
  distanceKm,
  parseCompsFile,
  parseCompsText,
  readListingRow,
  readMoney,
  readMonth,
  readMonthRow,
  readOccupancy,
  type CompsFilters,
} from './comps-parse.js';
import { COMPS_REFUSALS, LAYOUT_NAMES } from './comps-texts.js';

const sampleOf = (text: string, filters?: CompsFilters) => {
  const parsed = parseCompsText(text, filters);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.sample;
};

/** The detailed listings.csv's columns we read, among some we don't (a quoted name with a comma). */
const LISTINGS_HEADER =
  'id,name,room_type,bedrooms,latitude,longitude,price,minimum_nights,number_of_reviews,reviews_per_month';

describe('reading values', () => {
  it('reads prices with or without a currency sign and thousands commas', () => {
    expect(readMoney('$120.00')).toEqual({ amount: 120, currency: '$' });
    expect(readMoney('£95.00')).toEqual({ amount: 95, currency: '£' });
    expect(readMoney('$1,200.50')).toEqual({ amount: 1200.5, currency: '$' });
    expect(readMoney('95 €')).toEqual({ amount: 95, currency: '€' });
    expect(readMoney('120')).toEqual({ amount: 120, currency: null });
    expect(readMoney('GBP 95')).toEqual({ amount: 95, currency: 'GBP' });
    expect(readMoney('US$80')).toEqual({ amount: 80, currency: 'US$' });
    expect(readMoney('about 100')).toBeNull();
    expect(readMoney('1,2')).toBeNull();
  });

  it('reads months as 1–12, names, abbreviations and YYYY-MM', () => {
    expect(readMonth('1')).toBe(1);
    expect(readMonth('09')).toBe(9);
    expect(readMonth('Jan')).toBe(1);
    expect(readMonth('january')).toBe(1);
    expect(readMonth('Sept')).toBe(9);
    expect(readMonth('Dec.')).toBe(12);
    expect(readMonth('2024-03')).toBe(3);
    expect(readMonth('2024-11-01')).toBe(11);
    expect(readMonth('13')).toBeNull();
    expect(readMonth('Ja')).toBeNull();
    expect(readMonth('Janvier')).toBeNull();
    expect(readMonth('2024-13')).toBeNull();
  });

  it('reads occupancy as a fraction, a percentage or with a % sign, in percent', () => {
    expect(readOccupancy('0.65')).toBeCloseTo(65, 10);
    expect(readOccupancy('65')).toBe(65);
    expect(readOccupancy('65%')).toBe(65);
    expect(readOccupancy(' 0.5 % ')).toBe(0.5);
    expect(readOccupancy('0')).toBe(0);
    expect(readOccupancy('120')).toBeNull();
    expect(readOccupancy('-5')).toBeNull();
    expect(readOccupancy('high')).toBeNull();
  });

  it('measures great-circle distances', () => {
    // One degree of longitude on the equator: 6371 km × π / 180 = 111.19 km.
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 })).toBeCloseTo(111.19, 2);
    // London (Charing Cross) to Paris (Notre-Dame): about 343 km.
    expect(
      distanceKm({ latitude: 51.5074, longitude: -0.1278 }, { latitude: 48.853, longitude: 2.3499 }),
    ).toBeCloseTo(343, -1);
  });
});

describe('detectLayout', () => {
  it('tells the two layouts apart by their columns', () => {
    expect(detectLayout(['month', 'adr', 'occupancy'])).toEqual({ ok: true, layout: 'months' });
    expect(detectLayout(LISTINGS_HEADER.split(','))).toEqual({ ok: true, layout: 'listings' });
  });

  it('names the missing columns of a file that is nearly one of them', () => {
    expect(detectLayout(['month', 'adr'])).toEqual({
      ok: false,
      message: COMPS_REFUSALS.missingColumns(LAYOUT_NAMES.months, ['occupancy']),
    });
    expect(detectLayout(['id', 'room_type', 'price'])).toEqual({
      ok: false,
      message: COMPS_REFUSALS.missingColumns(LAYOUT_NAMES.listings, ['reviews_per_month']),
    });
  });
});

describe('Inside Airbnb listings', () => {
  it('estimates occupancy with Inside Airbnb’s model', () => {
    // 1.5 reviews a month ÷ 0.5 = 3 stays × max(3, 2) nights = 9 nights, over 365/12 days = 108/365 = 29.589%.
    const short = readListingRow({ price: '$120.00', minimum_nights: '2', reviews_per_month: '1.5' });
    expect(short).toMatchObject({ kind: 'comp', comp: { adr: 120, month: null, currency: '$' } });
    expect(short.kind === 'comp' && short.comp.occupancy).toBeCloseTo((108 / 365) * 100, 10);
    // 0.5 reviews → 1 stay × max(3, 5) = 5 nights → 5 × 1200 / 365 = 16.438%.
    const longer = readListingRow({ price: '£95', minimum_nights: '5', reviews_per_month: '0.5' });
    expect(longer.kind === 'comp' && longer.comp.occupancy).toBeCloseTo((5 * 1200) / 365, 10);
    // 3 reviews → 6 stays × 30 nights = 180 nights: more than the month, so the 70% cap.
    const capped = readListingRow({ price: '£95', minimum_nights: '30', reviews_per_month: '3' });
    expect(capped).toMatchObject({ kind: 'comp', comp: { occupancy: 70 } });
    // No minimum stay given: 3 nights.
    const noMinimum = readListingRow({ price: '£95', reviews_per_month: '1' });
    expect(noMinimum.kind === 'comp' && noMinimum.comp.occupancy).toBeCloseTo((6 * 1200) / 365, 10);
  });

  it('skips rows without a usable price or reviews per month, and counts them by reason', () => {
    const sample = sampleOf(`${LISTINGS_HEADER}
1,"Flat, Soho",Entire home/apt,2,51.51,-0.13,$120.00,2,10,1.5
2,Room,Private room,1,51.51,-0.13,,1,4,1
3,Room,Private room,1,51.51,-0.13,$0.00,1,4,1
4,Room,Private room,1,51.51,-0.13,ask,1,4,1
5,New,Private room,1,51.51,-0.13,$80.00,1,0,
6,Odd,Private room,1,51.51,-0.13,$80.00,1,0,lots
7,Odd,Private room,1,51.51,-0.13,$80.00,a week,3,1

`);
    expect(sample.layout).toBe('listings');
    expect(sample.rowsRead).toBe(7);
    expect(sample.used).toBe(1);
    expect(sample.adr).toEqual([[120]]);
    expect(sample.skipped).toEqual({
      price_missing: 2,
      price_unreadable: 1,
      reviews_per_month_missing: 1,
      reviews_per_month_unreadable: 1,
      minimum_nights_unreadable: 1,
    });
  });

  it('skips a malformed row (too many columns, or a quote never closed) and reads on', () => {
    const sample = sampleOf(`id,price,minimum_nights,reviews_per_month
1,$100,1,1
2,$100,1,1,surplus
3,$110,1,1
4,"$100,1,1
5,$100,1,1
`);
    // Row 4's quote swallows the rest of the file into one field: one malformed row, 5 with it.
    expect(sample.rowsRead).toBe(4);
    expect(sample.adr).toEqual([[100, 110]]);
    expect(sample.skipped).toEqual({ malformed: 2 });
  });

  it('filters by room type, bedrooms and distance, counting what is left out apart from skipped rows', () => {
    // From Charing Cross (51.5074, −0.1278): 0.01° of latitude ≈ 1.11 km north; 0.1° ≈ 11.1 km.
    const text = `${LISTINGS_HEADER}
1,A,Entire home/apt,2,51.5174,-0.1278,$100,1,0,1
2,B,Entire home/apt,3,51.5174,-0.1278,$200,1,0,1
3,C,Private room,1,51.5174,-0.1278,$50,1,0,1
4,D,Entire home/apt,2,51.6074,-0.1278,$300,1,0,1
5,E,Entire home/apt,,51.5174,-0.1278,$400,1,0,1
6,F,Entire home/apt,2,,,$500,1,0,1
7,G,entire home/apt,2,51.5074,-0.1278,,1,0,1
`;
    const entire = sampleOf(text, { roomType: 'Entire home/apt' });
    // Row 7's room type matches without case; it is then skipped for its price, not filtered out.
    expect(entire.adr[0]).toEqual([100, 200, 300, 400, 500]);
    expect(entire.filteredOut).toBe(1);
    expect(entire.skipped).toEqual({ price_missing: 1 });

    expect(sampleOf(text, { bedrooms: { count: 2, match: 'exact' } }).adr[0]).toEqual([100, 300, 500]);
    // An empty bedrooms column can't pass a bedrooms filter.
    expect(sampleOf(text, { bedrooms: { count: 2, match: 'at_least' } }).adr[0]).toEqual([
      100, 200, 300, 500,
    ]);
    const near = sampleOf(text, { near: { latitude: 51.5074, longitude: -0.1278, radiusKm: 2 } });
    // Row 4 is 11 km away and row 6 has no position.
    expect(near.adr[0]).toEqual([100, 200, 50, 400]);
    expect(near.filteredOut).toBe(2);
  });
});

describe('a table by month', () => {
  it('reads each row into its month, in percent, and skips what it cannot read', () => {
    const sample = sampleOf(`Month,ADR,Occupancy
Jan,£100,65%
2024-02,"$1,200.50",0.5
3,90,72
,100,50
Smarch,100,50
4,,50
5,cheap,50
6,100,
7,100,150
`);
    expect(sample.layout).toBe('months');
    expect(sample.adr.slice(0, 3)).toEqual([[100], [1200.5], [90]]);
    expect(sample.occupancy.slice(0, 3)).toEqual([[65], [50], [72]]);
    expect(sample.currencies).toEqual(['£', '$']);
    expect(sample.skipped).toEqual({
      month_missing: 1,
      month_unreadable: 1,
      adr_missing: 1,
      adr_unreadable: 1,
      occupancy_missing: 1,
      occupancy_unreadable: 1,
    });
  });

  it('ignores the filters, and says so', () => {
    const sample = sampleOf('month,adr,occupancy\n1,100,50\n', { roomType: 'Private room' });
    expect(sample.used).toBe(1);
    expect(sample.filtersIgnored).toBe(true);
  });

  it('reads a single row without skipping it', () => {
    expect(readMonthRow({ month: 'Aug', adr: '150', occupancy: '0.8' })).toMatchObject({
      kind: 'comp',
      comp: { month: 8, adr: 150 },
    });
  });
});

describe('files that are not comparables', () => {
  it('refuses an empty file, a file without a header row, and one with none of the columns', () => {
    expect(parseCompsText('')).toEqual({ ok: false, message: COMPS_REFUSALS.empty });
    expect(parseCompsText('\n\n')).toEqual({ ok: false, message: COMPS_REFUSALS.empty });
    expect(parseCompsText('1,120,0.65\n2,130,0.7\n')).toEqual({
      ok: false,
      message: COMPS_REFUSALS.noKnownColumns,
    });
    expect(parseCompsText('Dear landlord,\nplease find attached…\n')).toEqual({
      ok: false,
      message: COMPS_REFUSALS.noKnownColumns,
    });
  });

  it('takes a file with a header and no rows as readable, with nothing in it', () => {
    const parsed = parseCompsText('month,adr,occupancy\n');
    expect(parsed).toMatchObject({ ok: true, sample: { layout: 'months', rowsRead: 0, used: 0 } });
  });

  it('refuses binary data: a gzip (listings.csv.gz) or a spreadsheet', async () => {
    const gzip = new Uint8Array([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03, 0x4b, 0x4c]);
    const file = new File([gzip], 'listings.csv.gz', { type: 'application/gzip' });
    expect(await parseCompsFile(file)).toEqual({ ok: false, message: COMPS_REFUSALS.binary });
    const xlsx = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00])], 'comps.xlsx');
    expect(await parseCompsFile(xlsx)).toEqual({ ok: false, message: COMPS_REFUSALS.binary });
  });

  it('still reads a CSV saved in Windows-1252, whose £ signs are not UTF-8', async () => {
    // "month,adr,occupancy\n1,£100,50\n2,£110,60\n" with £ as the single byte 0xA3.
    const bytes = [...'month,adr,occupancy\n1,'].map((c) => c.charCodeAt(0));
    const row = (text: string) => [0xa3, ...[...text].map((c) => c.charCodeAt(0))];
    const file = new File(
      [new Uint8Array([...bytes, ...row('100,50\n2,'), ...row('110,60\n')])],
      'comps.csv',
      { type: 'text/csv' },
    );
    const parsed = await parseCompsFile(file);
    expect(parsed).toMatchObject({ ok: true, sample: { used: 2, currencies: ['\uFFFD'] } });
  });

  it('reads a File in chunks the same as the text', async () => {
    const text = 'month,adr,occupancy\nJan,100,50\nFeb,110,60\n';
    const fromFile = await parseCompsFile(new File([text], 'comps.csv', { type: 'text/csv' }));
    expect(fromFile).toEqual(parseCompsText(text));
  });
});
