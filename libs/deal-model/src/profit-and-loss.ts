import { DEAL_FIELD_LABELS, type DealInput, type DealResult } from '@pac/contracts';
import { enteredMoney } from './display-format.js';

/** One line of year 1's profit and loss; totals and the fixed-cost items are marked for their styling. */
export interface ProfitAndLossLine {
  label: string;
  amount: number;
  kind?: 'total' | 'detail';
}

/**
 * Year 1's profit and loss, top to bottom: revenue, cost of sales, gross profit, operating costs (fixed costs
 * item by item), NOI, debt service, net cash flow. Costs are negative so the column adds down. The results page
 * and the PDF report both show these lines, so they read the same.
 */
export function profitAndLossLines(input: DealInput, result: DealResult): ProfitAndLossLine[] {
  const a = result.annual;
  const fixedItems = Object.entries(input.fixedMonthly)
    .filter(([, monthly]) => monthly > 0)
    .map(([key, monthly]) => ({
      label: `${DEAL_FIELD_LABELS[key] ?? key} (${enteredMoney(monthly)} × 12)`,
      amount: -monthly * 12,
      kind: 'detail' as const,
    }));
  return [
    { label: 'Accommodation revenue', amount: a.accommodationRevenue },
    { label: 'Cleaning fees collected', amount: a.cleaningFeeRevenue },
    ...(a.otherIncome !== 0 ? [{ label: 'Other income', amount: a.otherIncome }] : []),
    { label: 'Gross revenue', amount: a.grossRevenue, kind: 'total' },
    { label: 'VAT', amount: -a.vat },
    { label: 'Platform fees', amount: -a.platformFees },
    { label: 'Management fees', amount: -a.managementFees },
    { label: 'Cleaning and per-stay costs', amount: -a.perStayCosts },
    { label: 'Gross profit (gross cash flow)', amount: a.grossProfit, kind: 'total' },
    { label: 'Maintenance', amount: -a.maintenance },
    { label: 'Fixed costs', amount: -a.fixedCosts },
    ...fixedItems,
    { label: 'Rent', amount: -a.rent },
    { label: 'Net operating income (NOI)', amount: a.netOperatingIncome, kind: 'total' },
    { label: 'Debt service (mortgage)', amount: -a.debtService },
    { label: 'Net cash flow', amount: a.netCashFlow, kind: 'total' },
  ];
}
