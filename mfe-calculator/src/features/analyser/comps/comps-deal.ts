import { type DealTier } from '@pac/contracts';

/** One tier's assumptions as the analyser form holds them: nightly rate in £, occupancy in percent (0–100). */
export interface CompsDealTier {
  rate?: number;
  occupancy?: number;
}

/** The deal's `seasons` (DealInput's shape, or the form's values of it). */
export interface CompsDealSeasons {
  /** 12 entries, January first. */
  tierOfMonth: readonly DealTier[];
  low: CompsDealTier;
  medium: CompsDealTier;
  high: CompsDealTier;
}
