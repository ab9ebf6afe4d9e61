import { type DealInput, type DealRefinance } from '@pac/contracts';
import { type Arithmetic, fractionOf, type Num, numOf } from './arithmetic.js';
import { balanceAfter, loanPayment, type MortgageSchedule } from './mortgage.js';

/**
 * A9.6: at the end of forecast month `afterMonths` a new loan of valuation × LTV repays the first loan's balance
 * (0 without one). A steady-state view after the refinance: year 1's ΣNOI less twelve new payments, whatever
 * `afterMonths` is; the months, projection and payback keep the first loan. Null unless a purchase gives the block.
 */
export function refinanceView<T extends Num<T>>(
  arith: Arithmetic<T>,
  input: DealInput,
  cashInvested: T,
  netOperatingIncome: T,
  mortgage: MortgageSchedule<T> | null,
): DealRefinance | null {
  const refinance = input.model === 'purchase' ? input.refinance : undefined;
  if (!refinance) return null;
  const newLoan = numOf(arith, refinance.valuation).times(fractionOf(arith, refinance.loanToValuePercent));
  const balanceRepaid = mortgage ? balanceAfter(arith, mortgage, refinance.afterMonths) : arith.zero;
  const cashReleased = newLoan.minus(balanceRepaid).minus(numOf(arith, refinance.fees));
  const moneyLeftIn = cashInvested.minus(cashReleased);
  const newPayment = loanPayment(arith, newLoan, refinance).monthlyPayment;
  const afterRefinance = netOperatingIncome.minus(newPayment.times(arith.twelve));
  return {
    newLoan: arith.toNumber(newLoan),
    balanceRepaid: arith.toNumber(balanceRepaid),
    cashReleased: arith.toNumber(cashReleased),
    moneyLeftIn: arith.toNumber(moneyLeftIn),
    newMonthlyPayment: arith.toNumber(newPayment),
    annualNetCashFlowAfter: arith.toNumber(afterRefinance),
    returnOnMoneyLeftInPercent: moneyLeftIn.lte(arith.zero)
      ? null
      : arith.toNumber(afterRefinance.times(arith.hundred).div(moneyLeftIn)),
  };
}
