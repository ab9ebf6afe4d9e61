import {
  MAX_MONEY_AMOUNT,
  MAX_NIGHTLY_RATE,
  MAX_PER_STAY_AMOUNT,
  MAX_PROPERTY_AMOUNT,
  MIN_MONEY_AMOUNT,
  MIN_PERCENT,
  SETUP_ITEMS,
  parseDealInput,
  type DealInputDraft,
  type SavedDeal,
} from '@pac/contracts';
import { analyseDeal } from '@pac/deal-model';
import { EXAMPLE_A } from '@pac/deal-model/worked-examples';
import {
  acceptedDraft,
  fc,
  jsonWithNonFinite,
  refusalMessage,
  refusedDraft,
} from '@pac/deal-model/testing/deal-space';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decisionSectionsCsv, dealMonthsCsv } from '../reports/deal-csv.js';
import { renderDealReportPdf } from '../reports/pdf/deal-report-pdf.js';
import { startAnalysisTestApp, type AnalysisTestApp } from '../testing/analysis-test-app.js';

/*
 * Run counts: an accepted input costs a save, a read back and both renders (about 0.3 s on a busy 2-core machine), a
 * refused one a request and two counts (about 20 ms): 40 runs plus the 4 extremes, and 150 refused, take about 20 s
 * with the app's start. The deal model's own property test walks the same space 300 times in process.
 */
const ACCEPTED_RUNS = 40;
const REFUSED_RUNS = 150;
/** The ceiling for one report on a 2-core machine. */
const RENDER_LIMIT_MS = 2_000;

/** Every number in a value, with its path. */
function numbers(value: unknown, path = 'result'): [string, number][] {
  if (typeof value === 'number') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => numbers(item, `${path}.${index}`));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => numbers(item, `${path}.${key}`));
  return [];
}

const FIXED_AT_BOUND = Object.fromEntries(
  [
    'utilities',
    'councilTaxOrRates',
    'insurance',
    'internet',
    'software',
    'licences',
    'serviceCharge',
    'accountancy',
    'other',
  ].map((item) => [item, MAX_MONEY_AMOUNT]),
);
const SETUP_AT_BOUND = Object.fromEntries(SETUP_ITEMS.map((item) => [item, MAX_MONEY_AMOUNT]));
const PER_STAY_AT_BOUND = {
  cleaning: MAX_PER_STAY_AMOUNT,
  laundry: MAX_PER_STAY_AMOUNT,
  consumables: MAX_PER_STAY_AMOUNT,
};
const FULL_SEASON = { rate: MAX_NIGHTLY_RATE, occupancy: 100, averageStay: 1 };

/** Ten partners with the most capital, pref and years (the biggest JV table). */
const BIGGEST_PARTNERSHIP: DealInputDraft['partners'] = {
  splitMode: 'pref_then_split',
  prefRatePercent: 25,
  years: 10,
  members: Array.from({ length: 10 }, (_, index) => ({
    name: `Partner ${index + 1} ${'W'.repeat(48)}`,
    capital: MAX_MONEY_AMOUNT,
    profitSharePercent: 10,
  })),
};

/** The largest figures an accepted input can give, and the most extreme ratios, each a named example. */
const EXTREMES: DealInputDraft[] = [
  {
    // Price and loan at £100m, 25 % interest, every cost and amount at its bound, growth 100 % a year, a leap year.
    name: 'W'.repeat(120),
    model: 'purchase',
    forecastYear: 2028,
    launchMonth: 2,
    purchase: { price: MAX_PROPERTY_AMOUNT, nonUkResident: true, manualTransactionTax: MAX_MONEY_AMOUNT },
    mortgage: {
      loanAmount: MAX_PROPERTY_AMOUNT,
      interestRatePercent: 25,
      repayment: 'repayment',
      termYears: 1,
    },
    seasons: { low: FULL_SEASON, medium: FULL_SEASON, high: FULL_SEASON },
    guestCleaningFee: MAX_PER_STAY_AMOUNT,
    otherIncomeMonthly: MAX_MONEY_AMOUNT,
    perStay: PER_STAY_AT_BOUND,
    maintenanceMonthly: MAX_MONEY_AMOUNT,
    fixedMonthly: FIXED_AT_BOUND,
    setup: { ...SETUP_AT_BOUND, contingencyPercent: 100 },
    growth: { revenuePercent: 100, costPercent: 100 },
    partners: BIGGEST_PARTNERSHIP,
  },
  {
    // Rent and deposit at £10m with no costs: the biggest positive cash flow, growing 100 % a year.
    name: 'Biggest tenancy',
    model: 'lease',
    tenancy: { monthlyRent: MAX_MONEY_AMOUNT, deposit: MAX_MONEY_AMOUNT, preLaunchRentMonths: 12 },
    seasons: { low: FULL_SEASON, medium: FULL_SEASON, high: FULL_SEASON },
    guestCleaningFee: MAX_PER_STAY_AMOUNT,
    otherIncomeMonthly: MAX_MONEY_AMOUNT,
    platformFeePercent: 0,
    growth: { revenuePercent: 100, costPercent: -99.99999999999999 },
    partners: BIGGEST_PARTNERSHIP,
  },
  {
    // A penny invested against the most revenue: the largest ROI and the smallest payback.
    name: 'A penny in',
    model: 'rent_to_rent',
    tenancy: { monthlyRent: MIN_MONEY_AMOUNT },
    seasons: { low: FULL_SEASON, medium: FULL_SEASON, high: FULL_SEASON },
    setup: { furniture: MIN_MONEY_AMOUNT },
    otherIncomeMonthly: MAX_MONEY_AMOUNT,
  },
  {
    // Bookings that barely pay (a penny a night at the smallest occupancy) against £10m a month of rent; the
    // high months fully blocked: the largest break-even occupancy, by tier too.
    name: 'Never breaks even',
    model: 'rent_to_rent',
    forecastYear: 2100,
    tenancy: { monthlyRent: MAX_MONEY_AMOUNT },
    blockedNights: [0, 0, 0, 0, 0, 30, 31, 31, 0, 0, 0, 0],
    seasons: {
      low: { rate: MIN_MONEY_AMOUNT, occupancy: MIN_PERCENT },
      medium: { rate: MIN_MONEY_AMOUNT, occupancy: MIN_PERCENT },
      high: { rate: MAX_NIGHTLY_RATE, occupancy: 100 },
    },
    platformFeePercent: 99.9998,
    fixedMonthly: FIXED_AT_BOUND,
  },
];

