import { ROUTE_OWNERS } from '@pac/contracts';
import type { StandaloneLink } from '@pac/standalone';

export const STANDALONE_LINKS: readonly StandaloneLink[] = ROUTE_OWNERS.mfe_marketing.map((path) => ({
  label: path,
  href: path,
}));
