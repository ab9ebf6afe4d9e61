import { type DealInput, type DealInputDraft, parseDealInput } from '@pac/contracts';
import { expect } from 'vitest';

/** A draft through the contract's parser (every default filled), failing the test with the field errors. */
export function parsed(draft: DealInputDraft | unknown): DealInput {
  const result = parseDealInput(draft);
  if (!result.success) throw new Error(`Invalid test input: ${JSON.stringify(result.fieldErrors)}`);
  return result.input;
}

/** Money and percentages agree within ±0.01 (plus a hair for the double the figure is written as). */
export function expectMoney(actual: number | null | undefined, expected: number, label = ''): void {
  expect(actual, label).not.toBeNull();
  expect(Math.abs((actual ?? NaN) - expected), `${label}: ${actual} vs ${expected}`).toBeLessThanOrEqual(
    0.01 + 1e-9,
  );
}

/** A figure worked by hand to `decimals` places (56.1 %, 453.4 months): the value must round to it. */
export function expectRounded(
  actual: number | null | undefined,
  expected: number,
  decimals: number,
  label = '',
): void {
  expect(actual, label).not.toBeNull();
  const tolerance = 0.5 * 10 ** -decimals + 1e-9;
  expect(Math.abs((actual ?? NaN) - expected), `${label}: ${actual} vs ${expected}`).toBeLessThanOrEqual(
    tolerance,
  );
}
