import {
  type CashInvestedLine,
  DEAL_FIELD_LABELS,
  type DealCashInvested,
  type DealInput,
  formatPercentTotal,
  SETUP_ITEMS,
  type SetupItem,
} from '@pac/contracts';
import { type Arithmetic, fractionOf, type Num, numOf, subtract } from './arithmetic.js';
import { transactionTaxWith } from './transaction-tax.js';

/** The items contingency is a percentage of: what is bought, not fees (legal, survey, sourcing, broker). */
const CONTINGENCY_BASE: readonly SetupItem[] = [
  'furniture',
  'refurbishment',
  'photography',
  'compliance',
  'initialStock',
  'other',
];

const setupLabel = (item: SetupItem) =>
  item === 'other' ? 'Other set-up costs' : (DEAL_FIELD_LABELS[item] ?? item);

const TRANSACTION_TAX_LABELS = {
  england: 'Stamp Duty Land Tax',
  northern_ireland: 'Stamp Duty Land Tax',
  scotland: 'Land and Buildings Transaction Tax (entered)',
  wales: 'Land Transaction Tax (entered)',
} as const;

export interface CashInvested<T> {
  total: T;
  /** Whole pounds; 0 for tenancies. */
  transactionTax: T;
  result: DealCashInvested;
}

/**
 * Cash invested: every set-up item, contingency, then the purchase's price less loan and transaction tax or the tenancy's
 * deposit and pre-launch rent, one line per non-zero amount in that order (so the results and the PDF list alike).
 */
export function cashInvested<T extends Num<T>>(arith: Arithmetic<T>, input: DealInput): CashInvested<T> {
  const lines: CashInvestedLine[] = [];
  let total = arith.zero;
  const add = (label: string, amount: T) => {
    if (amount.isZero()) return;
    lines.push({ label, amount: arith.toNumber(amount) });
    total = total.plus(amount);
  };

  const setup = input.setup;
  for (const item of SETUP_ITEMS) if (setup[item] !== 0) add(setupLabel(item), arith.of(setup[item]));
  if (setup.contingencyPercent !== 0) {
    let base = arith.zero;
    for (const item of CONTINGENCY_BASE) if (setup[item] !== 0) base = base.plus(arith.of(setup[item]));
    add(
      `Contingency (${formatPercentTotal(setup.contingencyPercent)}%)`,
      base.times(fractionOf(arith, setup.contingencyPercent)),
    );
  }

  let transactionTax = arith.zero;
  let method: DealCashInvested['transactionTaxMethod'] = 'none';
  let bands: DealCashInvested['transactionTaxBands'] = [];
  if (input.model === 'purchase') {
    const purchase = input.purchase;
    const price = purchase?.price ?? 0;
    const loan = input.mortgage?.loanAmount ?? 0;
    add(
      loan > 0 ? 'Deposit (price less loan)' : 'Purchase price',
      subtract(arith.of(price), numOf(arith, loan)),
    );
    const tax = transactionTaxWith(arith, { ...purchase, price, nation: input.nation });
    transactionTax = numOf(arith, tax.tax);
    method = tax.method;
    bands = tax.bands;
    add(TRANSACTION_TAX_LABELS[input.nation], transactionTax);
  } else if (input.tenancy) {
    const tenancy = input.tenancy;
    if (tenancy.includeDepositInCashInvested)
      add('Landlord deposit (refundable)', numOf(arith, tenancy.deposit));
    const months = tenancy.preLaunchRentMonths;
    if (months > 0 && tenancy.monthlyRent) {
      add(
        `Pre-launch rent (${months} ${months === 1 ? 'month' : 'months'})`,
        arith.of(tenancy.monthlyRent).times(arith.of(months)),
      );
    }
  }

  return {
    total,
    transactionTax,
    result: {
      total: arith.toNumber(total),
      transactionTax: arith.toNumber(transactionTax),
      lines,
      transactionTaxMethod: method,
      transactionTaxBands: bands,
    },
  };
}
