import {
  DEAL_MONTH_FIELDS,
  DEAL_MONTH_FIELD_LABELS,
  MONTH_NAMES,
  TIER_NAMES,
  type DealInput,
  type DealMonthRow,
  type DealResult,
} from '@pac/contracts';
import {
  RISK_AND_RETURN_TITLE,
  decisionCards,
  occupancyStepLabel,
  rateStepLabel,
  roundHalfUp,
} from '@pac/deal-model';

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

/** The line between the month table and the sections after it. */
const SECTION_GAP = '';

/**
 * A9's measures after the month table, each a titled section of rows: the sensitivity grid (rate steps down,
 * occupancy steps across, year-1 net cash flow to the penny), then stress test, returns, refinance and tax as
 * "figure, value" rows with the assumptions used. A measure that does not apply says why in one row.
 */
export function decisionSectionsCsv(input: DealInput, result: DealResult): string[] {
  const lines: string[] = [];
  const row = (cells: string[]) => lines.push(cells.map(quote).join(','));
  row([`${RISK_AND_RETURN_TITLE}: sensitivity of year 1 net cash flow`]);
  row(['Nightly rate', ...result.sensitivity.occupancySteps.map(occupancyStepLabel)]);
  result.sensitivity.rateSteps.forEach((step, index) =>
    row([
      rateStepLabel(step),
      ...result.sensitivity.netCashFlow[index]!.map((value) => roundHalfUp(value, 2)),
    ]),
  );
  for (const card of decisionCards(input, result)) {
    lines.push(SECTION_GAP);
    row([card.title]);
    if (card.note) row(['Note', card.note]);
    for (const figure of card.figures) row([figure.label, plainFigure(figure.value)]);
    for (const assumption of card.assumptions) row(['Assumption', assumption]);
  }
  return lines;
}

/** A figure as a spreadsheet reads it: "−£2,981.26" → "-2981.26", "8.50%" → "8.50%"; words stay words. */
function plainFigure(text: string): string {
  const money = /^(\u2212?)£([\d,]+(?:\.\d+)?)$/.exec(text);
  return money ? `${money[1] ? '-' : ''}${money[2]!.replace(/,/g, '')}` : text.replace(/\u2212/g, '-');
}

/** The CSV export: the month table, a blank line, then A9's sections. */
export function dealCsv(input: DealInput, result: DealResult): string {
  return `${[dealMonthsCsv(result).trimEnd(), SECTION_GAP, ...decisionSectionsCsv(input, result)].join('\r\n')}\r\n`;
}
