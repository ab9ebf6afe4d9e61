import { type DealInput } from '@pac/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyseDeal } from './analyse-deal.js';
import { ModelDecimal } from './decimal-arithmetic.js';
import { dealInput } from './testing/deal-arbitraries.js';

const RUNS = { numRuns: 200 };

/**
 * What a pound of booking revenue (accommodation or cleaning fee) leaves after VAT, management, percentage
 * maintenance and the platform fee: (1 − VAT share)(1 − management − maintenance) − platform fee. Below 0 (standard
 * VAT with a high platform fee, say) a higher rate loses money, so "NCF never falls as the rate rises" holds where
 * it is ≥ 0.
 */
function keptPerPound(input: DealInput): number {
  const vatShare =
    input.vat.mode === 'standard'
      ? 1 / 6
      : input.vat.mode === 'flat_rate'
        ? input.vat.flatRatePercent / 100
        : 0;
  const shareOfNet = 1 - (input.managementFeePercent + input.maintenancePercent) / 100;
  return (1 - vatShare) * shareOfNet - input.platformFeePercent / 100;
}

describe('decision measures (A9) over generated deals', () => {
  it('puts annual.netCashFlow in the sensitivity cell of steps (0, 0)', () => {
    fc.assert(
      fc.property(dealInput, (generated) => {
        const input: DealInput = {
          ...generated,
          sensitivity: {
            rateSteps: [...generated.sensitivity.rateSteps, 0],
            occupancySteps: [0, ...generated.sensitivity.occupancySteps],
          },
        };
        const { sensitivity, annual } = analyseDeal(input);
        const row = sensitivity.rateSteps.indexOf(0);
        const column = sensitivity.occupancySteps.indexOf(0);
        expect(sensitivity.netCashFlow[row]![column]).toBe(annual.netCashFlow);
      }),
      RUNS,
    );
  });

  it('never lowers NCF as the rate step rises, at a fixed occupancy step', () => {
    fc.assert(
      fc.property(
        dealInput.filter((input) => keptPerPound(input) >= 0),
        (generated) => {
          const rateSteps = [...generated.sensitivity.rateSteps].sort((a, b) => a - b);
          const { sensitivity } = analyseDeal({
            ...generated,
            sensitivity: { ...generated.sensitivity, rateSteps },
          });
          for (let column = 0; column < sensitivity.occupancySteps.length; column++) {
            for (let row = 1; row < rateSteps.length; row++) {
              expect(sensitivity.netCashFlow[row]![column]).toBeGreaterThanOrEqual(
                sensitivity.netCashFlow[row - 1]![column]!,
              );
            }
          }
        },
      ),
      RUNS,
    );
  });

  it('returns an IRR at which the NPV of the hold is 0 (within 1e−6)', () => {
    let found = 0;
    fc.assert(
      fc.property(dealInput, (input) => {
        const result = analyseDeal(input);
        const rate = result.returns.irrPercent;
        if (rate === null) return;
        found++;
        // CF0 = −cash invested, CFy = year y's NCF, CF5 also + exit equity; NPV in decimals from the JSON figures.
        const flows = [
          -result.cashInvested.total,
          ...result.projection.map((year, index) =>
            index === 4 ? year.netCashFlow + result.returns.exitEquity : year.netCashFlow,
          ),
        ];
        const growth = new ModelDecimal(rate).div(100).plus(1);
        const discounted = flows.map((flow, year) => new ModelDecimal(flow).div(growth.pow(year)));
        const npv = discounted.reduce((sum, value) => sum.plus(value), new ModelDecimal(0));
        // 1e−6, plus what the JSON doubles can state: r and the flows to 2^−52 relative. Near r = −100 % a double's
        // last bit of r moves NPV by more than 1e−6 (dNPV/dr = −Σ y·CFy/(1 + r)^(y+1) is huge there).
        const slope = discounted.reduce(
          (sum, value, year) => sum + (year * Math.abs(value.toNumber())) / growth.toNumber(),
          0,
        );
        const size = discounted.reduce((sum, value) => sum + Math.abs(value.toNumber()), 0);
        const tolerance = 1e-6 + 4 * Number.EPSILON * (slope * Math.abs(rate / 100) + size);
        expect(Math.abs(npv.toNumber()), `NPV at ${rate} % of ${flows.join(', ')}`).toBeLessThanOrEqual(
          tolerance,
        );
      }),
      RUNS,
    );
    expect(found).toBeGreaterThan(0);
  });

  it('owes no negative tax and never leaves more after tax than before', () => {
    fc.assert(
      fc.property(
        dealInput,
        fc.constantFrom('individual' as const, 'company' as const),
        (generated, owner) => {
          const input: DealInput = { ...generated, tax: { ...generated.tax, owner } };
          const { tax, annual } = analyseDeal(input);
          expect(tax).not.toBeNull();
          expect(tax!.taxDue).toBeGreaterThanOrEqual(0);
          expect(tax!.afterTaxCashFlow).toBeLessThanOrEqual(annual.netCashFlow);
          expect(tax!.section24Credit).toBeGreaterThanOrEqual(0);
        },
      ),
      RUNS,
    );
  });
});
