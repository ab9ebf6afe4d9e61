import {
  DEAL_MESSAGES as M,
  MAX_MONEY_AMOUNT,
  MAX_PER_STAY_AMOUNT,
  MAX_PROPERTY_AMOUNT,
  MIN_MONEY_AMOUNT,
  MIN_PERCENT,
  type DealInputDraft,
} from '@pac/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshClientIp, startAnalysisTestApp, type AnalysisTestApp } from '../testing/analysis-test-app.js';
import { EXAMPLE_A, EXAMPLE_B, EXAMPLE_D } from '@pac/deal-model/worked-examples';

type Case = [label: string, input: unknown, key: string, message: string];

const withSeasons = (seasons: object): DealInputDraft => ({
  ...EXAMPLE_A,
  seasons: { ...EXAMPLE_A.seasons, ...seasons },
});

/** Every hard error and range rule of DealInput, as a body and the field key and text it must answer. */
const CASES: Case[] = [
  [
    'a month without a tier',
    withSeasons({ tierOfMonth: ['low', 'low', 'none', ...Array(9).fill('medium')] }),
    'seasons.tierOfMonth.2',
    M.monthWithoutTier,
  ],
  [
    'a used tier without a rate',
    withSeasons({ high: { occupancy: 80 } }),
    'seasons.high.rate',
    M.tierWithoutRate('high'),
  ],
  ['a rate of 0', withSeasons({ low: { rate: 0, occupancy: 55 } }), 'seasons.low.rate', M.rateOutOfRange],
  [
    'a rate above £10,000',
    withSeasons({ medium: { rate: 10_000.01 } }),
    'seasons.medium.rate',
    M.rateOutOfRange,
  ],
  [
    'occupancy above 100',
    withSeasons({ low: { rate: 90, occupancy: 101 } }),
    'seasons.low.occupancy',
    M.occupancyOutOfRange,
  ],
  [
    'negative occupancy',
    withSeasons({ low: { rate: 90, occupancy: -1 } }),
    'seasons.low.occupancy',
    M.occupancyOutOfRange,
  ],
  [
    'an average stay under 1',
    withSeasons({ high: { rate: 145, averageStay: 0.5 } }),
    'seasons.high.averageStay',
    M.averageStayTooShort,
  ],
  [
    'a negative money field',
    { ...EXAMPLE_A, guestCleaningFee: -1 },
    'guestCleaningFee',
    M.negative('Guest cleaning fee'),
  ],
  [
    'a negative set-up cost',
    { ...EXAMPLE_A, setup: { ...EXAMPLE_A.setup, furniture: -5 } },
    'setup.furniture',
    M.negative('Furniture'),
  ],
  [
    'a set-up cost over its bound (A9.1)',
    { ...EXAMPLE_A, setup: { ...EXAMPLE_A.setup, furniture: MAX_MONEY_AMOUNT + 0.01 } },
    'setup.furniture',
    M.tooLarge('Furniture', MAX_MONEY_AMOUNT),
  ],
  [
    'a per-stay cost over its bound (A9.1)',
    { ...EXAMPLE_A, perStay: { ...EXAMPLE_A.perStay, laundry: 20_000 } },
    'perStay.laundry',
    M.tooLarge('Laundry', MAX_PER_STAY_AMOUNT),
  ],
  [
    'a price over its bound (A9.1)',
    { ...EXAMPLE_B, purchase: { price: 2 * MAX_PROPERTY_AMOUNT } },
    'purchase.price',
    M.tooLarge('Purchase price', MAX_PROPERTY_AMOUNT),
  ],
  [
    "a loan over the bound and above the price: A5's message wins",
    { ...EXAMPLE_B, mortgage: { loanAmount: 2 * MAX_PROPERTY_AMOUNT, interestRatePercent: 5.5 } },
    'mortgage.loanAmount',
    M.loanAbovePrice,
  ],
  [
    'an amount above £0 but under a penny',
    { ...EXAMPLE_A, setup: { ...EXAMPLE_A.setup, furniture: 5e-324 } },
    'setup.furniture',
    M.belowAPenny('Furniture', MIN_MONEY_AMOUNT),
  ],
  [
    'an interest rate above 0 but under the smallest percentage',
    { ...EXAMPLE_B, mortgage: { loanAmount: 100_000, interestRatePercent: 1e-300 } },
    'mortgage.interestRatePercent',
    M.percentTooSmall('Interest rate', MIN_PERCENT),
  ],
  [
    'more blocked nights than February has',
    { ...EXAMPLE_A, blockedNights: [0, 29, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] },
    'blockedNights.1',
    M.blockedNightsTooMany(28, 'February'),
  ],
  [
    'percentage costs of 100% or more',
    { ...EXAMPLE_A, platformFeePercent: 40, managementFeePercent: 40, maintenancePercent: 20 },
    'platformFeePercent',
    M.percentageCostsTooHigh('100'),
  ],
  [
    'a purchase without a price',
    { ...EXAMPLE_B, purchase: { additionalProperty: true } },
    'purchase.price',
    M.purchasePriceRequired,
  ],
  [
    'a purchase price of 0',
    { ...EXAMPLE_B, purchase: { price: 0 } },
    'purchase.price',
    M.purchasePriceRequired,
  ],
  [
    'a loan above the price',
    { ...EXAMPLE_B, mortgage: { loanAmount: 250_001, interestRatePercent: 5.5 } },
    'mortgage.loanAmount',
    M.loanAbovePrice,
  ],
  [
    'interest above 25%',
    { ...EXAMPLE_B, mortgage: { loanAmount: 100_000, interestRatePercent: 26 } },
    'mortgage.interestRatePercent',
    M.interestOutOfRange,
  ],
  [
    'a repayment term of 41 years',
    {
      ...EXAMPLE_B,
      mortgage: { loanAmount: 100_000, interestRatePercent: 5, repayment: 'repayment', termYears: 41 },
    },
    'mortgage.termYears',
    M.termOutOfRange,
  ],
  [
    'a tenancy without rent',
    { ...EXAMPLE_A, tenancy: { deposit: 500 } },
    'tenancy.monthlyRent',
    M.rentRequired,
  ],
  [
    'a mortgage on a tenancy',
    { ...EXAMPLE_A, mortgage: { loanAmount: 1000, interestRatePercent: 5 } },
    'mortgage',
    M.mortgageOnTenancy,
  ],
  [
    'profit shares not adding up to 100%',
    {
      ...EXAMPLE_D,
      partners: {
        members: [
          { name: 'Investor', capital: 1, profitSharePercent: 60 },
          { name: 'Operator', profitSharePercent: 30 },
        ],
      },
    },
    'partners.members',
    M.profitSharesNotHundred('90'),
  ],
  ['an unknown field', { ...EXAMPLE_A, bedrooms: 2 }, 'bedrooms', M.unknownField('bedrooms')],
  [
    'a number as text',
    { ...EXAMPLE_A, guestCleaningFee: '40' },
    'guestCleaningFee',
    M.notANumber('Guest cleaning fee'),
  ],
  ['no name', { ...EXAMPLE_A, name: '' }, 'name', M.nameRequired],
  [
    'an unknown model',
    { ...EXAMPLE_A, model: 'hotel' },
    'model',
    M.notAChoice('Acquisition model', ['purchase', 'rent_to_rent', 'lease']),
  ],
];

