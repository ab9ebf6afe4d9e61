import { renderReport, type ReportRenderJob } from './report-render.js';

/** The report worker's entry (ReportRenderPool runs it in each pool thread): one job in, the file's bytes out. */
export default function renderReportInWorker(job: ReportRenderJob): Promise<Uint8Array> {
  return renderReport(job);
}
