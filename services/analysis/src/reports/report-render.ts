import { type DealInput } from '@pac/contracts';
import { analyseDeal } from '@pac/deal-model';
import { dealCsv } from './deal-csv.js';
import { renderDealReportPdf } from './pdf/deal-report-pdf.js';

export type ReportKind = 'pdf' | 'csv';

/** What a render needs, as it crosses to a worker thread (structured clone: plain data only). */
export interface ReportRenderJob {
  kind: ReportKind;
  /** The deal's name, as the report's title. */
  name: string;
  /** The stored input, already read back through the schema; the result is computed where the report is drawn. */
  input: DealInput;
  /** ISO time the report says it was generated. */
  generatedAt: string;
}

/**
 * The report's bytes: the deal analysed, then drawn as the PDF report or as CSV (the month table, then the risk and return sections). All the work whose
 * cost grows with the deal's numbers happens here, so it runs in the report worker, never on the request thread.
 */
export async function renderReport(job: ReportRenderJob): Promise<Uint8Array> {
  const result = analyseDeal(job.input);
  if (job.kind === 'csv') return Buffer.from(dealCsv(job.input, result), 'utf8');
  return renderDealReportPdf({
    name: job.name,
    input: job.input,
    result,
    generatedAt: new Date(job.generatedAt),
  });
}
