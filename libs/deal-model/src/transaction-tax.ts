import { type Nation, type TransactionTaxBand } from '@pac/contracts';
import { type Arithmetic, fractionOf, type Num } from './arithmetic.js';
import { decimalArithmetic } from './decimal-arithmetic.js';

/** SDLT residential bands for England and Northern Ireland, completions from 1 April 2025. */
export const SDLT_BANDS: readonly { from: number; to: number | null; ratePercent: number }[] = [
  { from: 0, to: 125_000, ratePercent: 0 },
  { from: 125_000, to: 250_000, ratePercent: 2 },
  { from: 250_000, to: 925_000, ratePercent: 5 },
  { from: 925_000, to: 1_500_000, ratePercent: 10 },
  { from: 1_500_000, to: null, ratePercent: 12 },
];
/** Points on every band for an additional dwelling or a company buyer (once, not twice for both). */
export const SDLT_HIGHER_RATES_POINTS = 5;
export const SDLT_NON_RESIDENT_POINTS = 2;
/** Neither surcharge applies below this price; both apply from exactly it. */
export const SDLT_SURCHARGE_THRESHOLD = 40_000;

export interface TransactionTaxQuery {
  price: number;
  nation?: Nation;
  additionalProperty?: boolean;
  nonUkResident?: boolean;
  company?: boolean;
  /** Scotland and Wales: the figure the user entered (not calculated). */
  manualTransactionTax?: number;
}

export interface TransactionTaxResult {
  /** Whole pounds (SDLT floored to the pound). */
  tax: number;
  method: 'sdlt' | 'manual';
  /** The SDLT workings band by band; empty for a manual figure. */
  bands: TransactionTaxBand[];
}

export function transactionTaxWith<T extends Num<T>>(
  arith: Arithmetic<T>,
  query: TransactionTaxQuery,
): TransactionTaxResult {
  const nation = query.nation ?? 'england';
  if (nation === 'scotland' || nation === 'wales') {
    return { tax: query.manualTransactionTax ?? 0, method: 'manual', bands: [] };
  }
  const surchargeApplies = query.price >= SDLT_SURCHARGE_THRESHOLD;
  const higherRates = surchargeApplies && ((query.additionalProperty ?? true) || query.company === true);
  const extra =
    (higherRates ? SDLT_HIGHER_RATES_POINTS : 0) +
    (surchargeApplies && query.nonUkResident ? SDLT_NON_RESIDENT_POINTS : 0);

  const price = arith.of(query.price);
  const bands: TransactionTaxBand[] = [];
  let total = arith.zero;
  for (const band of SDLT_BANDS) {
    if (!(query.price > band.from)) break;
    const top = band.to === null || query.price < band.to ? price : arith.of(band.to);
    const ratePercent = band.ratePercent + extra;
    const tax = top.minus(arith.of(band.from)).times(fractionOf(arith, ratePercent));
    total = total.plus(tax);
    bands.push({ from: band.from, to: band.to, ratePercent, tax: arith.toNumber(tax) });
  }
  // HMRC SDLTM00050: the tax is rounded down to the pound.
  return { tax: arith.toNumber(total.floor()), method: 'sdlt', bands };
}

/**
 * The transaction tax on a purchase, usable on its own (the set-up step shows it as the user types): SDLT for
 * England and Northern Ireland (buyer flags default to an additional property, UK resident, not a company), the
 * entered figure for Scotland and Wales.
 */
export const transactionTax = (query: TransactionTaxQuery): TransactionTaxResult =>
  transactionTaxWith(decimalArithmetic, query);
