import {
  type DealInput,
  type DealResult,
  HOLD_YEARS,
  STRESS_ICR_FLOOR,
  TAX_OWNER_NAMES,
} from '@pac/contracts';
import {
  enteredMoney,
  enteredPercent,
  formatNumber,
  NOT_APPLICABLE,
  pence,
  percent,
  ratio,
} from './display-format.js';

/** Shown where a refinance releases all the cash invested (A9.6: no money left in). */
export const ALL_MONEY_OUT = 'All money out';

/** One figure of a decision card: its name, its value as shown, and whether it reads as a loss or a warning. */
export interface DecisionFigure {
  label: string;
  value: string;
  negative: boolean;
}

/** A card of A9's measures, with the assumptions it used: the analyser, the PDF's Risk and return page and the CSV read these. */
export interface DecisionCard {
  key: 'stress' | 'returns' | 'refinance' | 'tax';
  title: string;
  figures: DecisionFigure[];
  /** The inputs behind it, in words ("Rate rise: 3 points"). */
  assumptions: string[];
  /** Why a card has no figures (a tenancy has no mortgage to stress; no tax owner chosen). */
  note?: string;
}

const money = (label: string, value: number): DecisionFigure => ({
  label,
  value: pence(value),
  negative: value < 0,
});

export const RISK_AND_RETURN_TITLE = 'Risk and return';

/** "Rate −20%" / "Occupancy +10 pts": the sensitivity grid's row and column headings. */
export const rateStepLabel = (step: number) =>
  `Rate ${step > 0 ? '+' : step < 0 ? '\u2212' : '\u00b1'}${formatNumber(Math.abs(step))}%`;
export const occupancyStepLabel = (step: number) =>
  `Occupancy ${step > 0 ? '+' : step < 0 ? '\u2212' : '\u00b1'}${formatNumber(Math.abs(step))} pts`;

/** The grid's cells with what they mean: the entered deal (both steps 0) and the loss cells, named in words. */
export function sensitivityCells(result: Pick<DealResult, 'sensitivity'>) {
  const { rateSteps, occupancySteps, netCashFlow } = result.sensitivity;
  return rateSteps.map((rateStep, row) => ({
    label: rateStepLabel(rateStep),
    cells: occupancySteps.map((occupancyStep, column) => {
      const value = netCashFlow[row]![column]!;
      return {
        value,
        text: pence(value),
        loss: value < 0,
        entered: rateStep === 0 && occupancyStep === 0,
      };
    }),
  }));
}

