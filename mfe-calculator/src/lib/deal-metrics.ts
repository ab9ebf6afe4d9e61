import { type DealInput, type DealResult } from '@pac/contracts';
import {
  breakEvenMargin,
  HEADLINE_FIGURE_LABELS,
  type HeadlineFigureKey,
  NOT_APPLICABLE,
  paybackText,
  pence,
  percent,
  pounds,
  ratio,
  simplePaybackText,
} from '@pac/deal-model';

/** A deal as the metrics read it: its input (for the model) and its result. */
export interface AnalysedDeal {
  input: Pick<DealInput, 'model'>;
  result: DealResult;
}

/** Which way a metric improves; the compare page marks the best value by it. */
export type Better = 'higher' | 'lower';

/** The rows compare adds for A9's measures (issue 32). */
export const DECISION_METRIC_LABELS = {
  irr: 'IRR (5 years)',
  equityMultiple: 'Equity multiple',
  afterTaxCashFlow: 'After-tax cash flow',
  stressedCashFlow: 'Stressed cash flow',
  breakEvenMargin: 'Break-even margin',
} as const;

export interface DealMetric {
  key: HeadlineFigureKey | keyof typeof DECISION_METRIC_LABELS;
  label: string;
  /** The figure compared (null: it does not exist for this deal, and is never the best). */
  value: (deal: AnalysedDeal) => number | null;
  /** The figure as shown, with @pac/deal-model's display rules. */
  text: (deal: AnalysedDeal) => string;
  better: Better;
  /** Yields, cap rate and DSCR exist for purchases only. */
  purchaseOnly?: boolean;
}

const breakEvenText = ({ result }: AnalysedDeal) =>
  result.kpis.breakEvenOccupancyPercent === null
    ? 'Not reachable'
    : percent(result.kpis.breakEvenOccupancyPercent);

const moneyOrNone = (value: number | null) => (value === null ? NOT_APPLICABLE : pence(value));

/**
 * The headline figures in the cards' order (named as the cards name them), plus simple payback, with the direction
 * each one improves in (ADR and RevPAR to the penny here).
 */