describe('the whole DealInput space, bounds included (A9.1): saved, finite and rendered, or refused', () => {
  let ctx: AnalysisTestApp;
  let token = '';
  const counts = async () => [await ctx.prisma.deal.count(), await ctx.prisma.usageEvent.count()];

  beforeAll(async () => {
    ctx = await startAnalysisTestApp();
    token = (await ctx.user({ plan: 'executive' })).token;
    // The first report loads the fonts and warms the code up; the limit is for rendering a deal, not for that.
    const example = parseDealInput(EXAMPLE_A);
    if (!example.success) throw new Error('Example A is refused');
    await renderDealReportPdf({
      name: 'Warm-up',
      input: example.input,
      result: analyseDeal(example.input),
      generatedAt: new Date(),
    });
  });
  afterAll(() => ctx?.stop());

  it('saves every accepted input (201) with finite figures, and renders its PDF and CSV in under 2 s each', async () => {
    await fc.assert(
      fc.asyncProperty(acceptedDraft, async (draft) => {
        const parsed = parseDealInput(draft);
        if (!parsed.success) throw new Error(`refused: ${JSON.stringify(parsed.fieldErrors)}`);
        const { input } = parsed;
        const result = analyseDeal(input);
        for (const [path, value] of numbers(result)) {
          if (!Number.isFinite(value)) throw new Error(`${path} is ${value}`);
        }

        const saved = await ctx.as(token).post('/api/deals', { input: draft });
        expect(saved.status, JSON.stringify(saved.body)).toBe(201);
        const deal = saved.body.deal as SavedDeal;
        // The stored input reads back and gives the same figures (JSON would have written a non-finite one as null).
        const read = await ctx.as(token).get(`/api/deals/${deal.id}`);
        expect(read.status).toBe(200);
        expect(read.body.deal.result).toEqual(JSON.parse(JSON.stringify(result)));

        let started = performance.now();
        const pdf = await renderDealReportPdf({ name: deal.name, input, result, generatedAt: new Date() });
        const pdfMs = performance.now() - started;
        expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        expect(pdfMs).toBeLessThan(RENDER_LIMIT_MS);

        started = performance.now();
        const csv = dealMonthsCsv(result);
        const sections = decisionSectionsCsv(input, result);
        expect(performance.now() - started).toBeLessThan(RENDER_LIMIT_MS);
        expect(csv.split('\r\n')).toHaveLength(14);
        expect(sections.join('\r\n')).not.toMatch(/NaN|Infinity/);
      }),
      { numRuns: ACCEPTED_RUNS, examples: EXTREMES.map((draft) => [draft]) },
    );
  }, 120_000);

  it('refuses a field over its bound, negative, under a penny or not finite: 400 naming it, nothing saved', async () => {
    const before = await counts();
    await fc.assert(
      fc.asyncProperty(refusedDraft, async (refused) => {
        const res = await request(ctx.server())
          .post('/api/deals')
          .auth(token, { type: 'bearer' })
          .set('Content-Type', 'application/json')
          .send(jsonWithNonFinite({ input: refused.draft }));
        expect(res.status).toBe(400);
        expect(res.body.fieldErrors[`input.${refused.field.path}`]).toBe(refusalMessage(refused));
        expect(await counts()).toEqual(before);
      }),
      { numRuns: REFUSED_RUNS },
    );
  }, 60_000);
});
