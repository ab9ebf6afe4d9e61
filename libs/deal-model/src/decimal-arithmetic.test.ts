import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalToNumber, ModelDecimal } from './decimal-arithmetic.js';

describe('decimalToNumber', () => {
  it('converts short decimals exactly as decimal.js does (correctly rounded)', () => {
    for (const text of [
      '0',
      '-0',
      '1534.5',
      '3159.9866',
      '-10086.245',
      '0.001',
      '1e-20',
      '123456789012345',
      '2.5e21',
    ]) {
      const value = new ModelDecimal(text);
      expect(Object.is(decimalToNumber(value), value.toNumber()), text).toBe(true);
    }
  });

  it('agrees with decimal.js for any decimal of up to 15 significant digits', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 15n) + 1n, max: 10n ** 15n - 1n }),
        fc.integer({ min: -30, max: 30 }),
        (mantissa, exponent) => {
          const value = new ModelDecimal(`${mantissa}e${exponent}`);
          expect(decimalToNumber(value)).toBe(value.toNumber());
        },
      ),
      { numRuns: 500 },
    );
  });

  it('is within a few units in the last place for long quotients', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 ** 9 }),
        fc.integer({ min: 3, max: 997 }),
        fc.boolean(),
        (numerator, denominator, negative) => {
          const value = new ModelDecimal(negative ? -numerator : numerator).div(denominator).div(100);
          const exact = value.toNumber();
          expect(Math.abs(decimalToNumber(value) - exact)).toBeLessThanOrEqual(
            Math.abs(exact) * 4 * Number.EPSILON,
          );
        },
      ),
      { numRuns: 500 },
    );
  });

  it('leaves the global Decimal configuration alone', async () => {
    const { Decimal } = await import('decimal.js');
    expect(Decimal.precision).toBe(20);
    expect(ModelDecimal.precision).toBe(34);
  });
});
