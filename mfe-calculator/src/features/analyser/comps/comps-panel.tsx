import { useEffect, useId, useMemo, useState } from 'react';
import { TIER_NAMES, type CompsEvidence, type CompsFigures, type DealTier } from '@pac/contracts';
import { Button, Label } from '@pac/ui';
import { summariseComps, type CompsOutcome, type CompsRequest } from './comps-client.js';
import { type CompsDealSeasons } from './comps-deal.js';
import { compsEvidenceOf } from './comps-evidence.js';
import { CompsFiltersForm } from './comps-filters-form.js';
import { money, percent, round } from './comps-format.js';
import { type CompsFilters } from './comps-parse.js';
import { CompsReadNotes, CompsResults } from './comps-results.js';
import { COMPS_TEXTS as T } from './comps-texts.js';

export type { CompsDealSeasons, CompsDealTier } from './comps-deal.js';

export interface CompsPanelProps {
  /** The deal as it stands: the months' tiers group the comparables, the rates and occupancies are placed among them. */
  seasons: CompsDealSeasons;
  /** The summary kept with the deal (its `comps`), shown until a file is chosen. */
  evidence: CompsEvidence | undefined;
  /** A file read (its summary) or the summary removed (undefined): the caller keeps it in the deal. */
  onEvidence: (evidence: CompsEvidence | undefined) => void;
  /**
   * "Use the median" on a tier's row: the comparables' median ADR, rounded to pence, and median occupancy in percent
   * (0–100, like `seasons.<tier>.occupancy`), rounded to 0.1. The caller writes them into the deal's fields.
   */
  onUseMedian: (tier: DealTier, median: { rate: number; occupancy: number }) => void;
}

const ACCEPT = '.csv,text/csv';

/**
 * "Bring your own comparables": the user's CSV of comparable listings (Inside Airbnb's listings.csv or a table by
 * month), read in a worker on this device, summarised per demand tier and per month at p25 / median / p75, with
 * where the deal's own rate and occupancy sit and a button per tier that puts the median into the deal. The summary
 * (never the file) goes to the deal through `onEvidence`; a file that can't be read changes nothing.
 */
export function CompsPanel({ seasons, evidence, onEvidence, onUseMedian }: CompsPanelProps) {
  const headingId = useId();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [filters, setFilters] = useState<CompsFilters>({});
  const [result, setResult] = useState<{ request: CompsRequest; outcome: CompsOutcome } | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  // The form may hand a new array each render; the request changes only when a month's tier does.
  const tierKey = seasons.tierOfMonth.join(',');
  const request = useMemo<CompsRequest | null>(
    () => (file ? { file, filters, tierOfMonth: tierKey.split(',') as DealTier[] } : null),
    [file, filters, tierKey],
  );

  useEffect(() => {
    if (!request) return;
    const controller = new AbortController();
    void summariseComps(request, controller.signal).then((outcome) => {
      if (controller.signal.aborted) return;
      setResult({ request, outcome });
      if (outcome.ok) onEvidence(compsEvidenceOf(outcome.report, request.file.name, new Date()));
    });
    return () => controller.abort();
    // onEvidence is the caller's callback, not an input of the read: a new one each render must not read again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);

  const outcome = request && result?.request === request ? result.outcome : null;
  const reading = request !== null && outcome === null;

  const applyMedian = (tier: DealTier, figures: CompsFigures, sign: string | null) => {
    if (!figures.adr || !figures.occupancy) return;
    const median = { rate: round(figures.adr.p50, 2), occupancy: round(figures.occupancy.p50, 1) };
    onUseMedian(tier, median);
    setStatus(T.medianUsed(TIER_NAMES[tier], money(median.rate, sign), percent(median.occupancy)));
  };
  const remove = () => {
    setFile(null);
    setResult(null);
    onEvidence(undefined);
    setStatus(T.removed);
  };

  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-lg border border-border bg-surface p-4">
      <h3 id={headingId} className="text-lg font-semibold">
        {T.title}
      </h3>
      <p className="text-sm text-muted-foreground">{T.description}</p>
      <div className="space-y-1">
        <Label htmlFor={fileId} className="block leading-snug">
          {T.fileLabel}
        </Label>
        <input
          id={fileId}
          type="file"
          accept={ACCEPT}
          aria-describedby={`${fileId}-hint`}
          className="block w-full text-sm text-foreground file:mr-3 file:rounded-md file:border file:border-border file:bg-muted file:px-3 file:py-2 file:text-sm file:font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          onChange={(event) => {
            setStatus(null);
            setFile(event.target.files?.[0] ?? null);
          }}
        />
        <p id={`${fileId}-hint`} className="text-xs text-muted-foreground">
          {T.fileHint}
        </p>
      </div>
      <CompsFiltersForm onApply={setFilters} />
      <p role="status" className="text-sm">
        {reading && file ? T.reading(file.name) : (status ?? '')}
      </p>
      {outcome && !outcome.ok ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {outcome.message}
        </p>
      ) : null}
      {outcome?.ok ? <CompsReadNotes report={outcome.report} /> : null}
      {evidence ? (
        <>
          <CompsResults evidence={evidence} seasons={seasons} onUseMedian={applyMedian} />
          <Button variant="outline" size="sm" onClick={remove}>
            {T.removeButton}
          </Button>
        </>
      ) : null}
    </section>
  );
}
