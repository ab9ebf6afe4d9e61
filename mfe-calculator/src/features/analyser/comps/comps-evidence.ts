import { type CompsEvidence } from '@pac/contracts';
import { type CompsReport } from './comps-summary.js';

/**
 * What is kept with the deal from one read of a file: its summary, name and day, never its rows. One currency sign
 * on every price is kept to show it; none or several leave the figures plain.
 */
export function compsEvidenceOf(report: CompsReport, fileName: string, today: Date): CompsEvidence {
  const { layout, byMonth, byTier } = report.summary;
  return {
    layout,
    fileName: fileName.trim().slice(0, 200) || 'comparables.csv',
    summarisedOn: today.toISOString().slice(0, 10),
    rowsUsed: report.used,
    currency: report.currencies.length === 1 ? report.currencies[0]! : null,
    byTier,
    byMonth,
  };
}
