import { parseDealInput, type DealInput } from '@pac/contracts';
import { EXAMPLE_A } from '@pac/deal-model/worked-examples';
import { type ReportKind, type ReportRenderJob } from '../reports/report-render.js';

function exampleA(): DealInput {
  const parsed = parseDealInput(EXAMPLE_A);
  if (!parsed.success) throw new Error(`Example A no longer parses: ${parsed.error}`);
  return parsed.input;
}

/** Example A's report, as the service would hand it to the pool. */
export function exampleReportJob(kind: ReportKind = 'pdf'): ReportRenderJob {
  return { kind, name: 'Example A', input: exampleA(), generatedAt: new Date().toISOString() };
}

/**
 * A render that never ends: Example A with furniture of 1e110 set after validation (so no input bounds stop it),
 * which keeps pdfkit wrapping a number of more than a hundred digits until its deadline or memory limit ends it
 * (the attack of issue 31).
 */
export function neverEndingReportJob(): ReportRenderJob {
  const input = exampleA();
  return {
    kind: 'pdf',
    name: 'Pathological deal',
    input: { ...input, setup: { ...input.setup, furniture: 1e110 } },
    generatedAt: new Date().toISOString(),
  };
}
