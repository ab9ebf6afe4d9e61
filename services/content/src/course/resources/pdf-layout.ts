import { HousePdf, type TableColumn } from '@pac/server-kit/pdf';
import { EXAMPLE_SEASONS, type AnnualForecast, type MonthForecast, percent, pounds } from './example-deal.js';

export interface PdfMetadata {
  title: string;
  subtitle: string;
  subject: string;
}

/** A column of the example year's month-by-month table: how a month, and the year's total row, read in it. */
interface YearColumn {
  header: string;
  align?: TableColumn['align'];
  month: (month: MonthForecast) => string;
  year: (year: AnnualForecast) => string;
}

const nightsBooked = (year: AnnualForecast) => year.months.reduce((n, m) => n + m.nightsBooked, 0);

type YearColumnKey =
  | 'season'
  | 'rate'
  | 'nights'
  | 'revenue'
  | 'bookingCosts'
  | 'fixedCosts'
  | 'allCosts'
  | 'grossProfit'
  | 'netCashFlow';

/** Every figure the hand-outs show month by month; each document picks its columns. */
const YEAR_COLUMNS: Readonly<Record<YearColumnKey, YearColumn>> = {
  season: { header: 'Season', month: (m) => m.season.label, year: () => '' },
  rate: { header: 'Rate', align: 'right', month: (m) => pounds(m.season.nightlyRate), year: () => '' },
  nights: {
    header: 'Nights',
    align: 'right',
    month: (m) => String(m.nightsBooked),
    year: (y) => String(nightsBooked(y)),
  },
  revenue: {
    header: 'Revenue',
    align: 'right',
    month: (m) => pounds(m.revenue),
    year: (y) => pounds(y.revenue),
  },
  bookingCosts: {
    header: 'Booking costs',
    align: 'right',
    month: (m) => pounds(m.variableCosts),
    year: (y) => pounds(y.variableCosts),
  },
  fixedCosts: {
    header: 'Fixed costs',
    align: 'right',
    month: (m) => pounds(m.fixedCosts),
    year: (y) => pounds(y.fixedCosts),
  },
  allCosts: {
    header: 'All costs',
    align: 'right',
    month: (m) => pounds(m.variableCosts + m.fixedCosts),
    year: (y) => pounds(y.variableCosts + y.fixedCosts),
  },
  grossProfit: {
    header: 'Gross profit',
    align: 'right',
    month: (m) => pounds(m.grossProfit),
    year: (y) => pounds(y.grossProfit),
  },
  netCashFlow: {
    header: 'Net cash flow',
    align: 'right',
    month: (m) => pounds(m.netProfit),
    year: (y) => pounds(y.netProfit),
  },
};

export interface YearColumnChoice {
  show: YearColumnKey;
  /** Share of the usable width, 0-1. */
  width: number;
  /** Instead of the column's usual header. */
  header?: string;
}

/** A course hand-out: the house PDF surface under a "free course" title band, its title in every footer. */
export class CoursePdf extends HousePdf {
  constructor(meta: PdfMetadata) {
    super({
      title: meta.title,
      subject: meta.subject,
      footer: `${meta.title} · Property Analysis Calculator`,
    });
    this.titleBand({
      kicker: 'PROPERTY ANALYSIS CALCULATOR · FREE COURSE',
      title: meta.title,
      subtitle: meta.subtitle,
    });
  }

  /**
   * The course example's three seasons: their months, nightly rate and occupancy. The column widths are the
   * document's: a longer first header needs more room.
   */
  exampleSeasons(
    seasonHeader = 'Season',
    widths: readonly [number, number, number, number] = [0.26, 0.34, 0.2, 0.2],
  ): this {
    const [season, months, rate, occupancy] = widths;
    return this.table(
      [
        { header: seasonHeader, width: season },
        { header: 'Months', width: months },
        { header: 'Nightly rate', width: rate, align: 'right' },
        { header: 'Occupancy', width: occupancy, align: 'right' },
      ],
      EXAMPLE_SEASONS.map((s) => [
        s.label,
        s.months.join(', '),
        pounds(s.nightlyRate),
        percent(s.occupancy * 100),
      ]),
    );
  }

  /** The example year month by month in the chosen columns after the month's name, with the year's total row. */
  exampleYear(year: AnnualForecast, monthWidth: number, columns: readonly YearColumnChoice[]): this {
    const chosen = columns.map((choice) => ({ ...choice, column: YEAR_COLUMNS[choice.show] }));
    return this.table(
      [
        { header: 'Month', width: monthWidth },
        ...chosen.map(({ column, width, header }) => ({
          header: header ?? column.header,
          width,
          ...(column.align ? { align: column.align } : {}),
        })),
      ],
      [
        ...year.months.map((m) => [m.month, ...chosen.map(({ column }) => column.month(m))]),
        ['Year', ...chosen.map(({ column }) => column.year(year))],
      ],
      { totals: [12] },
    );
  }
}
