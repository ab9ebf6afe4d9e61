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
  headlineFigures,
  moreMeasures,
  occupancyStepLabel,
  profitAndLossLines,
  rateStepLabel,
  roundHalfUp,
} from '@pac/deal-model';
import { assumptionRows, seasonRows } from './pdf/report-cover.js';

/** Nights and stays are expected values, not money: shown to two places, as on the page and in the PDF. */
const NIGHT_FIELDS = new Set<string>(['availableNights', 'nights', 'stays']);

function cell(field: (typeof DEAL_MONTH_FIELDS)[number], row: DealMonthRow): string {
  const value = row[field];
  if (field === 'days') return String(value);
  // Two places, as displayed: 8.43 stays, not 8.432.
  if (NIGHT_FIELDS.has(field)) return roundHalfUp(value, 2);
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
 * in order. Money is to the penny (half-up), nights and stays to two places, as displayed.
 */
export function dealMonthsCsv(result: DealResult): string {
  return `${[CSV_HEADER, ...monthRows(result)].map((cells) => cells.map(quote).join(',')).join('\r\n')}\r\n`;
}

/** The twelve forecast months as cells, in order. */
function monthRows(result: DealResult): string[][] {
  return result.months.map((row) => [
    String(row.year),
    MONTH_NAMES[row.month - 1] ?? String(row.month),
    TIER_NAMES[row.tier],
    ...DEAL_MONTH_FIELDS.map((field) => cell(field, row)),
  ]);
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
    row(['Figure', 'Value']);
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

/** A titled table of the export: its title row, one header row, then its rows. */
interface CsvSection {
  title: string;
  header: string[];
  rows: string[][];
}

/** The sections before A9's measures, in the PDF's order: what went in, the headline, then the tables. */
function tableSections(input: DealInput, result: DealResult): CsvSection[] {
  const gross = result.annual.grossRevenue;
  const sections: CsvSection[] = [
    { title: 'Key assumptions', header: ['Assumption', 'Value'], rows: assumptionRows(input, result) },
    {
      title: 'Seasons (demand tiers in use)',
      header: ['Tier', 'Months', 'Nightly rate', 'Occupancy', 'Average stay', 'Break-even'],
      rows: seasonRows(input, result),
    },
    {
      title: 'Headline figures (year 1)',
      header: ['Figure', 'Value', 'Note'],
      rows: [
        ...headlineFigures(input, result).map((figure) => [
          figure.label,
          plainFigure(figure.value),
          figure.caption,
        ]),
        ...moreMeasures(result).map((measure) => [
          measure.label,
          plainFigure(measure.value),
          measure.meaning,
        ]),
      ],
    },
    {
      title: 'Month by month',
      header: CSV_HEADER,
      rows: monthRows(result),
    },
    {
      title: 'Annual profit and loss (year 1)',
      header: ['Line', 'Year 1', '% of gross revenue'],
      rows: profitAndLossLines(input, result).map((line) => [
        line.label,
        roundHalfUp(line.amount, 2),
        gross === 0 ? '' : `${roundHalfUp((line.amount / gross) * 100, 1)}%`,
      ]),
    },
    {
      title: 'Five-year projection',
      header: [
        'Year',
        'Gross revenue',
        'Gross profit',
        'NOI',
        'Debt service',
        'Net cash flow',
        'Cumulative cash',
      ],
      rows: result.projection.map((year) => [
        String(year.year),
        ...[
          year.grossRevenue,
          year.grossProfit,
          year.netOperatingIncome,
          year.debtService,
          year.netCashFlow,
          year.cumulativeCashFlow,
        ].map((value) => roundHalfUp(value, 2)),
      ]),
    },
  ];
  if (result.partners)
    sections.push({
      title: 'Joint venture distribution',
      header: [
        'Year',
        'Distributable',
        'Partner',
        'Preferred return',
        'Capital returned',
        'Profit split',
        'Total',
      ],
      rows: [
        ...result.partners.years.flatMap((year) =>
          year.members.map((member) => [
            String(year.year),
            roundHalfUp(year.distributable, 2),
            member.name,
            ...[member.pref, member.capital, member.split, member.total].map((value) =>
              roundHalfUp(value, 2),
            ),
          ]),
        ),
        ...result.partners.totals.map((member) => [
          'Total',
          '',
          member.name,
          ...[member.pref, member.capital, member.split, member.total].map((value) => roundHalfUp(value, 2)),
        ]),
      ],
    });
  return sections;
}

/**
 * The CSV export: every section of the report, each a title row, one header row and its rows, with a blank line
 * between sections — the assumptions, the headline figures, the months, the year's profit and loss, the five
 * years, the partners, then A9's measures. Values are rounded as displayed (money to the penny, as plain numbers).
 */
export function dealCsv(input: DealInput, result: DealResult): string {
  const lines: string[] = [];
  for (const section of tableSections(input, result)) {
    for (const cells of [[section.title], section.header, ...section.rows])
      lines.push(cells.map(quote).join(','));
    lines.push(SECTION_GAP);
  }
  lines.push(...decisionSectionsCsv(input, result));
  return `${lines.join('\r\n')}\r\n`;
}
