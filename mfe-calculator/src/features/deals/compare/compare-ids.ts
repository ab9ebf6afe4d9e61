import { ROUTES } from '@pac/contracts';

export const MIN_COMPARED = 2;
export const MAX_COMPARED = 4;

/** Where "Compare" goes: `/deals/compare?ids=a,b,c`. */
export const comparePath = (ids: readonly string[]) =>
  `${ROUTES.dealsCompare}?ids=${ids.map(encodeURIComponent).join(',')}`;

export type CompareIds = { ok: true; ids: string[] } | { ok: false; reason: string };

/** `?ids=a,b,c`: 2 to 4 different deals, else why not. A repeated id counts once. */
export function readCompareIds(raw: string | null): CompareIds {
  const ids = [
    ...new Set(
      (raw ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
  if (ids.length < MIN_COMPARED) {
    return {
      ok: false,
      reason: `Choose at least ${MIN_COMPARED} deals to compare (${ids.length} ${ids.length === 1 ? 'was' : 'were'} given).`,
    };
  }
  if (ids.length > MAX_COMPARED) {
    return {
      ok: false,
      reason: `You can compare at most ${MAX_COMPARED} deals at a time (${ids.length} were given).`,
    };
  }
  return { ok: true, ids };
}
