import { type DealPartners } from '@pac/contracts';
import { describe, expect, it } from 'vitest';
import { analyseDeal } from './analyse-deal.js';
import { decimalArithmetic, ModelDecimal } from './decimal-arithmetic.js';
import { partnerDistributions } from './partners.js';
import { parsed } from './testing/deal-test-helpers.js';
import { EXAMPLE_A, exampleDPartners } from './worked-examples.js';

// Example D: Example A (a rent-to-rent flat, £8,846.15 invested) as a JV, the investor funding it all, 50/50.
const exampleD = (splitMode: DealPartners['splitMode'], years = 5) => {
  const result = analyseDeal(parsed({ ...EXAMPLE_A, partners: exampleDPartners(splitMode, years) }));
  if (!result.partners) throw new Error('No partner result');
  return result.partners;
};

/** [pref, capital, split] of each member in a year. */
const buckets = (members: { pref: number; capital: number; split: number }[]) =>
  members.map((member) => [member.pref, member.capital, member.split]);

/** Distributions for given annual NCFs, without the rest of the model. */
const distribute = (partners: DealPartners, netCashFlows: number[]) =>
  partnerDistributions(decimalArithmetic, partners, (year) => new ModelDecimal(netCashFlows[year - 1] ?? 0));

describe('Example D: Example A as a JV (investor £8,846.15, operator £0, 50/50)', () => {
  it('distributes 3,159.99, 3,159.98, 3,159.99, 3,159.99, 3,159.98 (annual NCF 3,159.9866, distributed to the penny)', () => {
    expect(exampleD('straight').years.map((year) => year.distributable)).toEqual([
      3159.99, 3159.98, 3159.99, 3159.99, 3159.98,
    ]);
  });

  it('straight split: the odd penny of year 1 goes to the first-listed investor', () => {
    const partners = exampleD('straight');
    expect(partners.years[0]!.members).toEqual([
      { name: 'Investor', pref: 0, capital: 0, split: 1580, total: 1580 },
      { name: 'Operator', pref: 0, capital: 0, split: 1579.99, total: 1579.99 },
    ]);
    expect(buckets(partners.years[1]!.members)).toEqual([
      [0, 0, 1579.99],
      [0, 0, 1579.99],
    ]);
  });

  it('capital first over 3 years: investor 9,163.06, operator 316.90 (unrounded cumulative NCF)', () => {
    const partners = exampleD('capital_first', 3);
    expect(buckets(partners.years[0]!.members)).toEqual([
      [0, 3159.99, 0],
      [0, 0, 0],
    ]);
    expect(buckets(partners.years[2]!.members)).toEqual([
      [0, 2526.18, 316.91],
      [0, 0, 316.9],
    ]);
    expect(partners.totals).toEqual([
      { name: 'Investor', pref: 0, capital: 8846.15, split: 316.91, total: 9163.06 },
      { name: 'Operator', pref: 0, capital: 0, split: 316.9, total: 316.9 },
    ]);
  });

  it('8 % pref, then capital, then 50/50: the table, from unrounded NCF', () => {
    const partners = exampleD('pref_then_split');
    const investor = partners.years.map((year) => year.members[0]!);
    const operator = partners.years.map((year) => year.members[1]!);
    expect(investor.map((member) => member.pref)).toEqual([707.69, 511.51, 299.63, 70.8, 0]);
    expect(investor.map((member) => member.capital)).toEqual([2452.3, 2648.47, 2860.36, 885.02, 0]);
    expect(investor.map((member) => member.split)).toEqual([0, 0, 0, 1102.09, 1579.99]);
    expect(operator.map((member) => member.split)).toEqual([0, 0, 0, 1102.08, 1579.99]);
    expect(operator.map((member) => member.pref + member.capital)).toEqual([0, 0, 0, 0, 0]);
    // Unreturned after each year: 6,393.85, 3,745.38, 885.02, 0.
    let unreturned = 884_615;
    const after = investor.map((member) => (unreturned -= Math.round(member.capital * 100)) / 100);
    expect(after).toEqual([6393.85, 3745.38, 885.02, 0, 0]);
    expect(partners.totals.map((member) => member.total)).toEqual([13117.86, 2682.07]);
    expect(partners.totals[0]).toEqual({
      name: 'Investor',
      pref: 1589.63,
      capital: 8846.15,
      split: 2682.08,
      total: 13117.86,
    });
  });
});

describe('JV rules', () => {
  const twoCapitalPartners = (splitMode: DealPartners['splitMode'], years = 3): DealPartners => ({
    splitMode,
    prefRatePercent: 10,
    years,
    members: [
      { name: 'A', capital: 1000, profitSharePercent: 50 },
      { name: 'B', capital: 3000, profitSharePercent: 50 },
    ],
  });

  it('shares a pref shortfall pro rata to the pref due and carries the rest forward', () => {
    const result = distribute(twoCapitalPartners('pref_then_split'), [200, 1000]);
    // Year 1: due 100 and 300, only 200 to pay.
    expect(buckets(result.years[0]!.members)).toEqual([
      [50, 0, 0],
      [150, 0, 0],
    ]);
    // Year 2: due 50 + 100 and 150 + 300 = 600, then 400 of capital pro rata to 1,000 : 3,000.
    expect(buckets(result.years[1]!.members)).toEqual([
      [150, 100, 0],
      [450, 300, 0],
    ]);
  });

  it('distributes nothing while cumulative NCF is negative, then only what it adds over past payouts', () => {
    const result = distribute(twoCapitalPartners('straight'), [-500, 300, 700.005]);
    expect(result.years.map((year) => year.distributable)).toEqual([0, 0, 500.01]);
  });

  it('never claws back: a loss after a payout only delays the next one', () => {
    const result = distribute(twoCapitalPartners('straight', 4), [400, -300, 200, 200]);
    expect(result.years.map((year) => year.distributable)).toEqual([400, 0, 0, 100]);
  });

  it('gives leftover pennies by largest remainder, ties to the first-listed member', () => {
    const thirds: DealPartners = {
      splitMode: 'straight',
      prefRatePercent: 8,
      years: 2,
      members: [
        { name: 'A', capital: 0, profitSharePercent: 33.33 },
        { name: 'B', capital: 0, profitSharePercent: 33.33 },
        { name: 'C', capital: 0, profitSharePercent: 33.34 },
      ],
    };
    // 100p → 33.33, 33.33, 33.34 exactly; 2p → 0.6666p, 0.6666p, 0.6668p: the two pennies go to C, then A.
    const result = distribute(thirds, [1, 0.02]);
    expect(result.years[0]!.members.map((member) => member.split)).toEqual([0.33, 0.33, 0.34]);
    expect(result.years[1]!.members.map((member) => member.split)).toEqual([0.01, 0, 0.01]);
  });

  it('runs up to 10 years with growth, from the grown NCF', () => {
    const grown = analyseDeal(
      parsed({
        ...EXAMPLE_A,
        growth: { revenuePercent: 3, costPercent: 2 },
        partners: exampleDPartners('straight', 10),
      }),
    );
    const partners = grown.partners!;
    expect(partners.years).toHaveLength(10);
    const projected = grown.projection.map((year) => year.netCashFlow);
    let cumulative = 0;
    partners.years.slice(0, 5).forEach((year, index) => {
      cumulative += projected[index]!;
      const paidSoFar = partners.years.slice(0, index + 1).reduce((sum, y) => sum + y.distributable, 0);
      expect(Math.abs(paidSoFar - cumulative)).toBeLessThanOrEqual(0.005 + 1e-9);
    });
  });
});
