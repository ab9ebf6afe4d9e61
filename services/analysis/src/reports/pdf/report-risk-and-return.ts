import { type DealInput, type DealResult } from '@pac/contracts';
import { type HousePdf } from '@pac/server-kit/pdf';
import {
  RISK_AND_RETURN_TITLE,
  analyseDeal,
  decisionCards,
  headlineFigures,
  occupancyStepLabel,
  scenarioInput,
  sensitivityCells,
  type HeadlineFigureKey,
} from '@pac/deal-model';

/** The report's scenarios: the analyser's default shift, rates and occupancy alike (a reader can try others there). */
export const REPORT_SCENARIO_SHIFT = 10;
const SCENARIO_FIGURES: readonly HeadlineFigureKey[] = [
  'netCashFlow',
  'netRoi',
  'breakEvenOccupancy',
  'paybackMonth',
];

/**
 * The Risk and return page (A9): the sensitivity grid (a loss cell says "loss", the entered deal is marked in
 * words: the page may be printed in black and white), then the stress test, the five-year return, the refinance
 * and tax, each with the assumptions it used, and the conservative, base and optimistic scenarios. The figures are
 * @pac/deal-model's, as the analyser shows them.
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
  writeScenarios(pdf, input, result);
}

/** Conservative, base and optimistic side by side, as the analyser's scenarios show them at their default shift. */
function writeScenarios(pdf: HousePdf, input: DealInput, result: DealResult): void {
  const figuresOf = (dealInput: DealInput, dealResult: DealResult) =>
    new Map(headlineFigures(dealInput, dealResult).map((figure) => [figure.key, figure.value]));
  const conservative = scenarioInput(input, REPORT_SCENARIO_SHIFT, 'conservative');
  const optimistic = scenarioInput(input, REPORT_SCENARIO_SHIFT, 'optimistic');
  const columns = [
    figuresOf(conservative, analyseDeal(conservative)),
    figuresOf(input, result),
    figuresOf(optimistic, analyseDeal(optimistic)),
  ];
  const labels = new Map(headlineFigures(input, result).map((figure) => [figure.key, figure.label]));
  pdf.subheading('Scenarios');
  pdf.paragraph(
    `Conservative lowers every season's nightly rate and occupancy by ${REPORT_SCENARIO_SHIFT}%; optimistic raises them by ${REPORT_SCENARIO_SHIFT}%.`,
  );
  pdf.table(
    [
      { header: 'Figure', width: 0.25 },
      { header: 'Conservative', width: 0.25, align: 'right' },
      { header: 'Base', width: 0.25, align: 'right' },
      { header: 'Optimistic', width: 0.25, align: 'right' },
    ],
    SCENARIO_FIGURES.map((key) => [
      labels.get(key) ?? key,
      ...columns.map((figures) => figures.get(key) ?? ''),
    ]),
    // 8 pt: "Never at these assumptions" whole in a quarter of the page.
    { tintNegatives: true, fontSize: 8, rowHeight: 16 },
  );
}
