import { memo } from 'react';
import { enteredMoney, enteredPercent, pence, sdltWorkings } from '@pac/deal-model';
import { type DealAnalysis } from './deal-analysis.js';
import { FigureTable } from './figure-table.js';
import { ResultSection } from './result-section.js';

const MANUAL_TAX = {
  scotland: 'Land and Buildings Transaction Tax (LBTT) is not calculated for Scotland',
  wales: 'Land Transaction Tax (LTT) is not calculated for Wales',
} as const;

/** The cash invested line by line; for a purchase the stamp-duty workings and the mortgage too (as the PDF). */
export const SetupCosts = memo(function SetupCosts({ analysis }: { analysis: DealAnalysis }) {
  const { input, result } = analysis;
  const { lines, total } = result.cashInvested;
  return (
    <ResultSection title="Set-up costs and cash invested">
      <FigureTable
        label="Cash invested table"
        rowHeader="Item"
        figureHeaders={['Amount']}
        footer={
          <>
            <tr className="border-t-2 border-foreground/40 font-semibold">
              <th scope="row" className="px-3 py-2 text-left">
                Cash invested
              </th>
              <td className="px-3 py-2 text-right tabular-nums">{pence(total)}</td>
            </tr>
          </>
        }
      >
        {lines.map((line) => (
          <tr key={line.label} className="border-t border-border">
            <th scope="row" className="px-3 py-1.5 text-left font-normal">
              {line.label}
            </th>
            <td className="px-3 py-1.5 text-right tabular-nums">{pence(line.amount)}</td>
          </tr>
        ))}
      </FigureTable>
      {input.model === 'purchase' ? (
        <>
          <TransactionTaxWorkings analysis={analysis} />
          <MortgageFigures analysis={analysis} />
        </>
      ) : null}
    </ResultSection>
  );
});

function TransactionTaxWorkings({ analysis: { input, result } }: { analysis: DealAnalysis }) {
  const { transactionTax, transactionTaxMethod, transactionTaxBands } = result.cashInvested;
  if (transactionTaxMethod === 'manual' && (input.nation === 'scotland' || input.nation === 'wales'))
    return (
      <p className="text-sm">
        {MANUAL_TAX[input.nation]}: the figure used is the one entered, {pence(transactionTax)}. Check it with
        your solicitor.
      </p>
    );
  if (transactionTaxMethod !== 'sdlt')
    return <p className="text-sm">No transaction tax is included ({pence(transactionTax)}).</p>;

  const { explanation, rows, bandTotal } = sdltWorkings(input, transactionTaxBands);
  return (
    <div className="space-y-2">
      <h4 className="font-semibold">Stamp duty workings</h4>
      <p className="text-sm text-muted-foreground">{explanation}</p>
      <FigureTable
        label="Stamp duty bands table"
        minWidth="min-w-[26rem]"
        rowHeader="Band"
        figureHeaders={['Slice of the price', 'Rate', 'Tax']}
        footer={
          <>
            <tr className="border-t border-border">
              <th scope="row" colSpan={3} className="px-3 py-1.5 text-left font-normal">
                Total of the bands
              </th>
              <td className="px-3 py-1.5 text-right tabular-nums">{pence(bandTotal)}</td>
            </tr>
            <tr className="border-t-2 border-foreground/40 font-semibold">
              <th scope="row" colSpan={3} className="px-3 py-2 text-left">
                SDLT, rounded down to the pound
              </th>
              <td className="px-3 py-2 text-right tabular-nums">{pence(transactionTax)}</td>
            </tr>
          </>
        }
      >
        {rows.map((row) => (
          <tr key={row.from} className="border-t border-border">
            <th scope="row" className="px-3 py-1.5 text-left font-normal">
              {row.band}
            </th>
            <td className="px-3 py-1.5 text-right tabular-nums">{row.slice}</td>
            <td className="px-3 py-1.5 text-right tabular-nums">{row.rate}</td>
            <td className="px-3 py-1.5 text-right tabular-nums">{row.tax}</td>
          </tr>
        ))}
      </FigureTable>
    </div>
  );
}

function MortgageFigures({ analysis: { input, result } }: { analysis: DealAnalysis }) {
  const mortgage = input.mortgage;
  const figures = result.mortgage;
  if (!mortgage || !figures) return null;
  const kind =
    mortgage.repayment === 'repayment' ? `repayment over ${mortgage.termYears} years` : 'interest-only';
  const rows: [string, number][] = [
    ['Monthly payment', figures.monthlyPayment],
    ['Debt service, year 1', figures.annualDebtService],
    ['Interest, year 1', figures.yearOneInterest],
    ['Principal repaid, year 1 (equity built, not counted as cash flow)', figures.yearOnePrincipal],
  ];
  return (
    <div className="space-y-2">
      <h4 className="font-semibold">
        Mortgage: {enteredMoney(mortgage.loanAmount)} at {enteredPercent(mortgage.interestRatePercent)},{' '}
        {kind}
      </h4>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, amount]) => (
          <div key={label} className="contents">
            <dt>{label}</dt>
            <dd className="text-right tabular-nums">{pence(amount)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
