import { type Arithmetic, type Num } from './arithmetic.js';

/** A9.5's bracket: −99.99 % to 1,000 % as fractions, bisected until at most 1e−9 wide. */
const LOWEST_RATE = -0.9999;
const HIGHEST_RATE = 10;
const BRACKET_WIDTH = 1e-9;

/**
 * The internal rate of return (a fraction) of yearly cash flows CF0…CFn, or null when NPV has the same sign at both
 * ends of the bracket. NPV(r) is tested through (1 + r)^n × NPV(r) = Σ CFy (1 + r)^(n−y) (same sign, no division),
 * by Horner's rule in the model's arithmetic. Once the bracket is 1e−9 wide the answer is the point inside it where
 * the line through its two ends crosses 0 (regula falsi): bisection's root to 1e−9, with NPV at it ~0 to the penny
 * (the bracket's midpoint leaves NPV at up to ~5e−10 × dNPV/dr, pounds on a large deal).
 */
export function internalRateOfReturn<T extends Num<T>>(
  arith: Arithmetic<T>,
  cashFlows: readonly T[],
): T | null {
  const scaledNpv = (rate: T): T => {
    const growth = arith.one.plus(rate);
    let value = cashFlows[0]!;
    for (let year = 1; year < cashFlows.length; year++) value = value.times(growth).plus(cashFlows[year]!);
    return value;
  };
  let low = arith.of(LOWEST_RATE);
  let high = arith.of(HIGHEST_RATE);
  let lowValue = scaledNpv(low);
  let highValue = scaledNpv(high);
  if (lowValue.isZero()) return low;
  if (highValue.isZero()) return high;
  const lowNegative = lowValue.lt(arith.zero);
  if (lowNegative === highValue.lt(arith.zero)) return null;

  const two = arith.of(2);
  const width = arith.of(BRACKET_WIDTH);
  while (high.minus(low).gt(width)) {
    const middle = low.plus(high).div(two);
    const value = scaledNpv(middle);
    if (value.isZero()) return middle;
    if (value.lt(arith.zero) === lowNegative) {
      low = middle;
      lowValue = value;
    } else {
      high = middle;
      highValue = value;
    }
  }
  return low.minus(lowValue.times(high.minus(low)).div(highValue.minus(lowValue)));
}
