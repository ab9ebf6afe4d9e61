import {
  DEAL_MONTH_FIELDS,
  DEAL_MONTH_FIELD_LABELS,
  MONTH_NAMES,
  TIER_NAMES,
  type DealMonthRow,
  type DealResult,
} from '@pac/contracts';
import { roundHalfUp } from '@pac/deal-model';

/** Nights and stays are expected values, not money: four places keep them exact for the examples' inputs. */
const NIGHT_FIELDS = new Set<string>(['availableNights', 'nights', 'stays']);

function cell(field: (typeof DEAL_MONTH_FIELDS)[number], row: DealMonthRow): string {
  const value = row[field];
  if (field === 'days') return String(value);
  // Four places, trailing zeros dropped: 17.05 rather than 17.0500.
  if (NIGHT_FIELDS.has(field)) return String(Number(roundHalfUp(value, 4)));
  return roundHalfUp(value, 2);
}

const quote = (text: string) => (/[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

export const CSV_HEADER = [
  'Year',
  'Month',
  'Tier',
  ...DEAL_MONTH_FIELDS.map((field) => DEAL_MONTH_FIELD_LABELS[field]),
];

/**
 * The month-by-month table as CSV (RFC 4180, CRLF line ends, UTF-8): a header row, then the twelve forecast months
 * in order. Money is to the penny (half-up), nights and stays to four places: nothing is rounded beyond that.
 */
export function dealMonthsCsv(result: DealResult): string {
  const lines = [CSV_HEADER.map(quote).join(',')];
  for (const row of result.months) {
    lines.push(
      [
        String(row.year),
        MONTH_NAMES[row.month - 1] ?? String(row.month),
        TIER_NAMES[row.tier],
        ...DEAL_MONTH_FIELDS.map((field) => cell(field, row)),
      ]
        .map(quote)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
