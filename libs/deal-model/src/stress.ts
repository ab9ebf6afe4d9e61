import { type DealInput, type DealStress } from '@pac/contracts';
import { type Arithmetic, type Num, ratioOrNull } from './arithmetic.js';
import { firstLoan, loanPayment } from './mortgage.js';

/**
 * A9.4: the first mortgage at its rate + the stress points (same loan, term and repayment type): the payment, year
 * 1's ΣNOI less twelve of those payments, and the interest cover ΣNOI ÷ (loan × stressed rate). Null without a loan.
 */
export function stressTest<T extends Num<T>>(
  arith: Arithmetic<T>,
  input: DealInput,
  netOperatingIncome: T,
): DealStress | null {
  const loan = firstLoan(input);
  if (!loan) return null;
  const ratePercent = arith.of(loan.interestRatePercent).plus(arith.of(input.stress.ratePoints));
  const stressedRate = arith.toNumber(ratePercent);
  const stressed = loanPayment(arith, arith.of(loan.loanAmount), {
    ...loan,
    interestRatePercent: stressedRate,
  });
  const stressedInterest = stressed.principal.times(ratePercent).times(arith.hundredth);
  const icr = ratioOrNull(netOperatingIncome, stressedInterest);
  return {
    ratePercent: stressedRate,
    monthlyPayment: arith.toNumber(stressed.monthlyPayment),
    annualNetCashFlow: arith.toNumber(netOperatingIncome.minus(stressed.monthlyPayment.times(arith.twelve))),
    icr: icr === null ? null : arith.toNumber(icr),
  };
}
