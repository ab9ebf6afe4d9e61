import { describe, expect, it } from 'vitest';
import { exampleAInput } from '../../../testing/deals-test-kit.js';
import { differingInputs } from './differing-inputs.js';

describe('the inputs that differ between compared deals', () => {
  it('names the rent at £950 against £1,050, qualified season figures and nothing that is the same', () => {
    const base = exampleAInput();
    const dearer = {
      ...base,
      name: 'Dearer flat',
      tenancy: { ...base.tenancy!, monthlyRent: 1_050 },
      seasons: { ...base.seasons, low: { ...base.seasons.low, occupancy: 50 } },
    };
    expect(differingInputs([base, dearer])).toEqual([
      { path: 'tenancy.monthlyRent', label: 'Monthly rent', values: ['£950', '£1,050'] },
      { path: 'seasons.low.occupancy', label: 'Low season occupancy', values: ['55%', '50%'] },
    ]);
  });

  it('finds none between a deal and its copy under another name', () => {
    expect(differingInputs([exampleAInput(), { ...exampleAInput(), name: 'Copy' }])).toEqual([]);
  });
});
