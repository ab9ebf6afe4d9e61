/**
 * The numbers the model computes with. The model is written once against this small interface (the part of
 * decimal.js's API it needs), so the same code runs in exact decimal arithmetic (the product) and in binary floats
 * (the benchmark's ceiling), and the two can be compared figure by figure.
 */
export interface Num<T> {
  plus(y: T): T;
  minus(y: T): T;
  times(y: T): T;
  div(y: T): T;
  neg(): T;
  /** An integer exponent (the annuity factor). */
  pow(exponent: number): T;
  floor(): T;
  /** To the nearest integer, halves away from zero: the "half-up" every displayed and JV figure uses. */
  round(): T;
  cmp(y: T): number;
  lt(y: T): boolean;
  lte(y: T): boolean;
  gt(y: T): boolean;
  gte(y: T): boolean;
  isZero(): boolean;
}

/** A number system: how to bring a JSON number in, and the constants the model uses. */
export interface Arithmetic<T extends Num<T>> {
  readonly name: string;
  of(value: number): T;
  readonly zero: T;
  readonly one: T;
  readonly hundred: T;
  /** 0.01: a percentage becomes a fraction by a product, cheaper than a quotient and as exact in decimal. */
  readonly hundredth: T;
  readonly twelve: T;
  /** The JSON number of a result (a function here, not a method: decimal.js's own goes through a string). */
  toNumber(value: T): number;
}

/** `value` in T, reusing `zero` for the many zero inputs (a conversion costs more than a lookup). */
export const numOf = <T extends Num<T>>(arith: Arithmetic<T>, value: number): T =>
  value === 0 ? arith.zero : arith.of(value);

/** A percentage (0-100) as a fraction. */
export const fractionOf = <T extends Num<T>>(arith: Arithmetic<T>, percent: number): T =>
  percent === 0 ? arith.zero : arith.of(percent).times(arith.hundredth);

/** Σ of JSON numbers in T, skipping zeros (most fixed-cost and set-up fields are 0). */
export function sumOf<T extends Num<T>>(arith: Arithmetic<T>, values: readonly number[]): T {
  let total: T | null = null;
  for (const value of values) {
    if (value === 0) continue;
    total = total === null ? arith.of(value) : total.plus(arith.of(value));
  }
  return total ?? arith.zero;
}

/**
 * a + b and a − b that skip a zero b. Most deals leave several lines at 0 (no VAT, no management, no other
 * income), and in decimal arithmetic an operation with 0 costs as much as any other.
 */
export const add = <T extends Num<T>>(a: T, b: T): T => (b.isZero() ? a : a.plus(b));
export const subtract = <T extends Num<T>>(a: T, b: T): T => (b.isZero() ? a : a.minus(b));
/** a × b, 0 without work when either is 0. */
export const multiply = <T extends Num<T>>(a: T, b: T): T => (b.isZero() ? b : a.isZero() ? a : a.times(b));

/** A ratio that is null when its denominator is 0 (no nights, no cash invested, no debt): there is no figure to show. */
export const ratioOrNull = <T extends Num<T>>(numerator: T, denominator: T): T | null =>
  denominator.isZero() ? null : numerator.div(denominator);
