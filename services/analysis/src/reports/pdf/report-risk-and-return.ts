import { type DealInput, type DealResult } from '@pac/contracts';
import { type HousePdf } from '@pac/server-kit/pdf';
import { RISK_AND_RETURN_TITLE, decisionCards, occupancyStepLabel, sensitivityCells } from '@pac/deal-model';

/**
 * The Risk and return page (A9): the sensitivity grid (a loss cell says "loss", the entered deal is marked in
 * words: the page may be printed in black and white), then the stress test, the five-year return, the refinance
 * and tax, each with the assumptions it used. The figures are @pac/deal-model's, as the analyser shows them.
 */
export function writeRiskAndReturn(pdf: HousePdf, input: DealInput, result: DealResult): void {
  const steps = result.sensitivity.occupancySteps;
  pdf.addPage('portrait').heading(RISK_AND_RETURN_TITLE);
  pdf.paragraph(
    "Year 1's net cash flow if every season's nightly rate changes by the percentage in the row and its occupancy by the percentage points in the column (kept within 0–100%). Cells marked loss lose money; the cell marked entered is the deal as entered.",
  );
  const rateWidth = 0.16;
  pdf.table(
    [
      { header: 'Nightly rate', width: rateWidth },
      ...steps.map((step) => ({
        header: occupancyStepLabel(step),
        width: (1 - rateWidth) / steps.length,
        align: 'right' as const,
      })),
    ],
    sensitivityCells(result).map((row) => [
      row.label,
      ...row.cells.map((cell) =>
        [cell.text, cell.entered ? '(entered)' : null, cell.loss ? 'loss' : null].filter(Boolean).join(' '),
      ),
    ]),
    { tintNegatives: true, fontSize: steps.length > 5 ? 7 : 8, rowHeight: 18 },
  );

  for (const card of decisionCards(input, result)) {
    pdf.subheading(card.title);
    if (card.note) pdf.paragraph(card.note);
    if (card.figures.length > 0) {
      pdf.table(
        [
          { header: 'Figure', width: 0.6 },
          { header: 'Value', width: 0.4, align: 'right' },
        ],
        card.figures.map((figure) => [figure.label, figure.value]),
        { tintNegatives: true, rowHeight: 16 },
      );
    }
    if (card.assumptions.length > 0) pdf.smallPrint(`Assumptions: ${card.assumptions.join('; ')}.`);
  }
}
