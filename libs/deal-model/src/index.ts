export { analyseDeal, analyseDealWith, analyseDealWithFloats } from './analyse-deal.js';
export { type Arithmetic, type Num } from './arithmetic.js';
export { decimalArithmetic, ModelDecimal } from './decimal-arithmetic.js';
export { FloatNum, floatArithmetic } from './float-arithmetic.js';
export {
  SDLT_BANDS,
  SDLT_HIGHER_RATES_POINTS,
  SDLT_NON_RESIDENT_POINTS,
  SDLT_SURCHARGE_THRESHOLD,
  transactionTax,
  type TransactionTaxQuery,
  type TransactionTaxResult,
} from './transaction-tax.js';
export { type ScenarioKind, type ScenarioShift, SCENARIO_KINDS, scenarioInput } from './scenarios.js';
export {
  MINUS,
  NOT_APPLICABLE,
  enteredMoney,
  enteredPercent,
  forecastPeriod,
  formatList,
  formatNumber,
  formatPercent,
  formatPounds,
  longDate,
  monthLabel,
  nights,
  paybackText,
  pence,
  percent,
  pounds,
  ratio,
  roundHalfUp,
  simplePaybackText,
} from './display-format.js';
export { type ProfitAndLossLine, profitAndLossLines } from './profit-and-loss.js';
export {
  HEADLINE_FIGURE_LABELS,
  type HeadlineFigure,
  type HeadlineFigureKey,
  type ExplainedMeasure,
  headlineFigures,
  moreMeasures,
} from './headline-figures.js';
export { type SdltBandRow, type SdltWorkings, sdltWorkings } from './sdlt-workings.js';
export {
  ALL_MONEY_OUT,
  type DecisionCard,
  type DecisionFigure,
  RISK_AND_RETURN_TITLE,
  breakEvenMargin,
  decisionCards,
  occupancyStepLabel,
  rateStepLabel,
  sensitivityCells,
} from './decision-figures.js';
export { THIN_MARGIN_POINTS, dealVerdict, keyRisks } from './deal-verdict.js';
