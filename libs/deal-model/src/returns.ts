import { type DealInput, type DealReturns, HOLD_YEARS, isTenancyModel } from '@pac/contracts';
import { type Arithmetic, fractionOf, type Num, numOf, ratioOrNull } from './arithmetic.js';
import { type GrowthSchedule } from './growth.js';
import { internalRateOfReturn } from './irr.js';
import { balanceAfter, type MortgageSchedule } from './mortgage.js';

/**
 * A9.5: the five-year hold with the exit. A purchase is sold at price × (1 + growth %)^5 less the selling costs and
 * the first loan's balance after 60 payments (a refinance does not change it); a tenancy's exit equity is the
 * deposit when it was counted in cash invested (it comes back), else 0. CF0 = −cash invested, CFy = year y's
 * net cash flow, CF5 also + the exit equity.
 */
export function holdReturns<T extends Num<T>>(
  arith: Arithmetic<T>,
  input: DealInput,
  cashInvested: T,
  schedule: GrowthSchedule<T>,
  mortgage: MortgageSchedule<T> | null,
): DealReturns {
  let exitValue: T | null = null;
  let exitCosts = arith.zero;
  let loanBalance = arith.zero;
  let exitEquity = arith.zero;
  if (input.model === 'purchase') {
    const growth = arith.one.plus(fractionOf(arith, input.exit.capitalGrowthPercent));
    exitValue = numOf(arith, input.purchase?.price ?? 0).times(growth.pow(HOLD_YEARS));
    exitCosts = exitValue.times(fractionOf(arith, input.exit.sellingCostsPercent));
    if (mortgage) loanBalance = balanceAfter(arith, mortgage, HOLD_YEARS * 12);
    exitEquity = exitValue.minus(exitCosts).minus(loanBalance);
  } else if (isTenancyModel(input.model) && input.tenancy?.includeDepositInCashInvested) {
    exitEquity = numOf(arith, input.tenancy.deposit);
  }

  const cashFlows: T[] = [cashInvested.neg()];
  let heldCashFlow = arith.zero;
  for (let year = 1; year <= HOLD_YEARS; year++) {
    const netCashFlow = schedule(year).netCashFlow;
    heldCashFlow = heldCashFlow.plus(netCashFlow);
    cashFlows.push(year === HOLD_YEARS ? netCashFlow.plus(exitEquity) : netCashFlow);
  }
  const returned = heldCashFlow.plus(exitEquity);
  const multiple = ratioOrNull(returned, cashInvested);
  const irr = cashInvested.isZero() ? null : internalRateOfReturn(arith, cashFlows);
  return {
    exitValue: exitValue === null ? null : arith.toNumber(exitValue),
    exitCosts: arith.toNumber(exitCosts),
    loanBalanceAtExit: arith.toNumber(loanBalance),
    exitEquity: arith.toNumber(exitEquity),
    totalProfit: arith.toNumber(returned.minus(cashInvested)),
    equityMultiple: multiple === null ? null : arith.toNumber(multiple),
    irrPercent: irr === null ? null : arith.toNumber(irr.times(arith.hundred)),
  };
}
