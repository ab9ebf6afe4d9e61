import { dealInputSchema, MIN_PERCENT } from '@pac/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyseDeal } from './analyse-deal.js';
import { scenarioInput } from './scenarios.js';
import { dealInput } from './testing/deal-arbitraries.js';
import { acceptedDraft } from './testing/deal-space.js';
import { parsed } from './testing/deal-test-helpers.js';
import { EXAMPLE_A } from './worked-examples.js';

describe('scenarioInput', () => {
  const base = parsed(EXAMPLE_A);

  it('shifts every rate and occupancy by the percentage, down or up, exactly', () => {
    const conservative = scenarioInput(base, 10, 'conservative');
    const optimistic = scenarioInput(base, 10, 'optimistic');
    expect(conservative.seasons.low).toEqual({ rate: 81, occupancy: 49.5, averageStay: 2.5 });
    expect(optimistic.seasons.low).toEqual({ rate: 99, occupancy: 60.5, averageStay: 2.5 });
    expect(optimistic.seasons.high).toEqual({ rate: 159.5, occupancy: 88, averageStay: 2.5 });
    expect(conservative.seasons.tierOfMonth).toEqual(base.seasons.tierOfMonth);
    expect(conservative.tenancy).toEqual(base.tenancy);
    // The input it came from is untouched.
    expect(base.seasons.low).toEqual({ rate: 90, occupancy: 55, averageStay: 2.5 });
  });

  it('orders the outcomes conservative < base < optimistic', () => {
    const ncf = (kind?: 'conservative' | 'optimistic') =>
      analyseDeal(kind ? scenarioInput(base, 15, kind) : base).annual.netCashFlow;
    expect(ncf('conservative')).toBeLessThan(ncf());
    expect(ncf()).toBeLessThan(ncf('optimistic'));
  });

  it('clamps occupancy to 0-100 and the rate to (0, 10,000]', () => {
    const up = scenarioInput(base, 50, 'optimistic');
    expect(up.seasons.high.occupancy).toBe(100);
    const expensive = parsed({
      ...EXAMPLE_A,
      seasons: { ...EXAMPLE_A.seasons, high: { rate: 9_500, occupancy: 80 } },
    });
    expect(scenarioInput(expensive, 20, 'optimistic').seasons.high.rate).toBe(10_000);
    const down = scenarioInput(base, 100, 'conservative');
    expect(down.seasons.low.occupancy).toBe(0);
    expect(down.seasons.low.rate).toBeGreaterThan(0);
  });

  it('always gives a valid input', () => {
    fc.assert(
      fc.property(
        dealInput,
        fc.integer({ min: 0, max: 1000 }).map((tenths) => tenths / 10),
        fc.constantFrom('conservative', 'optimistic'),
        (input, shift, kind) => {
          expect(dealInputSchema.safeParse(scenarioInput(input, shift, kind)).success).toBe(true);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('gives a valid input from any accepted one, occupancies down to the smallest percentage included', () => {
    const tiny = parsed({
      ...EXAMPLE_A,
      seasons: { ...EXAMPLE_A.seasons, low: { rate: 90, occupancy: MIN_PERCENT } },
    });
    expect(scenarioInput(tiny, 50, 'conservative').seasons.low.occupancy).toBe(0);
    fc.assert(
      fc.property(
        acceptedDraft.map((draft) => dealInputSchema.parse(draft)),
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.constantFrom('conservative', 'optimistic'),
        (input, shift, kind) => {
          const result = dealInputSchema.safeParse(scenarioInput(input, shift, kind));
          expect(result.error?.issues ?? []).toEqual([]);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('shifts the rates and the occupancy apart: 10 % on the rates, 0 % on the occupancy', () => {
    const base = parsed(EXAMPLE_A);
    const ratesOnly = scenarioInput(base, { ratePercent: 10, occupancyPercent: 0 }, 'conservative');
    // Example A's low season: £90 × 0.9 = £81, its 55 % occupancy unchanged.
    expect(ratesOnly.seasons.low).toMatchObject({ rate: 81, occupancy: 55 });
    const occupancyOnly = scenarioInput(base, { ratePercent: 0, occupancyPercent: 20 }, 'optimistic');
    // £145 unchanged; 80 % × 1.2 = 96 %.
    expect(occupancyOnly.seasons.high).toMatchObject({ rate: 145, occupancy: 96 });
    expect(scenarioInput(base, { ratePercent: 15, occupancyPercent: 15 }, 'optimistic')).toEqual(
      scenarioInput(base, 15, 'optimistic'),
    );
  });
});
