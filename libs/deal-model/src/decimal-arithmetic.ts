import { Decimal } from 'decimal.js';
import { type Arithmetic } from './arithmetic.js';

/**
 * Exact decimal arithmetic for money, so results agree with hand workings to the penny. A private clone, so the global Decimal
 * configuration of whoever else imports decimal.js is never changed. 34 significant digits (IEEE decimal128):
 * sums and products of the inputs are exact, and only quotients (stays, VAT ÷ 6, the annuity) are rounded, far
 * below a penny.
 */
export const ModelDecimal = Decimal.clone({ precision: 34, rounding: Decimal.ROUND_HALF_UP });
export type ModelDecimal = Decimal;

/** Exact powers of ten as doubles (10^22 is the largest). */
const POWERS_OF_TEN = Array.from({ length: 23 }, (_, k) => 10 ** k);
const TWO_TO_53 = 2 ** 53;
/** decimal.js keeps its digits in words of 7 decimal digits. */
const WORD = 1e7;

const digitCount = (word: number) => (word === 0 ? 1 : Math.floor(Math.log10(word)) + 1);

/**
 * A Decimal as a double, without decimal.js's `toNumber` (which prints and parses a string, and took a sixth of
 * the model's time). Up to 15 significant digits the value is one exact integer scaled by an exact power of ten,
 * a single IEEE operation, so correctly rounded like the string route: 1534.5 and 3159.9866 come out exactly as
 * written. Longer digit strings are quotients already rounded at 34 digits (stays, VAT ÷ 6, the annuity); their
 * leading 22 or more digits give the double to within a few units in the last place (about 1e-15 of the value).
 */
export function decimalToNumber(value: Decimal): number {
  const words = value.d;
  if (!words || value.e > 300 || value.e < -300) return value.toNumber();
  const last = Math.min(words.length, 4) - 1;
  let mantissa = words[0]!;
  let digits = digitCount(mantissa);
  for (let i = 1; i < last; i++) {
    mantissa = mantissa * WORD + words[i]!;
    digits += 7;
  }
  if (last > 0) {
    // decimal.js pads the last word with zeros; dropping them keeps short values exact integers.
    let word = words[last]!;
    let width = 7;
    while (width > 0 && word % 10 === 0) {
      word /= 10;
      width--;
    }
    mantissa = mantissa * POWERS_OF_TEN[width]! + word;
    digits += width;
  }
  const exponent = value.e - (digits - 1);
  let magnitude: number;
  if (last === words.length - 1 && mantissa < TWO_TO_53) {
    if (exponent > 22 || exponent < -22) return value.toNumber();
    magnitude = exponent >= 0 ? mantissa * POWERS_OF_TEN[exponent]! : mantissa / POWERS_OF_TEN[-exponent]!;
  } else {
    magnitude = exponent >= 0 ? mantissa * 10 ** exponent : mantissa / 10 ** -exponent;
  }
  return value.s < 0 ? -magnitude : magnitude;
}

/**
 * Inputs converted before: a deal's rates, percentages and costs repeat from one analysis to the next (the
 * analyser recomputes as the user types), and parsing a non-integer costs several operations. Decimals are
 * immutable, so sharing them is safe; the cache is emptied when it grows large.
 */
const converted = new Map<number, Decimal>();
const CONVERTED_LIMIT = 4096;

function decimalOf(value: number): Decimal {
  let found = converted.get(value);
  if (found === undefined) {
    if (converted.size >= CONVERTED_LIMIT) converted.clear();
    found = new ModelDecimal(value);
    converted.set(value, found);
  }
  return found;
}

export const decimalArithmetic: Arithmetic<Decimal> = {
  name: 'decimal',
  of: decimalOf,
  zero: new ModelDecimal(0),
  one: new ModelDecimal(1),
  hundred: new ModelDecimal(100),
  hundredth: new ModelDecimal('0.01'),
  twelve: new ModelDecimal(12),
  toNumber: decimalToNumber,
};