export const DEAL_METRICS = [
  {
    key: 'grossRevenue',
    label: HEADLINE_FIGURE_LABELS.grossRevenue,
    value: ({ result }) => result.annual.grossRevenue,
    text: ({ result }) => pounds(result.annual.grossRevenue),
    better: 'higher',
  },
  {
    key: 'netCashFlow',
    label: HEADLINE_FIGURE_LABELS.netCashFlow,
    value: ({ result }) => result.annual.netCashFlow,
    text: ({ result }) => pounds(result.annual.netCashFlow),
    better: 'higher',
  },
  {
    key: 'netRoi',
    label: HEADLINE_FIGURE_LABELS.netRoi,
    value: ({ result }) => result.kpis.netRoiPercent,
    text: ({ result }) => percent(result.kpis.netRoiPercent),
    better: 'higher',
  },
  {
    key: 'grossRoi',
    label: HEADLINE_FIGURE_LABELS.grossRoi,
    value: ({ result }) => result.kpis.grossRoiPercent,
    text: ({ result }) => percent(result.kpis.grossRoiPercent),
    better: 'higher',
  },
  {
    key: 'paybackMonth',
    label: HEADLINE_FIGURE_LABELS.paybackMonth,
    value: ({ result }) => result.kpis.paybackMonth,
    text: ({ result }) => paybackText(result),
    better: 'lower',
  },
  {
    key: 'simplePayback',
    label: HEADLINE_FIGURE_LABELS.simplePayback,
    value: ({ result }) => result.kpis.simplePaybackMonths,
    text: ({ result }) => simplePaybackText(result.kpis.simplePaybackMonths),
    better: 'lower',
  },
  {
    key: 'breakEvenOccupancy',
    label: HEADLINE_FIGURE_LABELS.breakEvenOccupancy,
    value: ({ result }) => result.kpis.breakEvenOccupancyPercent,
    text: breakEvenText,
    better: 'lower',
  },
  {
    key: 'occupancy',
    label: HEADLINE_FIGURE_LABELS.occupancy,
    value: ({ result }) => result.kpis.occupancyPercent,
    text: ({ result }) => percent(result.kpis.occupancyPercent),
    better: 'higher',
  },
  {
    key: 'adr',
    label: HEADLINE_FIGURE_LABELS.adr,
    value: ({ result }) => result.kpis.adr,
    text: ({ result }) => moneyOrNone(result.kpis.adr),
    better: 'higher',
  },
  {
    key: 'revpar',
    label: HEADLINE_FIGURE_LABELS.revpar,
    value: ({ result }) => result.kpis.revpar,
    text: ({ result }) => moneyOrNone(result.kpis.revpar),
    better: 'higher',
  },
  {
    key: 'cashInvested',
    label: HEADLINE_FIGURE_LABELS.cashInvested,
    value: ({ result }) => result.cashInvested.total,
    text: ({ result }) => pounds(result.cashInvested.total),
    better: 'lower',
  },
  {
    key: 'grossYield',
    label: HEADLINE_FIGURE_LABELS.grossYield,
    value: ({ result }) => result.kpis.grossYieldPercent,
    text: ({ result }) => percent(result.kpis.grossYieldPercent),
    better: 'higher',
    purchaseOnly: true,
  },
  {
    key: 'netYield',
    label: HEADLINE_FIGURE_LABELS.netYield,
    value: ({ result }) => result.kpis.netYieldPercent,
    text: ({ result }) => percent(result.kpis.netYieldPercent),
    better: 'higher',
    purchaseOnly: true,
  },
  {
    key: 'capRate',
    label: HEADLINE_FIGURE_LABELS.capRate,
    value: ({ result }) => result.kpis.capRatePercent,
    text: ({ result }) => percent(result.kpis.capRatePercent),
    better: 'higher',
    purchaseOnly: true,
  },
  {
    key: 'dscr',
    label: HEADLINE_FIGURE_LABELS.dscr,
    value: ({ result }) => result.kpis.dscr,
    text: ({ result }) => ratio(result.kpis.dscr),
    better: 'higher',
    purchaseOnly: true,
  },
  {
    key: 'irr',
    label: DECISION_METRIC_LABELS.irr,
    value: ({ result }) => result.returns.irrPercent,
    text: ({ result }) => percent(result.returns.irrPercent, 2),
    better: 'higher',
  },
  {
    key: 'equityMultiple',
    label: DECISION_METRIC_LABELS.equityMultiple,
    value: ({ result }) => result.returns.equityMultiple,
    text: ({ result }) =>
      result.returns.equityMultiple === null ? NOT_APPLICABLE : `${ratio(result.returns.equityMultiple)}×`,
    better: 'higher',
  },
  {
    key: 'afterTaxCashFlow',
    label: DECISION_METRIC_LABELS.afterTaxCashFlow,
    value: ({ result }) => result.tax?.afterTaxCashFlow ?? null,
    text: ({ result }) => (result.tax ? pounds(result.tax.afterTaxCashFlow) : 'Not shown'),
    better: 'higher',
  },
  {
    key: 'stressedCashFlow',
    label: DECISION_METRIC_LABELS.stressedCashFlow,
    value: ({ result }) => result.stress?.annualNetCashFlow ?? null,
    text: ({ result }) => (result.stress ? pounds(result.stress.annualNetCashFlow) : NOT_APPLICABLE),
    better: 'higher',
  },
  {
    key: 'breakEvenMargin',
    label: DECISION_METRIC_LABELS.breakEvenMargin,
    value: ({ result }) => breakEvenMargin(result),
    text: ({ result }) => {
      const margin = breakEvenMargin(result);
      return margin === null ? NOT_APPLICABLE : `${percent(margin).replace('%', '')} pts`;
    },
    better: 'higher',
  },
] as const satisfies readonly DealMetric[];

export type DealMetricKey = (typeof DEAL_METRICS)[number]['key'];

export const dealMetric = (key: DealMetricKey): DealMetric =>
  DEAL_METRICS.find((metric) => metric.key === key) as DealMetric;
