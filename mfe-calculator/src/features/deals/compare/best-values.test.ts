import { describe, expect, it } from 'vitest';
import { analyseDeal } from '@pac/deal-model';
import { dealMetric } from '../../../lib/deal-metrics.js';
import { exampleAInput } from '../../../testing/deals-test-kit.js';
import { bestIndexes } from './best-values.js';

const dealAt = (monthlyRent: number) => {
  const base = exampleAInput();
  const input = { ...base, tenancy: { ...base.tenancy!, monthlyRent } };
  return { input, result: analyseDeal(input) };
};

describe('the best value of a compared figure', () => {
  it('marks the deal with more cash: £950 rent beats £1,050', () => {
    expect(bestIndexes(dealMetric('netCashFlow'), [dealAt(950), dealAt(1_050)])).toEqual(new Set([0]));
  });

  it('marks no deal where all read the same (the same occupancy at both rents is nobody’s best)', () => {
    expect(bestIndexes(dealMetric('occupancy'), [dealAt(950), dealAt(1_050)])).toEqual(new Set());
  });

  it('marks both of two tied deals when a third is worse', () => {
    const marked = bestIndexes(dealMetric('netCashFlow'), [dealAt(950), dealAt(1_050), dealAt(950)]);
    expect(marked).toEqual(new Set([0, 2]));
  });
});
