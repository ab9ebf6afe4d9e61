import { DEAL_TIERS, parseDealInput, type DealInput, type DealResult } from '@pac/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyseDeal } from './analyse-deal.js';
import { dealInput } from './testing/deal-arbitraries.js';
import { acceptedDraft } from './testing/deal-space.js';

const RUNS = { numRuns: 150 };

/** Every number in the result, with its path. */
function numbers(value: unknown, path = 'result'): [string, number][] {
  if (typeof value === 'number') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => numbers(item, `${path}.${index}`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => numbers(item, `${path}.${key}`));
  }
  return [];
}

const withOccupancy = (
  input: DealInput,
  occupancy: (tier: (typeof DEAL_TIERS)[number]) => number,
): DealInput => {
  const seasons = { ...input.seasons };
  for (const tier of DEAL_TIERS) seasons[tier] = { ...seasons[tier], occupancy: occupancy(tier) };
  return { ...input, seasons };
};

const pence = (pounds: number) => Math.round(pounds * 100);

describe('deal model properties (fast-check over valid inputs)', () => {
  it('answers finite numbers, or null only for a ratio over 0 or a figure that does not apply, for every valid input', () => {
    fc.assert(
      fc.property(dealInput, (input) => {
        const result: DealResult = analyseDeal(input);
        for (const [path, value] of numbers(result)) {
          if (!Number.isFinite(value)) throw new Error(`${path} is ${value}`);
        }
        expect(result.months).toHaveLength(12);
        expect(result.projection).toHaveLength(5);
        expect(result.partners?.years.length ?? 0).toBe(input.partners?.years ?? 0);
        // SDLT is floored to the pound; a Scottish or Welsh figure is the one entered.
        if (result.cashInvested.transactionTaxMethod === 'sdlt') {
          expect(Number.isInteger(result.cashInvested.transactionTax)).toBe(true);
        }
        const payback = result.kpis.paybackMonth;
        if (payback !== null) expect(payback >= 1 && payback <= 120 && Number.isInteger(payback)).toBe(true);
      }),
      RUNS,
    );
  });

  it('answers finite numbers over the whole accepted space, every bound of A9.1 reached', () => {
    // The analysis service's bounds test runs the same space through the API and the reports, at fewer runs.
    fc.assert(
      fc.property(acceptedDraft, (draft) => {
        const parsed = parseDealInput(draft);
        if (!parsed.success) throw new Error(`refused: ${JSON.stringify(parsed.fieldErrors)}`);
        for (const [path, value] of numbers(analyseDeal(parsed.input))) {
          if (!Number.isFinite(value)) throw new Error(`${path} is ${value}`);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('never lowers annual gross revenue when every occupancy doubles (capped at 100 %)', () => {
    fc.assert(
      fc.property(dealInput, (input) => {
        const doubled = withOccupancy(input, (tier) => Math.min(100, input.seasons[tier].occupancy * 2));
        expect(analyseDeal(doubled).annual.grossRevenue).toBeGreaterThanOrEqual(
          analyseDeal(input).annual.grossRevenue,
        );
      }),
      RUNS,
    );
  });

  it('breaks even: occupancies scaled by k give an annual NCF of £0 (±0.01)', () => {
    fc.assert(
      fc.property(dealInput, (input) => {
        const { kpis } = analyseDeal(input);
        const used = DEAL_TIERS.filter((tier) => input.seasons.tierOfMonth.includes(tier));
        const byTier = kpis.breakEvenByTier;
        if (kpis.breakEvenOccupancyPercent === null) {
          expect(used.every((tier) => byTier[tier] === null)).toBe(true);
          return;
        }
        for (const tier of DEAL_TIERS) expect(byTier[tier] === null).toBe(!used.includes(tier));
        // Beyond 100 % the break-even is unreachable in practice and not a valid input to re-run.
        fc.pre(used.every((tier) => (byTier[tier] ?? 0) <= 100));
        const atBreakEven = analyseDeal(withOccupancy(input, (tier) => byTier[tier] ?? 0));
        if (kpis.breakEvenOccupancyPercent === 0) {
          // k = 0: an empty year already makes money.
          expect(atBreakEven.annual.netCashFlow).toBeGreaterThanOrEqual(-0.01);
        } else {
          expect(Math.abs(atBreakEven.annual.netCashFlow)).toBeLessThanOrEqual(0.01);
        }
      }),
      RUNS,
    );
  });

  it("allocates JV money in whole pence that add up to each year's distributable, bucket by bucket", () => {
    const withPartners = dealInput.filter((input) => input.partners !== undefined);
    fc.assert(
      fc.property(withPartners, (input) => {
        const partners = analyseDeal(input).partners!;
        const totals = partners.totals.map(() => ({ pref: 0, capital: 0, split: 0 }));
        for (const year of partners.years) {
          expect(year.distributable).toBeGreaterThanOrEqual(0);
          let paid = 0;
          year.members.forEach((member, index) => {
            for (const amount of [member.pref, member.capital, member.split, member.total]) {
              expect(Math.abs(amount * 100 - pence(amount))).toBeLessThan(1e-6);
              expect(amount).toBeGreaterThanOrEqual(0);
            }
            expect(pence(member.total)).toBe(
              pence(member.pref) + pence(member.capital) + pence(member.split),
            );
            paid += pence(member.total);
            totals[index]!.pref += pence(member.pref);
            totals[index]!.capital += pence(member.capital);
            totals[index]!.split += pence(member.split);
          });
          expect(paid).toBe(pence(year.distributable));
        }
        partners.totals.forEach((member, index) => {
          expect(pence(member.pref)).toBe(totals[index]!.pref);
          expect(pence(member.capital)).toBe(totals[index]!.capital);
          expect(pence(member.split)).toBe(totals[index]!.split);
        });
        // Capital back never exceeds what each partner put in.
        input.partners!.members.forEach((member, index) => {
          expect(pence(partners.totals[index]!.capital)).toBeLessThanOrEqual(pence(member.capital));
        });
      }),
      RUNS,
    );
  });

  it('pays back in the month a plain month-by-month walk of the cumulative cash flow finds', () => {
    fc.assert(
      fc.property(dealInput, (input) => {
        const result = analyseDeal(input);
        expect(result.kpis.paybackMonth).toBe(naivePaybackMonth(input, result));
      }),
      RUNS,
    );
  });
});

/**
 * The payback walk written the obvious way, from the result's month rows: every month of ten years, with the
 * yearly growth and the term of a repayment loan. Floats suffice here (a tie at exactly £0 is rare enough to ignore).
 */
function naivePaybackMonth(input: DealInput, result: DealResult): number | null {
  const revenueGrowth = 1 + input.growth.revenuePercent / 100;
  const costGrowth = 1 + input.growth.costPercent / 100;
  const rent = input.model === 'purchase' ? 0 : (input.tenancy?.monthlyRent ?? 0);
  const mortgage = input.model === 'purchase' ? input.mortgage : undefined;
  const termMonths = mortgage?.repayment === 'repayment' ? mortgage.termYears * 12 : Infinity;
  let cumulative = -result.cashInvested.total;
  for (let year = 1; year <= 10; year++) {
    for (let index = 0; index < 12; index++) {
      const month = result.months[index]!;
      const monthNumber = (year - 1) * 12 + index + 1;
      let ncf = month.netCashFlow;
      if (year > 1) {
        const percentMaintenance = month.maintenance - input.maintenanceMonthly;
        const revenue =
          month.grossRevenue - month.vat - month.platformFees - month.managementFees - percentMaintenance;
        const costs = month.perStayCosts + month.fixedCosts + rent + input.maintenanceMonthly;
        const debt = monthNumber <= termMonths ? (result.mortgage?.monthlyPayment ?? 0) : 0;
        ncf = revenue * revenueGrowth ** (year - 1) - costs * costGrowth ** (year - 1) - debt;
      }
      cumulative += ncf;
      if (cumulative >= 0) return monthNumber;
    }
  }
  return null;
}
