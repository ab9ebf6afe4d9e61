import { dealInputSchema, type CompsEvidence, type DealInputDraft } from '@pac/contracts';
import { analyseDeal } from '@pac/deal-model';
import {
  EXAMPLE_A,
  EXAMPLE_B,
  EXAMPLE_B_REPAYMENT,
  EXAMPLE_C,
  EXAMPLE_D,
} from '@pac/deal-model/worked-examples';
import { toWinAnsi } from '@pac/server-kit/pdf';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderDealReportPdf } from './deal-report-pdf.js';

/** Example D (Example A as a JV: the investor funds it all, pref, capital, then 50/50), under a name of its own. */
const EXAMPLE_A_WITH_JV: DealInputDraft = { ...EXAMPLE_D, name: 'Example A: 2-bed city flat, Leeds' };

/** A cash purchase in Scotland: LBTT is entered by hand; no partners. */
const SCOTTISH_PURCHASE: DealInputDraft = {
  ...EXAMPLE_B_REPAYMENT,
  name: 'Cottage near Pitlochry',
  nation: 'scotland',
  purchase: { price: 180_000, manualTransactionTax: 8_400 },
  mortgage: undefined,
};

/** Example C as a lease on the Flat Rate Scheme, launched in June (the forecast runs into 2027), no partners. */
const FLAT_RATE_LEASE: DealInputDraft = {
  ...EXAMPLE_C,
  model: 'lease',
  launchMonth: 6,
  vat: { mode: 'flat_rate' },
};

const GENERATED_AT = new Date('2026-11-26T10:00:00Z');

async function render(draft: DealInputDraft) {
  const input = dealInputSchema.parse(draft);
  const result = analyseDeal(input);
  const buffer = await renderDealReportPdf({ name: input.name, input, result, generatedAt: GENERATED_AT });
  return { input, result, buffer };
}

/** The text a PDF reader finds on each page (pdf.js), with runs of white space made single spaces. */
async function readPdf(buffer: Buffer) {
  const document = await getDocumentProxy(new Uint8Array(buffer));
  const { text } = await extractText(document, { mergePages: false });
  const { info } = await document.getMetadata();
  const pages = text.map((page) => page.replace(/\s+/g, ' '));
  return { pages, all: pages.join(' '), info: info as Record<string, unknown> };
}

const SECTION_HEADINGS = [
  'Key assumptions',
  'Headline figures',
  'Revenue and costs by month',
  'Cumulative cash and payback',
  'Month by month',
  'Annual profit and loss',
  'Five-year projection',
  'Set-up costs and cash invested',
  'Risk and return',
  'Warnings',
  'Glossary',
];

const GLOSSARY_TERMS = [
  'Occupancy',
  'ADR (average daily rate)',
  'RevPAR (revenue per available night)',
  'Gross revenue',
  'Gross profit (gross cash flow)',
  'Net operating income (NOI)',
  'Net cash flow (NCF)',
  'Gross ROI',
  'Net ROI / cash-on-cash',
  'Gross yield',
  'Net yield',
  'Cap rate',
  'DSCR (debt service coverage ratio)',
  'Simple payback',
  'Payback month',
  'Break-even occupancy',
  'Cash invested',
  'SDLT (Stamp Duty Land Tax)',
  'VAT modes',
];

const DISCLAIMER = 'Estimates, pre-tax. Not financial or tax advice.';

