import { type DealTier } from '@pac/contracts';

/**
 * The demand tiers the comparables tests summarise against: January, February and December low; July and August
 * high; the rest medium (not the calculator's default calendar, so a test cannot pass by the defaults alone).
 */
export const TEST_TIER_OF_MONTH: readonly DealTier[] = [
  'low',
  'low',
  'medium',
  'medium',
  'medium',
  'medium',
  'high',
  'high',
  'medium',
  'medium',
  'medium',
  'low',
];
