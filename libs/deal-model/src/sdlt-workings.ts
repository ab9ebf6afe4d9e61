import { type DealInput, type TransactionTaxBand } from '@pac/contracts';
import { enteredMoney, enteredPercent, pence } from './display-format.js';
import {
  SDLT_HIGHER_RATES_POINTS,
  SDLT_NON_RESIDENT_POINTS,
  SDLT_SURCHARGE_THRESHOLD,
} from './transaction-tax.js';

/** One band of the SDLT workings, its cells formatted as the table shows them. */
export interface SdltBandRow {
  /** The band's lower bound in whole pounds: unique within the workings, so a row key. */
  from: number;
  band: string;
  slice: string;
  rate: string;
  tax: string;
}

export interface SdltWorkings {
  /** Which tax, on what price, how the bands work and which surcharges the rates include. */
  explanation: string;
  rows: SdltBandRow[];
  /** The bands' tax added up, before SDLT is rounded down to the pound. */
  bandTotal: number;
}

function surchargeText(purchase: DealInput['purchase']): string {
  if ((purchase?.price ?? 0) < SDLT_SURCHARGE_THRESHOLD)
    return `No surcharge applies below ${enteredMoney(SDLT_SURCHARGE_THRESHOLD)}.`;
  const surcharges = [
    purchase?.additionalProperty || purchase?.company
      ? `${SDLT_HIGHER_RATES_POINTS} points on every band for ${purchase?.company ? 'a company buyer' : 'an additional property'}`
      : null,
    purchase?.nonUkResident ? `${SDLT_NON_RESIDENT_POINTS} points for a non-UK resident buyer` : null,
  ].filter((text): text is string => text !== null);
  return surcharges.length > 0 ? `The rates include ${surcharges.join(' and ')}.` : 'Standard rates.';
}

const bandLabel = (band: TransactionTaxBand) =>
  band.to === null
    ? `Over ${enteredMoney(band.from)}`
    : `${enteredMoney(band.from)} – ${enteredMoney(band.to)}`;

const slice = (band: TransactionTaxBand, price: number) =>
  Math.max(0, Math.min(price, band.to ?? Number.POSITIVE_INFINITY) - band.from);

/**
 * A purchase's stamp-duty workings band by band, with the text above them. The results page and the PDF report
 * both show these, so the explanation and the figures read the same in each.
 */
export function sdltWorkings(input: DealInput, bands: readonly TransactionTaxBand[]): SdltWorkings {
  const price = input.purchase?.price ?? 0;
  return {
    explanation: `Stamp Duty Land Tax (England and Northern Ireland, rates from 1 April 2025) on a price of ${enteredMoney(price)}: each rate applies only to the slice of the price inside its band. ${surchargeText(input.purchase)}`,
    rows: bands.map((band) => ({
      from: band.from,
      band: bandLabel(band),
      slice: pence(slice(band, price)),
      rate: enteredPercent(band.ratePercent),
      tax: pence(band.tax),
    })),
    bandTotal: bands.reduce((sum, band) => sum + band.tax, 0),
  };
}