describe('renderDealReportPdf', () => {
  it('renders Example A with a JV as a multi-page report with every section, read back by a PDF parser', async () => {
    const { result, buffer } = await render(EXAMPLE_A_WITH_JV);
    expect(buffer.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { pages, all, info } = await readPdf(buffer);

    expect(pages.length).toBeGreaterThanOrEqual(7);
    expect(info.Title).toBe('Example A: 2-bed city flat, Leeds');
    expect(info.Author).toBe('Property Analysis Calculator');
    expect(info.Creator).toBe('Property Analysis Calculator');

    for (const heading of [...SECTION_HEADINGS, 'Joint venture distribution']) expect(all).toContain(heading);
    for (const term of GLOSSARY_TERMS) expect(all).toContain(term);
    expect(all).toContain('Example A: 2-bed city flat, Leeds');
    expect(all).toContain('Rent-to-rent · England · Jan 2026 – Dec 2026');
    expect(all).toContain('Generated 26 November 2026');

    // Cards in whole pounds, tables in pence, negatives with an en dash.
    expect(all).toContain('£3,160');
    expect(all).toContain('35.7%');
    expect(all).toContain('Month 32');
    expect(all).toContain('Payback: month 32');
    expect(all).toContain('33.6 months');
    expect(all).toContain('£1,063.41');
    expect(all).toContain('–£380.81');
    expect(all).toContain('£3,159.99');
    expect(all).toContain('Utilities (£180 × 12)');

    expect(all).toContain('Cash distribution, not tax allocation.');
    expect(all).toContain('Investor');
    expect(all).toContain('£13,117.86');

    for (const warning of result.warnings)
      expect(all).toContain(toWinAnsi(warning.message).replace(/\s+/g, ' '));
    expect(all.split('Money is shown rounded to the penny').length - 1).toBe(1);

    pages.forEach((page, index) => {
      expect(page).toContain(DISCLAIMER);
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
    });
    expect(pages[0]).toContain('Page 1 of');
  });

  it('renders Example B (purchase, repayment mortgage) with yields, DSCR and the stamp-duty workings', async () => {
    const { result, buffer } = await render(EXAMPLE_B_REPAYMENT);
    expect(buffer.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { pages, all } = await readPdf(buffer);

    expect(pages.length).toBeGreaterThanOrEqual(7);
    for (const heading of [...SECTION_HEADINGS, 'Stamp duty workings']) expect(all).toContain(heading);
    expect(all).not.toContain('Joint venture distribution');
    expect(all).toContain('Purchase · England · Jan 2026 – Dec 2026');

    for (const card of ['Gross yield', 'Net yield', 'Cap rate', 'DSCR']) expect(all).toContain(card);
    expect(all).toContain('0.94');
    expect(all).toContain('–£861');
    expect(all).toContain('Never at these assumptions');

    expect(all).toContain('£125,000 – £250,000');
    expect(all).toContain('SDLT, rounded down to the pound');
    expect(all).toContain('£15,000.00');
    expect(all).toContain('£1,151.41');
    expect(all).toContain('£99,899.00');

    expect(result.warnings.length).toBeGreaterThan(0);
    for (const warning of result.warnings)
      expect(all).toContain(toWinAnsi(warning.message).replace(/\s+/g, ' '));
    expect(pages[pages.length - 1]).toContain(`Page ${pages.length} of ${pages.length}`);
  });

  it('opens with a one-page summary (verdict, cards, break-even margin, key risks) and stays portrait throughout', async () => {
    const { buffer } = await render(FLAT_RATE_LEASE);
    const { pages } = await readPdf(buffer);
    const [first, second] = pages;
    expect(first).toContain('Summary');
    expect(first).toMatch(/(Makes|Loses) £[\d,]+ in year 1/);
    expect(first).toContain('Headline figures');
    expect(first).toMatch(/Forecast occupancy [\d.]+% against break-even [\d.]+%/);
    expect(first).toContain('Key risks');
    expect(second).toContain('Key assumptions');

    const document = await getDocumentProxy(new Uint8Array(buffer));
    for (let number = 1; number <= document.numPages; number++) {
      const [, , width, height] = (await document.getPage(number)).view;
      expect(width, `page ${number}`).toBeLessThan(height!);
    }
    // Every column of the month tables fits at 7 pt: nothing is cut short with an ellipsis.
    for (const page of pages.filter((text) =>
      /Revenue and cost of sales|Operating costs and cash flow/.test(text),
    ))
      expect(page).not.toContain('\u2026');
  });

  it('shows the scenarios on the Risk and return page: Example A 10 % down, as entered and 10 % up', async () => {
    const { pages } = await readPdf((await render(EXAMPLE_A_WITH_JV)).buffer);
    const page = pages.find((text) => text.includes('Scenarios'));
    expect(page).toContain('Conservative lowers every season');
    // The base column is the deal itself: £3,160 a year, month 32.
    expect(page).toMatch(/Net cash flow –?£[\d,]+ £3,160 £[\d,]+/);
    expect(page).toMatch(
      /Payback month (Month \d+|Not within 10 years|Never at these assumptions) Month 32 Month \d+/,
    );
  });

  it('says in one sentence what Example A makes, when it pays back and how much occupancy it can lose', async () => {
    const { pages } = await readPdf((await render(EXAMPLE_A_WITH_JV)).buffer);
    expect(pages[0]).toContain(
      'Makes £3,160 in year 1, 35.7% on £8,846 invested, and pays the cash back in month 32, with 10.6 points of occupancy to spare before it loses money.',
    );
    expect(pages[0]).toContain(
      'Forecast occupancy 66.8% against break-even 56.1%: 10.6 points to spare before it loses money.',
    );
  });

  it('has a Risk and return page: Example B stressed, sold, refinanced and taxed, with the assumptions used', async () => {
    const { buffer } = await render({
      ...EXAMPLE_B,
      refinance: {},
      tax: { owner: 'company' },
    });
    const { pages } = await readPdf(buffer);
    const page = pages.find((text) => text.includes('Risk and return'));
    expect(page).toBeDefined();
    // The grid: the entered deal's cell is the year's £2,643.74, and the −20 % / −20 pts corner loses money.
    expect(page).toContain('£2,643.74 (entered)');
    expect(page).toMatch(/Rate –20% –£[\d,.]+ loss/);
    // Stress at 5.5 + 3 = 8.5 %: −£2,981.26 a year (the PDF's fonts print the minus as an en dash).
    expect(page).toContain('Stressed rate 8.50%');
    expect(page).toContain('Stressed annual cash flow –£2,981.26');
    expect(page).toContain('Exit equity £96,522.15');
    expect(page).toContain('Cash released £36,000.00');
    expect(page).toContain('Money left in £63,899.00');
    // A company: 19 % of 12,956.24 − 10,312.50 = 2,643.74 → 502.31.
    expect(page).toContain('Tax due £502.31');
    expect(page).toContain('Assumptions: Rate rise: 3 points on the mortgage rate.');
  });

  it('renders a Scottish purchase (tax entered by hand) and deals without partners', async () => {
    const scottish = await render(SCOTTISH_PURCHASE);
    const { all } = await readPdf(scottish.buffer);
    expect(all).toContain('Entered by hand, not calculated');
    expect(all).toContain('£8,400.00');
    expect(all).not.toContain('Joint venture distribution');

    const lease = await render(FLAT_RATE_LEASE);
    const leaseText = await readPdf(lease.buffer);
    expect(leaseText.all).toContain('Jun 2026 – May 2027');
    expect(leaseText.all).toContain('Flat Rate Scheme');

    const plain = await render(EXAMPLE_A);
    expect(plain.buffer.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('shows the comparables kept with a deal beside its own rate and occupancy, and nothing without them', async () => {
    const quartiles = (p25: number, p50: number, p75: number) => ({ p25, p50, p75 });
    const none = { count: 0, adr: null, occupancy: null };
    const low = { count: 5, adr: quartiles(100, 120, 140), occupancy: quartiles(50, 60, 70) };
    const comps: CompsEvidence = {
      layout: 'months',
      fileName: 'leeds-comps.csv',
      summarisedOn: '2026-12-07',
      rowsUsed: 1250,
      currency: '£',
      byTier: {
        low: { ...low, months: [1, 2, 12] },
        medium: { ...none, months: [3, 4, 5, 6, 9, 10, 11] },
        high: {
          count: 3,
          adr: quartiles(160, 170, 1190.5),
          occupancy: quartiles(87.5, 90, 92.5),
          months: [7, 8],
        },
      },
      byMonth: Array.from({ length: 12 }, () => low),
    };
    const withComps = await render({ ...EXAMPLE_A, comps });
    const { pages } = await readPdf(withComps.buffer);
    const page = pages.find((text) => text.includes('Evidence for the rate and occupancy')) ?? '';
    expect(page).toContain(
      'Summary of 1,250 rows of leeds-comps.csv (a table by month), read on 7 December 2026.',
    );
    expect(page).toMatch(/Low 5 £100\.00 \/ £120\.00 \/ £140\.00 £\d[\d,.]* 50% \/ 60% \/ 70% [\d.]+%/);
    expect(page).toMatch(/Medium 0 No data £\d[\d,.]* No data/);
    expect(page).toContain('£160.00 / £170.00 / £1,190.50');

    const { all } = await readPdf((await render(EXAMPLE_A)).buffer);
    expect(all).not.toContain('Evidence for the rate and occupancy');

    // A file named outside the PDF fonts' characters (Polish Ł and ź, CJK, an emoji) and a złoty price still
    // render: ó is in the font, other letters lose their marks, the rest reads "?", and nothing fails.
    const foreign = await render({
      ...EXAMPLE_A,
      comps: { ...comps, fileName: 'Łódź 民宿 🏠 comps.csv', currency: 'zł' },
    });
    expect(foreign.buffer.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const foreignPage =
      (await readPdf(foreign.buffer)).pages.find((text) =>
        text.includes('Evidence for the rate and occupancy'),
      ) ?? '';
    expect(foreignPage).toContain('Summary of 1,250 rows of Lódz ?? ? comps.csv (a table by month)');
    expect(foreignPage).toContain('zl100.00 / zl120.00 / zl140.00');
  });
});
