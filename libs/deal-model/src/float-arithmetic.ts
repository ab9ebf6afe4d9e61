import { type Arithmetic, type Num } from './arithmetic.js';

/**
 * The same model in plain binary floats: the benchmark's ceiling for what exact arithmetic costs. Not for
 * results users see (0.1 + 0.2 is not 0.3 here).
 */
export class FloatNum implements Num<FloatNum> {
  constructor(readonly value: number) {}
  plus(y: FloatNum): FloatNum {
    return new FloatNum(this.value + y.value);
  }
  minus(y: FloatNum): FloatNum {
    return new FloatNum(this.value - y.value);
  }
  times(y: FloatNum): FloatNum {
    return new FloatNum(this.value * y.value);
  }
  div(y: FloatNum): FloatNum {
    return new FloatNum(this.value / y.value);
  }
  neg(): FloatNum {
    return new FloatNum(-this.value);
  }
  pow(exponent: number): FloatNum {
    return new FloatNum(this.value ** exponent);
  }
  floor(): FloatNum {
    return new FloatNum(Math.floor(this.value));
  }
  round(): FloatNum {
    return new FloatNum(Math.sign(this.value) * Math.round(Math.abs(this.value)));
  }
  cmp(y: FloatNum): number {
    return this.value < y.value ? -1 : this.value > y.value ? 1 : 0;
  }
  lt(y: FloatNum): boolean {
    return this.value < y.value;
  }
  lte(y: FloatNum): boolean {
    return this.value <= y.value;
  }
  gt(y: FloatNum): boolean {
    return this.value > y.value;
  }
  gte(y: FloatNum): boolean {
    return this.value >= y.value;
  }
  isZero(): boolean {
    return this.value === 0;
  }
}

export const floatArithmetic: Arithmetic<FloatNum> = {
  name: 'float',
  of: (value) => new FloatNum(value),
  zero: new FloatNum(0),
  one: new FloatNum(1),
  hundred: new FloatNum(100),
  hundredth: new FloatNum(0.01),
  twelve: new FloatNum(12),
  toNumber: (value) => value.value,
};
