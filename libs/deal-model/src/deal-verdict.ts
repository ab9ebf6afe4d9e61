import { type DealResult } from '@pac/contracts';
import { breakEvenMargin } from './decision-figures.js';
import { formatNumber, paybackText, percent, pounds } from './display-format.js';

/** Below this many points of occupancy above break-even a deal is called thin: a quiet month or two wipes it out. */
export const THIN_MARGIN_POINTS = 5;

/**
 * The deal in one plain sentence, for the report's first page: what it makes or loses in year 1, on what is put in,
 * when the cash is back and how far the occupancy can fall before it loses money.
 */
export function dealVerdict(result: DealResult): string {
  const { annual, kpis, cashInvested } = result;
  const margin = breakEvenMargin(result);
  if (annual.netCashFlow < 0) {
    const needs =
      kpis.breakEvenOccupancyPercent === null
        ? 'each booking loses money, so no occupancy makes it pay'
        : `it needs ${percent(kpis.breakEvenOccupancyPercent)} occupancy to break even against the ${percent(kpis.occupancyPercent)} forecast`;
    return `Loses ${pounds(-annual.netCashFlow)} in year 1 at these assumptions: ${needs}.`;
  }
  const when =
    kpis.paybackMonth !== null
      ? `pays the cash back in ${paybackText(result).toLowerCase()}`
      : annual.netCashFlow > 0
        ? 'does not pay the cash back within 10 years'
        : 'never pays the cash back at these assumptions';
  const makes = `Makes ${pounds(annual.netCashFlow)} in year 1, ${percent(kpis.netRoiPercent)} on ${pounds(cashInvested.total)} invested, and ${when}`;
  if (margin === null) return `${makes}.`;
  const points = `${formatNumber(margin, 1)} points`;
  return margin < THIN_MARGIN_POINTS
    ? `${makes}, but with only ${points} of occupancy above break-even the margin is thin.`
    : `${makes}, with ${points} of occupancy to spare before it loses money.`;
}

/** What could sink the deal, for the report's first page: its warnings, or a line saying there are none. */
export function keyRisks(result: DealResult): string[] {
  return result.warnings.length > 0
    ? result.warnings.map((warning) => warning.message)
    : ['No warnings at these assumptions.'];
}
