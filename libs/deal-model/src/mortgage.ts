import { type DealInput } from '@pac/contracts';
import { type Arithmetic, type Num } from './arithmetic.js';

export interface MortgageSchedule<T> {
  monthlyPayment: T;
  /** Months the payment is due from launch: a repayment loan's term; null for interest-only (it continues). */
  termMonths: number | null;
  yearOnePrincipal: T;
  yearOneInterest: T;
}

/** Debt service and the mortgage result: interest-only P × i, repayment annuity (P / n at 0 %); null without a loan. */
export function mortgageSchedule<T extends Num<T>>(
  arith: Arithmetic<T>,
  input: DealInput,
): MortgageSchedule<T> | null {
  const mortgage = input.model === 'purchase' ? input.mortgage : undefined;
  if (!mortgage) return null;
  const principal = arith.of(mortgage.loanAmount);
  const annualRate = arith.of(mortgage.interestRatePercent);
  const twelve = arith.twelve;

  if (mortgage.repayment === 'interest_only') {
    // P × rate% ÷ 12 rather than P × (rate% ÷ 12): exact whenever the payment has finitely many decimals.
    const monthlyPayment = principal.times(annualRate).times(arith.hundredth).div(twelve);
    return {
      monthlyPayment,
      termMonths: null,
      yearOnePrincipal: arith.zero,
      yearOneInterest: monthlyPayment.times(twelve),
    };
  }

  const termMonths = Math.round(mortgage.termYears * 12);
  const monthlyRate = annualRate.times(arith.hundredth).div(twelve);
  const monthlyPayment = monthlyRate.isZero()
    ? principal.div(arith.of(termMonths))
    : principal.times(monthlyRate).div(arith.one.minus(arith.one.plus(monthlyRate).pow(-termMonths)));

  // Year one's split between principal and interest, month by month on the declining balance.
  let balance = principal;
  let interestPaid = arith.zero;
  for (let month = 0; month < Math.min(12, termMonths); month++) {
    const interest = balance.times(monthlyRate);
    interestPaid = interestPaid.plus(interest);
    balance = balance.minus(monthlyPayment.minus(interest));
  }
  return {
    monthlyPayment,
    termMonths,
    yearOnePrincipal: principal.minus(balance),
    yearOneInterest: interestPaid,
  };
}
