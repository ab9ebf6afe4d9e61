import { type DealInput, type DealResult } from '@pac/contracts';
import { type Arithmetic, type Num } from './arithmetic.js';
import { breakEven } from './break-even.js';
import { calendarMonths } from './calendar-months.js';
import { cashInvested } from './cash-invested.js';
import { dealParameters } from './deal-parameters.js';
import { decimalArithmetic } from './decimal-arithmetic.js';
import { floatArithmetic } from './float-arithmetic.js';
import { forecastYear } from './forecast-year.js';
import { growthSchedule } from './growth.js';
import { kpis, occupancyPercent } from './kpis.js';
import { mortgageSchedule } from './mortgage.js';
import { partnerDistributions } from './partners.js';
import { paybackMonth } from './payback.js';
import { projection } from './projection.js';
import { refinanceView } from './refinance.js';
import { holdReturns } from './returns.js';
import { sensitivityGrid } from './sensitivity.js';
import { stressTest } from './stress.js';
import { yearOneTax } from './tax.js';
import { dealWarnings } from './warnings.js';

/** The whole deal model in the arithmetic given: one pass over the twelve months, the rest derived from it. */
export function analyseDealWith<T extends Num<T>>(arith: Arithmetic<T>, input: DealInput): DealResult {
  const params = dealParameters(arith, input);
  const invested = cashInvested(arith, input);
  const mortgage = mortgageSchedule(arith, input);
  const first = forecastYear(
    arith,
    params,
    calendarMonths(input),
    mortgage?.monthlyPayment ?? arith.zero,
    invested.total,
  );
  const schedule = growthSchedule(arith, input, params, first, mortgage);
  const occupancy = occupancyPercent(arith, first);
  const stress = stressTest(arith, input, first.netOperatingIncome);
  const result: DealResult = {
    months: first.months,
    annual: first.annual,
    kpis: kpis(arith, input, {
      first,
      occupancyPercent: occupancy,
      cashInvested: invested.total,
      transactionTax: invested.transactionTax,
      mortgage,
      paybackMonth: paybackMonth(arith, input, params, first, schedule, mortgage),
      breakEven: breakEven(arith, input, params, first, occupancy),
    }),
    cashInvested: invested.result,
    mortgage: mortgage && {
      monthlyPayment: arith.toNumber(mortgage.monthlyPayment),
      annualDebtService: arith.toNumber(first.debtService),
      yearOnePrincipal: arith.toNumber(mortgage.yearOnePrincipal),
      yearOneInterest: arith.toNumber(mortgage.yearOneInterest),
    },
    projection: projection(arith, first, schedule),
    partners: input.partners
      ? partnerDistributions(arith, input.partners, (year) => schedule(year).netCashFlow)
      : null,
    sensitivity: sensitivityGrid(arith, input, params, first),
    stress,
    returns: holdReturns(arith, input, invested.total, schedule, mortgage),
    refinance: refinanceView(arith, input, invested.total, first.netOperatingIncome, mortgage),
    tax: yearOneTax(arith, input, {
      netOperatingIncome: first.netOperatingIncome,
      financeCosts: mortgage?.yearOneInterest ?? arith.zero,
      netCashFlow: first.netCashFlow,
      cashInvested: invested.total,
    }),
    warnings: [],
  };
  result.warnings = dealWarnings({
    input,
    annual: result.annual,
    kpis: result.kpis,
    transactionTax: result.cashInvested.transactionTax,
    stress,
  });
  return result;
}

/**
 * The deal model (months, KPIs, cash invested, mortgage, projection, JV, the A9 decision measures, warnings) for a validated input
 * (`parseDealInput`), in exact decimal arithmetic: what the analyser shows and the analysis service answers.
 */
export const analyseDeal = (input: DealInput): DealResult => analyseDealWith(decimalArithmetic, input);

/** The same model in binary floats, for the benchmark's ceiling only: its pennies may differ. */
export const analyseDealWithFloats = (input: DealInput): DealResult =>
  analyseDealWith(floatArithmetic, input);
