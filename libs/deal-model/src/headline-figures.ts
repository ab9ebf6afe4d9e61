import { type DealInput, type DealResult } from '@pac/contracts';
import {
  NOT_APPLICABLE,
  nights,
  paybackText,
  pence,
  percent,
  pounds,
  ratio,
  simplePaybackText,
} from './display-format.js';

/** The names of the headline figures, as the cards, the PDF report and the compare table title them. */
export const HEADLINE_FIGURE_LABELS = {
  grossRevenue: 'Gross revenue',
  netCashFlow: 'Net cash flow',
  netRoi: 'Net ROI / cash-on-cash',
  grossRoi: 'Gross ROI',
  paybackMonth: 'Payback month',
  simplePayback: 'Simple payback',
  breakEvenOccupancy: 'Break-even occupancy',
  occupancy: 'Occupancy',
  adr: 'ADR',
  revpar: 'RevPAR',
  cashInvested: 'Cash invested',
  grossYield: 'Gross yield',
  netYield: 'Net yield',
  capRate: 'Cap rate',
  dscr: 'DSCR',
} as const;

export type HeadlineFigureKey = keyof typeof HEADLINE_FIGURE_LABELS;

/** One headline card: the figure as shown (money in whole pounds) and a line on what it is made of. */
export interface HeadlineFigure {
  key: HeadlineFigureKey;
  label: string;
  value: string;
  caption: string;
  /** Shown in red: a loss, a negative return, or debt cover below 1. */
  negative: boolean;
}

const isNegative = (value: number | null) => value !== null && value < 0;

/**
 * Year 1's headline figures, in the order the results page and the PDF report show them: net cash flow, net ROI,
 * break-even against the forecast occupancy and the payback month first, then revenue and how full and how dear the
 * nights are; purchases add yields, cap rate and DSCR. Both read this list, so a card never says one thing on
 * screen and another in the report. Gross ROI and the simple payback are in moreMeasures, with what they mean.
 */
export function headlineFigures(input: Pick<DealInput, 'model'>, result: DealResult): HeadlineFigure[] {
  const { annual, kpis, cashInvested } = result;
  const breakEven = kpis.breakEvenOccupancyPercent;
  const figure = (
    key: HeadlineFigureKey,
    value: string,
    caption: string,
    negative = false,
  ): HeadlineFigure => ({ key, label: HEADLINE_FIGURE_LABELS[key], value, caption, negative });

  // What decides a deal first: what it makes, on what is put in, how much room there is, and when it pays back.
  const figures = [
    figure('netCashFlow', pounds(annual.netCashFlow), 'Year 1, pre-tax', annual.netCashFlow < 0),
    figure(
      'netRoi',
      percent(kpis.netRoiPercent),
      'Net cash flow ÷ cash invested',
      isNegative(kpis.netRoiPercent),
    ),
    figure(
      'breakEvenOccupancy',
      breakEven === null ? 'Not reachable' : percent(breakEven),
      breakEven === null ? 'Each booking loses money' : `Forecast ${percent(kpis.occupancyPercent)}`,
    ),
    figure('paybackMonth', paybackText(result), 'Cash invested back'),
    figure('grossRevenue', pounds(annual.grossRevenue), 'Year 1'),
    figure(
      'occupancy',
      percent(kpis.occupancyPercent),
      `${nights(annual.nights)} of ${nights(annual.availableNights)} nights`,
    ),
    figure(
      'adr',
      kpis.adr === null ? NOT_APPLICABLE : pounds(kpis.adr),
      kpis.adr === null ? 'No booked nights' : `${pence(kpis.adr)} a booked night`,
    ),
    figure(
      'revpar',
      kpis.revpar === null ? NOT_APPLICABLE : pounds(kpis.revpar),
      kpis.revpar === null ? 'No available nights' : `${pence(kpis.revpar)} an available night`,
    ),
    figure('cashInvested', pounds(cashInvested.total), 'All money in at the start'),
  ];
  if (input.model === 'purchase') {
    figures.push(
      figure('grossYield', percent(kpis.grossYieldPercent), 'Revenue less VAT ÷ price'),
      figure(
        'netYield',
        percent(kpis.netYieldPercent),
        'NOI ÷ price, stamp duty, legal fees and survey',
        isNegative(kpis.netYieldPercent),
      ),
      figure('capRate', percent(kpis.capRatePercent), 'NOI ÷ price', isNegative(kpis.capRatePercent)),
      figure(
        'dscr',
        ratio(kpis.dscr),
        kpis.dscr === null ? 'No mortgage' : 'NOI ÷ debt service',
        kpis.dscr !== null && kpis.dscr < 1,
      ),
    );
  }
  return figures;
}

/** A measure shown below the cards with what it means, because its name alone misleads (issue 33). */
export interface ExplainedMeasure {
  key: 'grossRoi' | 'simplePayback';
  label: string;
  value: string;
  meaning: string;
}

/** Gross ROI and the simple payback: real measures, but neither is what the deal makes or when it pays back. */
export function moreMeasures(result: DealResult): ExplainedMeasure[] {
  const { kpis } = result;
  return [
    {
      key: 'grossRoi',
      label: HEADLINE_FIGURE_LABELS.grossRoi,
      value: percent(kpis.grossRoiPercent),
      meaning:
        'Gross profit (revenue less VAT, platform and management fees and per-stay costs, before maintenance, fixed costs, rent and the mortgage) ÷ cash invested. It is not what the deal makes: that is the net ROI.',
    },
    {
      key: 'simplePayback',
      label: HEADLINE_FIGURE_LABELS.simplePayback,
      value: simplePaybackText(kpis.simplePaybackMonths),
      meaning:
        'Cash invested ÷ an average month of year 1’s net cash flow. The payback month follows the real months (seasons, launch costs) and is the one to go by.',
    },
  ];
}
