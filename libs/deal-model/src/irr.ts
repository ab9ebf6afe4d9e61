import { type Arithmetic, type Num } from './arithmetic.js';
import { floatArithmetic } from './float-arithmetic.js';

/** A9.5's bracket: −99.99 % to 1,000 % as fractions, bisected until at most 1e−9 wide. */
const LOWEST_RATE = -0.9999;
const HIGHEST_RATE = 10;
const BRACKET_WIDTH = 1e-9;

/** (1 + r)^n × NPV(r) = Σ CFy (1 + r)^(n−y): NPV's sign without a division, by Horner's rule. */
function scaledNpv<T extends Num<T>>(arith: Arithmetic<T>, cashFlows: readonly T[], rate: T): T {
  const growth = arith.one.plus(rate);
  let value = cashFlows[0]!;
  for (let year = 1; year < cashFlows.length; year++) value = value.times(growth).plus(cashFlows[year]!);
  return value;
}

/** A9.5's bisection: the bracket [low, high] at most 1e−9 wide with NPV's sign changing across it, or null. */
function bisect<T extends Num<T>>(
  arith: Arithmetic<T>,
  cashFlows: readonly T[],
  from: T,
  to: T,
): { low: T; high: T; lowValue: T; highValue: T } | { root: T } | null {
  let low = from;
  let high = to;
  let lowValue = scaledNpv(arith, cashFlows, low);
  let highValue = scaledNpv(arith, cashFlows, high);
  if (lowValue.isZero()) return { root: low };
  if (highValue.isZero()) return { root: high };
  const lowNegative = lowValue.lt(arith.zero);
  if (lowNegative === highValue.lt(arith.zero)) return null;
  const two = arith.of(2);
  const width = arith.of(BRACKET_WIDTH);
  while (high.minus(low).gt(width)) {
    const middle = low.plus(high).div(two);
    const value = scaledNpv(arith, cashFlows, middle);
    if (value.isZero()) return { root: middle };
    if (value.lt(arith.zero) === lowNegative) {
      low = middle;
      lowValue = value;
    } else {
      high = middle;
      highValue = value;
    }
  }
  return { low, high, lowValue, highValue };
}

/**
 * The internal rate of return (a fraction) of yearly cash flows CF0…CFn, or null when NPV has the same sign at both
 * ends of A9.5's bracket. The bisection runs first in binary floats (35 steps cost what one decimal step does); the
 * model's arithmetic then checks that NPV's sign really changes across the 1e−9 bracket found, and bisects itself
 * when it does not (a float sign wrong within rounding). The answer is the point of the bracket where the line
 * through its two ends crosses 0 (regula falsi): bisection's root to 1e−9, with NPV at it 0 to well under a penny.
 */
export function internalRateOfReturn<T extends Num<T>>(
  arith: Arithmetic<T>,
  cashFlows: readonly T[],
): T | null {
  const floats = floatArithmetic;
  const approximate = bisect(
    floats,
    cashFlows.map((flow) => floats.of(arith.toNumber(flow))),
    floats.of(LOWEST_RATE),
    floats.of(HIGHEST_RATE),
  );
  let bracket: ReturnType<typeof bisect<T>> = null;
  if (approximate !== null && 'low' in approximate) {
    const low = arith.of(approximate.low.value);
    const high = arith.of(approximate.high.value);
    const lowValue = scaledNpv(arith, cashFlows, low);
    const highValue = scaledNpv(arith, cashFlows, high);
    if (lowValue.isZero()) return low;
    if (highValue.isZero()) return high;
    if (lowValue.lt(arith.zero) !== highValue.lt(arith.zero)) bracket = { low, high, lowValue, highValue };
  }
  bracket ??= bisect(arith, cashFlows, arith.of(LOWEST_RATE), arith.of(HIGHEST_RATE));
  if (bracket === null) return null;
  if ('root' in bracket) return bracket.root;
  const { low, high, lowValue, highValue } = bracket;
  return low.minus(lowValue.times(high.minus(low)).div(highValue.minus(lowValue)));
}
