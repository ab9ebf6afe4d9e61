import { type DealInput, type RepaymentType } from '@pac/contracts';
import { type Arithmetic, type Num } from './arithmetic.js';

/** A loan's terms as the payment formula sees them: the first mortgage's, the stressed one's, or a refinance's. */
export interface LoanTerms {
  interestRatePercent: number;
  repayment: RepaymentType;
  termYears: number;
}

export interface LoanPayment<T> {
  principal: T;
  monthlyRate: T;
  monthlyPayment: T;
  /** Months the payment is due from launch: a repayment loan's term; null for interest-only (it continues). */
  termMonths: number | null;
}

export interface MortgageSchedule<T> extends LoanPayment<T> {
  yearOnePrincipal: T;
  yearOneInterest: T;
}

/** A4's payment formula: interest-only P × i, repayment annuity P·i / (1 − (1 + i)^−n) (P / n at 0 %). */
export function loanPayment<T extends Num<T>>(
  arith: Arithmetic<T>,
  principal: T,
  loan: LoanTerms,
): LoanPayment<T> {
  const annualRate = arith.of(loan.interestRatePercent);
  const monthlyRate = annualRate.times(arith.hundredth).div(arith.twelve);
  if (loan.repayment === 'interest_only') {
    // P × rate% ÷ 12 rather than P × (rate% ÷ 12): exact whenever the payment has finitely many decimals.
    const monthlyPayment = principal.times(annualRate).times(arith.hundredth).div(arith.twelve);
    return { principal, monthlyRate, monthlyPayment, termMonths: null };
  }
  const termMonths = Math.round(loan.termYears * 12);
  // A rate too small for the arithmetic to tell 1 + i from 1 (a stress of 1e−300 points on a 0 % loan) is 0 %.
  const discount = monthlyRate.isZero()
    ? arith.zero
    : arith.one.minus(arith.one.plus(monthlyRate).pow(-termMonths));
  const monthlyPayment = discount.isZero()
    ? principal.div(arith.of(termMonths))
    : principal.times(monthlyRate).div(discount);
  return { principal, monthlyRate: discount.isZero() ? arith.zero : monthlyRate, monthlyPayment, termMonths };
}

/**
 * What is still owed after `payments` monthly payments (A9.5, A9.6): interest-only, the loan; repayment, the
 * amortised balance P(1 + i)^k − M((1 + i)^k − 1) / i (P − M·k at 0 %), and 0 once the term has run.
 */
export function balanceAfter<T extends Num<T>>(
  arith: Arithmetic<T>,
  loan: LoanPayment<T>,
  payments: number,
): T {
  if (loan.termMonths === null) return loan.principal;
  if (payments >= loan.termMonths) return arith.zero;
  if (loan.monthlyRate.isZero()) return loan.principal.minus(loan.monthlyPayment.times(arith.of(payments)));
  const growth = arith.one.plus(loan.monthlyRate).pow(payments);
  return loan.principal
    .times(growth)
    .minus(loan.monthlyPayment.times(growth.minus(arith.one)).div(loan.monthlyRate));
}

/** The first mortgage, or null: only a purchase with a mortgage block has one. */
export function firstLoan(input: DealInput): (LoanTerms & { loanAmount: number }) | null {
  return (input.model === 'purchase' && input.mortgage) || null;
}

/** Debt service and the mortgage result; null without a loan. */
export function mortgageSchedule<T extends Num<T>>(
  arith: Arithmetic<T>,
  input: DealInput,
): MortgageSchedule<T> | null {
  const terms = firstLoan(input);
  if (!terms) return null;
  const loan = loanPayment(arith, arith.of(terms.loanAmount), terms);
  if (loan.termMonths === null) {
    return {
      ...loan,
      yearOnePrincipal: arith.zero,
      yearOneInterest: loan.monthlyPayment.times(arith.twelve),
    };
  }

  // Year one's split between principal and interest, month by month on the declining balance.
  let balance = loan.principal;
  let interestPaid = arith.zero;
  for (let month = 0; month < Math.min(12, loan.termMonths); month++) {
    const interest = balance.times(loan.monthlyRate);
    interestPaid = interestPaid.plus(interest);
    balance = balance.minus(loan.monthlyPayment.minus(interest));
  }
  return { ...loan, yearOnePrincipal: loan.principal.minus(balance), yearOneInterest: interestPaid };
}