describe('hard errors: 400 with the field key and the message, nothing computed or saved', () => {
  let ctx: AnalysisTestApp;
  let token = '';
  beforeAll(async () => {
    ctx = await startAnalysisTestApp();
    token = (await ctx.user({ plan: 'executive' })).token;
  });
  afterAll(() => ctx?.stop());

  it.each(CASES)('calculate: %s', async (_label, input, key, message) => {
    const res = await ctx
      .as(token)
      .post('/api/analysis/calculate', input as object)
      .set('X-Forwarded-For', freshClientIp());
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.fieldErrors[key]).toBe(message);
    expect(res.body.result).toBeUndefined();
  });

  it.each(CASES)('save: %s', async (_label, input, key, message) => {
    const res = await ctx.as(token).post('/api/deals', { input });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors[`input.${key}`]).toBe(message);
    expect(await ctx.prisma.deal.count()).toBe(0);
    expect(await ctx.prisma.usageEvent.count()).toBe(0);
  });

  it('a bad body name is keyed `name`; a body that is not an object is refused as a whole', async () => {
    const long = await ctx.as(token).post('/api/deals', { name: 'x'.repeat(121), input: EXAMPLE_A });
    expect(long.status).toBe(400);
    expect(long.body.fieldErrors).toEqual({ name: M.nameTooLong });
    const list = await ctx.as(token).post('/api/deals', { input: [1, 2] });
    expect(list.body.fieldErrors).toEqual({ input: M.dealNotAnObject });
  });

  it('ignores a purchase block on a tenancy (and stores the input without it)', async () => {
    const res = await ctx.as(token).post('/api/deals', { input: { ...EXAMPLE_A, purchase: { price: -1 } } });
    expect(res.status).toBe(201);
    expect(res.body.deal.input.purchase).toBeUndefined();
    await ctx.prisma.deal.deleteMany();
    await ctx.prisma.usageEvent.deleteMany();
  });
});
