import {
  DEAL_MODEL_NAMES,
  NATION_NAMES,
  TIER_NAMES,
  VAT_MODE_NAMES,
  dealFieldLabel,
  type DealInput,
  type DealTier,
} from '@pac/contracts';
import { enteredMoney, enteredPercent } from '@pac/deal-model';

/** One input that is not the same in every compared deal: its name and each deal's value, as entered. */
export interface DifferingInput {
  path: string;
  label: string;
  values: string[];
}

// Keys whose numbers are counts, years or months rather than money or percentages.
const PLAIN_NUMBER_KEYS = new Set([
  'averageStay',
  'termYears',
  'afterMonths',
  'years',
  'rentFreeMonths',
  'preLaunchRentMonths',
  'forecastYear',
  'launchMonth',
  'ratePoints',
]);
const CHOICE_NAMES: Record<string, Record<string, string>> = {
  model: DEAL_MODEL_NAMES,
  nation: NATION_NAMES,
  mode: VAT_MODE_NAMES,
};

/** Every leaf of an input by dotted path; a list of plain values (the months' tiers) is one leaf. */
function leaves(value: unknown, path: string, into: Map<string, unknown>): Map<string, unknown> {
  const isPlainList =
    Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null);
  if (value !== null && typeof value === 'object' && !isPlainList) {
    for (const [key, child] of Object.entries(value)) leaves(child, path ? `${path}.${key}` : key, into);
  } else into.set(path, value);
  return into;
}

function labelOf(path: string): string {
  const parts = path.split('.');
  const label = dealFieldLabel(parts);
  if (parts[0] === 'seasons' && parts[1] && parts[1] in TIER_NAMES && parts[2])
    return `${TIER_NAMES[parts[1] as DealTier]} season ${label.charAt(0).toLowerCase()}${label.slice(1)}`;
  if (parts[0] === 'partners' && parts[1] === 'members' && parts[2] !== undefined)
    return `Partner ${Number(parts[2]) + 1} ${label.charAt(0).toLowerCase()}${label.slice(1)}`;
  return label;
}

function shown(path: string, value: unknown): string {
  const key = path.split('.').pop() ?? '';
  if (value === undefined || value === null) return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value))
    return value
      .map((item) => (key === 'tierOfMonth' ? TIER_NAMES[item as DealTier] : String(item)))
      .join(', ');
  if (typeof value === 'string') return CHOICE_NAMES[key]?.[value] ?? value;
  if (typeof value === 'number') {
    if (/Percent$|^occupancy$/.test(key)) return enteredPercent(value);
    if (PLAIN_NUMBER_KEYS.has(key)) return String(value);
    return enteredMoney(value);
  }
  return String(value);
}

/**
 * The inputs that tell the compared deals apart (the rent at £950 against £1,050), in the inputs' own order; the
 * deals' names are their columns, so they are left out.
 */
export function differingInputs(inputs: readonly DealInput[]): DifferingInput[] {
  const trees = inputs.map((input) => leaves(input, '', new Map()));
  const paths = [...new Set(trees.flatMap((tree) => [...tree.keys()]))].filter(
    // The name heads each column; the comparables are the evidence behind the inputs, not an input.
    (path) => path !== 'name' && !path.startsWith('comps.'),
  );
  return paths
    .filter((path) => new Set(trees.map((tree) => JSON.stringify(tree.get(path) ?? null))).size > 1)
    .map((path) => ({
      path,
      label: labelOf(path),
      values: trees.map((tree) => shown(path, tree.get(path))),
    }));
}