/** The four cards of A9 beside the grid, in page order: stress, returns, refinance, tax. */
export function decisionCards(input: DealInput, result: DealResult): DecisionCard[] {
  const cards: DecisionCard[] = [];
  const { stress, returns, refinance, tax } = result;
  cards.push(
    stress
      ? {
          key: 'stress',
          title: 'Stress test',
          figures: [
            { label: 'Stressed rate', value: percent(stress.ratePercent, 2), negative: false },
            money('Stressed monthly payment', stress.monthlyPayment),
            money('Stressed annual cash flow', stress.annualNetCashFlow),
            {
              label: 'Interest cover',
              value:
                stress.icr === null
                  ? NOT_APPLICABLE
                  : `${ratio(stress.icr)}${stress.icr < STRESS_ICR_FLOOR ? ` (below ${ratio(STRESS_ICR_FLOOR)})` : ''}`,
              negative: stress.icr !== null && stress.icr < STRESS_ICR_FLOOR,
            },
          ],
          assumptions: [`Rate rise: ${formatNumber(input.stress.ratePoints, 4)} points on the mortgage rate`],
        }
      : {
          key: 'stress',
          title: 'Stress test',
          figures: [],
          assumptions: [],
          note: 'There is no mortgage to stress: the test applies to a purchase with a mortgage.',
        },
  );
  cards.push({
    key: 'returns',
    title: `Return over ${HOLD_YEARS} years`,
    figures: [
      { label: 'IRR', value: percent(returns.irrPercent, 2), negative: (returns.irrPercent ?? 0) < 0 },
      {
        label: 'Equity multiple',
        value: returns.equityMultiple === null ? NOT_APPLICABLE : `${ratio(returns.equityMultiple)}×`,
        negative: false,
      },
      money('Exit equity', returns.exitEquity),
      money(`Total profit over ${HOLD_YEARS} years`, returns.totalProfit),
      ...(returns.exitValue === null
        ? []
        : [
            money('Sale value', returns.exitValue),
            money('Selling costs', returns.exitCosts),
            money('Loan repaid at sale', returns.loanBalanceAtExit),
          ]),
    ],
    assumptions:
      input.model === 'purchase'
        ? [
            `Capital growth: ${enteredPercent(input.exit.capitalGrowthPercent)} a year`,
            `Selling costs: ${enteredPercent(input.exit.sellingCostsPercent)} of the sale value`,
          ]
        : ['Exit: the deposit comes back when it was counted in cash invested'],
  });
  if (refinance) {
    const block = input.refinance!;
    cards.push({
      key: 'refinance',
      title: 'Refinance',
      figures: [
        money('Cash released', refinance.cashReleased),
        refinance.returnOnMoneyLeftInPercent === null
          ? { label: 'Money left in', value: ALL_MONEY_OUT, negative: false }
          : money('Money left in', refinance.moneyLeftIn),
        money('New monthly payment', refinance.newMonthlyPayment),
        money('Annual cash flow after refinance', refinance.annualNetCashFlowAfter),
        {
          label: 'Return on money left in',
          value:
            refinance.returnOnMoneyLeftInPercent === null
              ? ALL_MONEY_OUT
              : percent(refinance.returnOnMoneyLeftInPercent),
          negative: (refinance.returnOnMoneyLeftInPercent ?? 0) < 0,
        },
      ],
      assumptions: [
        `After month ${block.afterMonths}, at ${enteredPercent(block.loanToValuePercent)} of a ${enteredMoney(block.valuation)} valuation`,
        `${enteredPercent(block.interestRatePercent)} ${block.repayment === 'repayment' ? `repayment over ${block.termYears} years` : 'interest-only'}, fees ${enteredMoney(block.fees)}`,
      ],
    });
  }
  cards.push(
    tax
      ? {
          key: 'tax',
          title: 'After tax (year 1)',
          figures: [
            money('Tax due', tax.taxDue),
            money('After-tax cash flow', tax.afterTaxCashFlow),
            {
              label: 'After-tax ROI',
              value: percent(tax.afterTaxRoiPercent),
              negative: (tax.afterTaxRoiPercent ?? 0) < 0,
            },
            money('Taxable profit', tax.taxableProfit),
            ...(tax.owner === 'individual' ? [money('Section 24 credit', tax.section24Credit)] : []),
          ],
          assumptions: [
            `Owner: ${TAX_OWNER_NAMES[tax.owner]}`,
            ...(tax.owner === 'individual'
              ? [`Other taxable income: ${enteredMoney(input.tax.otherIncome)}`]
              : []),
            '2025/26 rates; year 1 only; not tax advice',
          ],
        }
      : {
          key: 'tax',
          title: 'After tax (year 1)',
          figures: [],
          assumptions: [],
          note:
            input.tax.owner === 'individual' && input.tax.scottishTaxpayer
              ? 'Scottish income tax bands are not modelled.'
              : 'Choose who owns the deal (Owner for tax, in Financing) to see the after-tax figures.',
        },
  );
  return cards;
}

/** Forecast occupancy − break-even occupancy, in percentage points: how far bookings can fall before a loss. */
export function breakEvenMargin(result: Pick<DealResult, 'kpis'>): number | null {
  const { occupancyPercent, breakEvenOccupancyPercent } = result.kpis;
  return occupancyPercent === null || breakEvenOccupancyPercent === null
    ? null
    : occupancyPercent - breakEvenOccupancyPercent;
}
