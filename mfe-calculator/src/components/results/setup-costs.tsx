import { memo } from 'react';
import { type DealInput, type TransactionTaxBand } from '@pac/contracts';
import { enteredMoney, enteredPercent, pence } from '@pac/deal-model';
import { type DealAnalysis } from './deal-analysis.js';
import { ResultSection, TableRegion } from './result-section.js';

const MANUAL_TAX = {
  scotland: 'Land and Buildings Transaction Tax (LBTT) is not calculated for Scotland',
  wales: 'Land Transaction Tax (LTT) is not calculated for Wales',
} as const;

const bandLabel = (band: TransactionTaxBand) =>
  band.to === null
    ? `Over ${enteredMoney(band.from)}`
    : `${enteredMoney(band.from)} – ${enteredMoney(band.to)}`;

const slice = (band: TransactionTaxBand, price: number) =>
  Math.max(0, Math.min(price, band.to ?? Number.POSITIVE_INFINITY) - band.from);

function surchargeText(input: DealInput): string {
  const purchase = input.purchase;
  if ((purchase?.price ?? 0) < 40_000) return 'No surcharge applies below £40,000.';
  const surcharges = [
    purchase?.additionalProperty || purchase?.company
      ? `5 points on every band for ${purchase?.company ? 'a company buyer' : 'an additional property'}`
      : null,
    purchase?.nonUkResident ? '2 points for a non-UK resident buyer' : null,
  ].filter((text): text is string => text !== null);
  return surcharges.length > 0 ? `The rates include ${surcharges.join(' and ')}.` : 'Standard rates.';
}

/** The cash invested line by line; for a purchase the stamp-duty workings and the mortgage too (as the PDF). */
export const SetupCosts = memo(function SetupCosts({ analysis }: { analysis: DealAnalysis }) {
  const { input, result } = analysis;
  const { lines, total } = result.cashInvested;
  return (
    <ResultSection title="Set-up costs and cash invested">
      <TableRegion label="Cash invested table">
        <table className="w-full border-collapse text-sm">
          <thead className="bg-muted">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-medium">
                Item
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.label} className="border-t border-border">
                <th scope="row" className="px-3 py-1.5 text-left font-normal">
                  {line.label}
                </th>
                <td className="px-3 py-1.5 text-right tabular-nums">{pence(line.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-foreground/40 font-semibold">
              <th scope="row" className="px-3 py-2 text-left">
                Cash invested
              </th>
              <td className="px-3 py-2 text-right tabular-nums">{pence(total)}</td>
            </tr>
          </tfoot>
        </table>
      </TableRegion>
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

  const price = input.purchase?.price ?? 0;
  const bandTotal = transactionTaxBands.reduce((sum, band) => sum + band.tax, 0);
  return (
    <div className="space-y-2">
      <h4 className="font-semibold">Stamp duty workings</h4>
      <p className="text-sm text-muted-foreground">
        Stamp Duty Land Tax (England and Northern Ireland, rates from 1 April 2025) on a price of{' '}
        {enteredMoney(price)}: each rate applies only to the slice of the price inside its band.{' '}
        {surchargeText(input)}
      </p>
      <TableRegion label="Stamp duty bands table">
        <table className="w-full min-w-[26rem] border-collapse text-sm">
          <thead className="bg-muted">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-medium">
                Band
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Slice of the price
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Rate
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Tax
              </th>
            </tr>
          </thead>
          <tbody>
            {transactionTaxBands.map((band) => (
              <tr key={band.from} className="border-t border-border">
                <th scope="row" className="px-3 py-1.5 text-left font-normal">
                  {bandLabel(band)}
                </th>
                <td className="px-3 py-1.5 text-right tabular-nums">{pence(slice(band, price))}</td>
                <td className="px-3 py-1.5 text-right tabular-nums">{enteredPercent(band.ratePercent)}</td>
                <td className="px-3 py-1.5 text-right tabular-nums">{pence(band.tax)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
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
          </tfoot>
        </table>
      </TableRegion>
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
