import { type DealInput, type DealResult } from '@pac/contracts';
import { type HousePdf } from '@pac/server-kit/pdf';
import { enteredMoney, enteredPercent, pence, sdltWorkings } from '@pac/deal-model';

const MANUAL_TAX = {
  scotland: {
    name: 'Land and Buildings Transaction Tax (LBTT, with any Additional Dwelling Supplement)',
    authority: 'Revenue Scotland',
  },
  wales: {
    name: 'Land Transaction Tax (LTT, at the higher rates where they apply)',
    authority: 'the Welsh Revenue Authority',
  },
} as const;

/** The cash invested line by line, then for a purchase the stamp-duty workings and the mortgage. */
export function writeSetupCosts(pdf: HousePdf, input: DealInput, result: DealResult): void {
  const { lines, total } = result.cashInvested;
  pdf.heading('Set-up costs and cash invested', 18 * 4).table(
    [
      { header: 'Item', width: 0.7 },
      { header: 'Amount', width: 0.3, align: 'right' },
    ],
    [...lines.map((line) => [line.label, pence(line.amount)]), ['Cash invested', pence(total)]],
    { totals: [lines.length], rowHeight: 18 },
  );
  if (input.model !== 'purchase') return;
  writeTransactionTax(pdf, input, result);
  writeMortgage(pdf, input, result);
}

function writeTransactionTax(pdf: HousePdf, input: DealInput, result: DealResult): void {
  const { transactionTax, transactionTaxMethod, transactionTaxBands } = result.cashInvested;
  // The heading stays with the explanation and the band table below it.
  pdf.heading('Stamp duty workings', 50 + 18 * (transactionTaxBands.length + 3));
  if (transactionTaxMethod === 'manual' && (input.nation === 'scotland' || input.nation === 'wales')) {
    const manual = MANUAL_TAX[input.nation];
    pdf.note(
      'Entered by hand, not calculated',
      `${manual.name} is not calculated by this calculator for ${input.nation === 'scotland' ? 'Scotland' : 'Wales'}. The figure used is the one entered: ${pence(transactionTax)}. Check it with your solicitor or ${manual.authority}'s calculator.`,
    );
    return;
  }
  if (transactionTaxMethod !== 'sdlt') {
    pdf.paragraph(`No transaction tax is included (${pence(transactionTax)}).`);
    return;
  }
  const { explanation, rows, bandTotal } = sdltWorkings(input, transactionTaxBands);
  pdf.paragraph(explanation);
  pdf.table(
    [
      { header: 'Band', width: 0.4 },
      { header: 'Slice of the price', width: 0.22, align: 'right' },
      { header: 'Rate', width: 0.14, align: 'right' },
      { header: 'Tax', width: 0.24, align: 'right' },
    ],
    [
      ...rows.map((row) => [row.band, row.slice, row.rate, row.tax]),
      ['Total of the bands', '', '', pence(bandTotal)],
      ['SDLT, rounded down to the pound', '', '', pence(transactionTax)],
    ],
    { totals: [transactionTaxBands.length + 1], rowHeight: 18 },
  );
}

function writeMortgage(pdf: HousePdf, input: DealInput, result: DealResult): void {
  const mortgage = input.mortgage;
  const figures = result.mortgage;
  if (!mortgage || !figures) return;
  const kind =
    mortgage.repayment === 'repayment' ? `repayment over ${mortgage.termYears} years` : 'interest-only';
  pdf.subheading(
    `Mortgage: ${enteredMoney(mortgage.loanAmount)} at ${enteredPercent(mortgage.interestRatePercent)}, ${kind}`,
  );
  pdf.table(
    [
      { header: 'Figure', width: 0.7 },
      { header: 'Amount', width: 0.3, align: 'right' },
    ],
    [
      ['Monthly payment', pence(figures.monthlyPayment)],
      ['Debt service, year 1', pence(figures.annualDebtService)],
      ['Interest, year 1', pence(figures.yearOneInterest)],
      ['Principal repaid, year 1 (equity built, not counted as cash flow)', pence(figures.yearOnePrincipal)],
    ],
    { rowHeight: 18 },
  );
}
