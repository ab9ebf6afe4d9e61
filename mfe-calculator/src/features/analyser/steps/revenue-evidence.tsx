import { useCallback } from 'react';
import { type CompsEvidence, type DealTier } from '@pac/contracts';
import { CompsPanel, type CompsDealSeasons } from '../comps/comps-panel.js';
import { useAnalyserFormOrNull, useFieldValue } from '../form/field-binding.js';

const EDIT = { shouldDirty: true, shouldTouch: true, shouldValidate: true } as const;

/** The seasons as a primitive, so this part renders again only when a rate, an occupancy or a month's tier changes. */
const seasonsKey = (seasons: unknown) => JSON.stringify(seasons ?? null);

/**
 * The comparables behind the revenue step's rates and occupancies: the panel reads the user's file, the deal keeps
 * its summary as `comps` (saved with it, shown in the PDF), and "Use the median" writes a tier's fields as typing would.
 */
export function RevenueEvidence() {
  const form = useAnalyserFormOrNull();
  const seasons = JSON.parse(useFieldValue('seasons', seasonsKey)) as CompsDealSeasons | null;
  const evidence = useFieldValue('comps') as CompsEvidence | undefined;
  const keep = useCallback((next: CompsEvidence | undefined) => form?.setValue('comps', next, EDIT), [form]);
  const useMedian = useCallback(
    (tier: DealTier, median: { rate: number; occupancy: number }) => {
      form?.setValue(`seasons.${tier}.rate`, median.rate, EDIT);
      form?.setValue(`seasons.${tier}.occupancy`, median.occupancy, EDIT);
    },
    [form],
  );
  // Before the form's code has arrived nothing could be kept: the panel waits for it.
  if (!form || !seasons) return null;
  return <CompsPanel seasons={seasons} evidence={evidence} onEvidence={keep} onUseMedian={useMedian} />;
}
