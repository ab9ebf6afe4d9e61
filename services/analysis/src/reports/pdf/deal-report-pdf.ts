import { type DealInput, type DealResult } from '@pac/contracts';
import { HousePdf } from '@pac/server-kit/pdf';
import { GLOSSARY } from './glossary.js';
import { writeCumulativeCashChart, writeRevenueCostChart } from './report-charts.js';
import { writeComps } from './report-comps.js';
import { writeAssumptions, writeCover } from './report-cover.js';
import { longDate } from '@pac/deal-model';
import { writeMonthTables } from './report-month-tables.js';
import { writePartners } from './report-partners.js';
import { writeRiskAndReturn } from './report-risk-and-return.js';
import { writeProfitAndLoss, writeProjection } from './report-profit-and-loss.js';
import { writeSetupCosts } from './report-setup-costs.js';

export interface DealReport {
  name: string;
  input: DealInput;
  result: DealResult;
  generatedAt: Date;
}

/** The footer on every page: the figures are estimates before tax, not advice. */
export const REPORT_DISCLAIMER = 'Estimates, pre-tax. Not financial or tax advice.';

/**
 * The deal's PDF report, portrait throughout: a one-page summary (verdict, headline cards, break-even margin, key
 * risks), the assumptions and the comparables behind them, charts, the month-by-month tables, P&L and projection, set-up costs with the stamp-duty
 * workings, the JV table, risk and return, warnings and a glossary. Vector graphics and the standard fonts only:
 * nothing is fetched while rendering.
 */
export function renderDealReportPdf(report: DealReport): Promise<Buffer> {
  const { input, result } = report;
  const pdf = new HousePdf({
    title: report.name,
    subject: 'Serviced-accommodation deal analysis',
    footer: `${REPORT_DISCLAIMER} Generated ${longDate(report.generatedAt)}.`,
    createdAt: report.generatedAt,
  });

  writeCover(pdf, report);
  writeAssumptions(pdf, input, result);
  writeComps(pdf, input);
  writeRevenueCostChart(pdf, result);
  writeMonthTables(pdf, result);

  pdf.addPage('portrait');
  writeCumulativeCashChart(pdf, result);
  writeProjection(pdf, input, result);

  writeProfitAndLoss(pdf, input, result);
  writeSetupCosts(pdf, input, result);
  writePartners(pdf, input, result);
  writeRiskAndReturn(pdf, input, result);

  pdf.heading('Warnings');
  if (result.warnings.length === 0) pdf.paragraph('No warnings.');
  else pdf.list(result.warnings.map((warning) => warning.message));

  pdf.addPage('portrait').heading('Glossary').definitions(GLOSSARY);
  return pdf.toBuffer();
}
