import { z } from 'zod';

/**
 * The evidence behind a deal's rates and occupancies (issue 33): the summary of the comparables the user uploaded,
 * kept with the deal's input as `comps` (never the file). The sums don't read it; the analyser, the saved deal and
 * the PDF show it. Bounded like every input, so a stored summary stays small (a few kilobytes).
 */

export const COMPS_LAYOUTS = ['listings', 'months'] as const;
export type CompsLayout = (typeof COMPS_LAYOUTS)[number];

/** A comparable's nightly rate is bounded far above any real one, in whatever currency the file was. */
export const MAX_COMPS_ADR = 1_000_000;
export const MAX_COMPS_ROWS = 100_000_000;
export const MAX_COMPS_FILE_NAME = 200;

export const COMPS_EVIDENCE_MESSAGES = {
  invalid: 'The comparables summary kept with this deal is not valid; upload the file again.',
} as const;

// Every part of the summary is the panel's own output, never typed by a user: one message for any fault in it.
const invalid = { error: () => COMPS_EVIDENCE_MESSAGES.invalid };
const bounded = (max: number) => z.number(invalid).min(0, invalid).max(max, invalid);
const count = () => bounded(MAX_COMPS_ROWS).int(invalid);
const object = <Shape extends z.core.$ZodLooseShape>(shape: Shape) => z.strictObject(shape, invalid);

const quartilesSchema = (max: number) =>
  object({ p25: bounded(max), p50: bounded(max), p75: bounded(max) }).refine(
    (q) => q.p25 <= q.p50 && q.p50 <= q.p75,
    invalid,
  );

/** One group (a month or a demand tier): how many comparables, and their ADR and occupancy (percent) quartiles. */
/** A month's or a tier's figures: how many comparables, and their ADR and occupancy quartiles. */
const figuresSchema = () =>
  object({
    count: count(),
    adr: quartilesSchema(MAX_COMPS_ADR).nullable(),
    occupancy: quartilesSchema(100).nullable(),
  });

function evidenceSchema() {
  const figures = figuresSchema();
  const tierFigures = figures.extend({
    months: z.array(bounded(12).int(invalid).min(1, invalid), invalid).max(12, invalid),
  });
  return object({
    layout: z.enum(COMPS_LAYOUTS, invalid),
    fileName: z.string(invalid).trim().min(1, invalid).max(MAX_COMPS_FILE_NAME, invalid),
    /** The day it was summarised, YYYY-MM-DD. */
    summarisedOn: z.iso.date(invalid),
    rowsUsed: count(),
    /** The one currency sign every price carried, or null (none, or several). */
    currency: z.string(invalid).max(3, invalid).nullable(),
    byTier: object({ low: tierFigures, medium: tierFigures, high: tierFigures }),
    /** January first. */
    byMonth: z.array(figures, invalid).length(12, invalid),
  });
}

let built: ReturnType<typeof evidenceSchema> | undefined;
/**
 * Built when a deal with comparables is first parsed, not when the deal schema loads: most deals have none, and
 * building it is a quarter of the deal schema's start-up on a slow phone.
 */
export const compsEvidenceSchema = z.lazy(() => (built ??= evidenceSchema()));

export type CompsEvidence = z.output<typeof compsEvidenceSchema>;
export type CompsFigures = CompsEvidence['byMonth'][number];
export type CompsQuartiles = NonNullable<CompsFigures['adr']>;
