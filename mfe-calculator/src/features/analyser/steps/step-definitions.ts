import { type AnalyserValues } from '../form/analyser-values.js';

type TopLevelField = keyof AnalyserValues;

export interface AnalyserStep {
  id: 'property' | 'revenue' | 'costs' | 'setup' | 'financing';
  title: string;
  /** The step's name in the phone's compact strip (the full title stays its accessible name). */
  shortTitle: string;
  /** The input's top-level fields this step edits: where an error path sends the user. */
  fields: readonly TopLevelField[];
}

/** The analyser's five steps, in order: property, revenue, operating costs, set-up, financing. */
export const ANALYSER_STEPS: readonly AnalyserStep[] = [
  {
    id: 'property',
    title: 'Property and acquisition model',
    shortTitle: 'Property',
    fields: [
      'nation',
      'inGreaterLondon',
      'entireHome',
      'model',
      'forecastYear',
      'launchMonth',
      'purchase',
      'tenancy',
      'blockedNights',
    ],
  },
  {
    id: 'revenue',
    title: 'Revenue and seasons',
    shortTitle: 'Revenue',
    fields: ['seasons', 'guestCleaningFee', 'otherIncomeMonthly', 'platformFeePercent', 'vat'],
  },
  {
    id: 'costs',
    title: 'Operating costs',
    shortTitle: 'Costs',
    fields: [
      'perStay',
      'managementFeePercent',
      'maintenancePercent',
      'maintenanceMonthly',
      'fixedMonthly',
      'growth',
    ],
  },
  { id: 'setup', title: 'Set-up costs', shortTitle: 'Set-up', fields: ['setup'] },
  {
    id: 'financing',
    title: 'Financing and partners',
    shortTitle: 'Financing',
    fields: ['mortgage', 'exit', 'stress', 'refinance', 'tax', 'sensitivity', 'partners'],
  },
];

/** The step (0-4) holding a field path, or null for fields outside the steps (the deal's name). */
export function stepOfField(path: string): number | null {
  const top = path.split('.')[0] as TopLevelField;
  const index = ANALYSER_STEPS.findIndex((step) => step.fields.includes(top));
  return index === -1 ? null : index;
}
