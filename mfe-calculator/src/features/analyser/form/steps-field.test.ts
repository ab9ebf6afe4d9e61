import { describe, expect, it } from 'vitest';
import { DEAL_MESSAGES, parseDealInput } from '@pac/contracts';
import { EXAMPLE_A } from '@pac/deal-model/worked-examples';
import { firstStepsError, stepsFromInput } from './steps-field.js';

describe('the sensitivity steps as typed', () => {
  it('reads commas or semicolons, spaces, a typographic minus and decimals', () => {
    expect(stepsFromInput('-20, -10, 0, 10, 20')).toEqual([-20, -10, 0, 10, 20]);
    expect(stepsFromInput('\u22125;0; +7.5,')).toEqual([-5, 0, 7.5]);
  });

  it('leaves an empty field to the default steps and keeps a part that is not a number as NaN', () => {
    expect(stepsFromInput('  ')).toBeUndefined();
    expect(stepsFromInput('10, ten')).toEqual([10, Number.NaN]);
    // What the schema then says, so the user knows which field to fix.
    const parsed = parseDealInput({ ...EXAMPLE_A, sensitivity: { rateSteps: stepsFromInput('10, ten') } });
    expect(parsed.success ? {} : parsed.fieldErrors).toEqual({
      'sensitivity.rateSteps.1': DEAL_MESSAGES.notANumber('Rate steps'),
    });
  });

  it("shows the list's own message first, else the first step's", () => {
    const count = { sensitivity: { rateSteps: { message: 'Rate steps must list 1 to 7 steps.' } } };
    expect(firstStepsError(count, 'sensitivity.rateSteps')).toBe('Rate steps must list 1 to 7 steps.');
    const range = DEAL_MESSAGES.rateStepOutOfRange(-50, 50);
    const item = { sensitivity: { rateSteps: { 2: { message: range } } } };
    expect(firstStepsError(item, 'sensitivity.rateSteps')).toBe(range);
    expect(firstStepsError({}, 'sensitivity.rateSteps')).toBeUndefined();
  });
});
