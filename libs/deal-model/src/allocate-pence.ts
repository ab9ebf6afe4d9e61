import { type Arithmetic, type Num } from './arithmetic.js';
import { asScaledIntegers, divideWhole, EXACT_LIMIT } from './exact-integers.js';

/**
 * Shares `totalPence` by `weights` in whole pence: floor each exact share, then hand the
 * leftover pennies out by largest remainder, ties to the first-listed member. The result always sums to the
 * total; a zero total or zero weights give nothing.
 */
export function allocatePence<T extends Num<T>>(
  arith: Arithmetic<T>,
  totalPence: number,
  weights: readonly number[],
): number[] {
  if (totalPence <= 0) return weights.map(() => 0);
  const scaled = asScaledIntegers(weights);
  const weightTotal = scaled ? scaled.integers.reduce((sum, weight) => sum + weight, 0) : 0;
  if (scaled && weightTotal > 0 && totalPence * weightTotal < EXACT_LIMIT) {
    return allocateWholes(totalPence, scaled.integers, weightTotal);
  }
  return allocateInArithmetic(arith, totalPence, weights);
}

/** Exact integer shares: q_i = ⌊total × w_i ÷ W⌋, remainders compared as integers over the same W. */
function allocateWholes(totalPence: number, weights: readonly number[], weightTotal: number): number[] {
  const shares: number[] = [];
  const remainders: number[] = [];
  let allocated = 0;
  for (const weight of weights) {
    const { quotient, remainder } = divideWhole(totalPence * weight, weightTotal);
    shares.push(quotient);
    remainders.push(remainder);
    allocated += quotient;
  }
  return handOutLeftover(shares, totalPence - allocated, (a, b) => remainders[b]! - remainders[a]!);
}

/** The same rule in the model's arithmetic, for weights with many decimals or very large amounts. */
function allocateInArithmetic<T extends Num<T>>(
  arith: Arithmetic<T>,
  totalPence: number,
  weights: readonly number[],
): number[] {
  const values = weights.map((weight) => arith.of(weight));
  const weightTotal = values.reduce((sum, weight) => sum.plus(weight), arith.zero);
  if (weightTotal.isZero()) return weights.map(() => 0);
  const total = arith.of(totalPence);
  const shares: number[] = [];
  const remainders: T[] = [];
  let allocated = 0;
  for (const weight of values) {
    const exact = total.times(weight).div(weightTotal);
    const floor = exact.floor();
    const share = arith.toNumber(floor);
    shares.push(share);
    remainders.push(exact.minus(floor));
    allocated += share;
  }
  return handOutLeftover(shares, totalPence - allocated, (a, b) => remainders[b]!.cmp(remainders[a]!));
}

/** One penny each by `byRemainder` order (largest first; equal ones keep the listed order). */
function handOutLeftover(
  shares: number[],
  leftover: number,
  byRemainder: (a: number, b: number) => number,
): number[] {
  const order = shares.map((_, index) => index).sort((a, b) => byRemainder(a, b) || a - b);
  for (let i = 0; leftover > 0; i = (i + 1) % order.length, leftover--) {
    const index = order[i]!;
    shares[index] = shares[index]! + 1;
  }
  // Only float arithmetic can overshoot (a share read as just above a whole penny): take pennies back.
  for (let i = order.length - 1; leftover < 0; i = (i - 1 + order.length) % order.length) {
    const index = order[i]!;
    if (shares[index]! > 0) {
      shares[index] = shares[index]! - 1;
      leftover++;
    }
  }
  return shares;
}
