import { TIER_NAMES, type DealAnnual, type DealMonthRow, type DealResult } from '@pac/contracts';
import { type HousePdf, type TableColumn } from '@pac/server-kit/pdf';
import { monthLabel, nights, pence } from '@pac/deal-model';

type Field = keyof DealAnnual;

interface MonthColumn {
  header: string;
  /** Relative width; columns share the page in proportion. */
  weight: number;
  value: (row: DealMonthRow | DealAnnual) => string;
  /** Left out when it is zero in every month (VAT when not registered, rent on a purchase). */
  field?: Field;
  always?: boolean;
  /** Labels read from the left; figures line up on the right. */
  align?: 'left';
}

const money = (header: string, field: Field, always = false): MonthColumn => ({
  header,
  weight: 1,
  field,
  always,
  value: (row) => pence(row[field]),
});
const count = (header: string, field: Field): MonthColumn => ({
  header,
  weight: 0.7,
  field,
  always: true,
  value: (row) => nights(row[field]),
});
const monthColumn: MonthColumn = {
  header: 'Month',
  // "May 2026" whole at 7 pt on a portrait page beside ten money columns.
  weight: 1,
  always: true,
  align: 'left',
  value: (row) => ('month' in row ? monthLabel(row.year, row.month) : 'Year'),
};

/** Revenue down to gross profit (the model's lines, in the month table's order; available nights are in the CSV export). */
const REVENUE_COLUMNS: readonly MonthColumn[] = [
  monthColumn,
  {
    header: 'Tier',
    weight: 0.85,
    always: true,
    align: 'left',
    value: (row) => ('tier' in row ? TIER_NAMES[row.tier] : ''),
  },
  count('Booked nights', 'nights'),
  count('Stays', 'stays'),
  money('Accom. revenue', 'accommodationRevenue'),
  money('Cleaning fees', 'cleaningFeeRevenue'),
  money('Other income', 'otherIncome'),
  money('Gross revenue', 'grossRevenue', true),
  money('VAT', 'vat'),
  money('Platform fees', 'platformFees'),
  money('Management', 'managementFees'),
  money('Per-stay costs', 'perStayCosts'),
  money('Gross profit', 'grossProfit', true),
];

/** Gross profit down to the cumulative cash position. */
const CASH_FLOW_COLUMNS: readonly MonthColumn[] = [
  monthColumn,
  money('Gross profit', 'grossProfit', true),
  money('Maintenance', 'maintenance'),
  money('Fixed costs', 'fixedCosts'),
  money('Rent', 'rent'),
  money('Debt service', 'debtService'),
  money('Net operating income', 'netOperatingIncome', true),
  money('Net cash flow', 'netCashFlow', true),
  money('Cumulative cash', 'cumulativeCashFlow', true),
];

export const ROUNDING_NOTE =
  'Money is shown rounded to the penny (half-up). Totals are sums of the unrounded monthly values, so the months shown may differ from the total by a penny. Nights and stays are expected values, shown to 2 decimal places.';

/**
 * The month-by-month table on two portrait pages (one orientation throughout the report), split so each half stays
 * readable at 7 pt: revenue to gross
 * profit, then gross profit to cumulative cash. The "Year" row totals every column (cumulative: the last month's).
 */
export function writeMonthTables(pdf: HousePdf, result: DealResult): void {
  const left: string[] = [];
  pdf.addPage('portrait').heading('Month by month');
  writeTable(pdf, 'Revenue and cost of sales', REVENUE_COLUMNS, result, left);
  pdf.addPage('portrait');
  writeTable(pdf, 'Operating costs and cash flow', CASH_FLOW_COLUMNS, result, left);
  const unique = [...new Set(left)];
  pdf.smallPrint(
    (unique.length > 0 ? `Columns that are £0 in every month are left out: ${unique.join(', ')}. ` : '') +
      ROUNDING_NOTE,
  );
}

function writeTable(
  pdf: HousePdf,
  title: string,
  all: readonly MonthColumn[],
  result: DealResult,
  leftOut: string[],
): void {
  const shown = all.filter(
    (column) => column.always || !column.field || result.months.some((row) => row[column.field!] !== 0),
  );
  for (const column of all) if (!shown.includes(column)) leftOut.push(column.header);
  const totalWeight = shown.reduce((sum, column) => sum + column.weight, 0);
  const columns: TableColumn[] = shown.map((column) => ({
    header: column.header,
    width: column.weight / totalWeight,
    align: column.align ?? 'right',
  }));
  const rows = [...result.months, result.annual].map((row) => shown.map((column) => column.value(row)));
  pdf.subheading(title);
  pdf.table(columns, rows, {
    totals: [rows.length - 1],
    zebra: true,
    repeatHeader: true,
    tintNegatives: true,
    fontSize: 7,
    rowHeight: 18,
  });
}
