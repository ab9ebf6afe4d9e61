import { SETUP_ITEMS, type DealInput, type DealInputDraft } from '@pac/contracts';
import { EXAMPLE_A } from '@pac/deal-model/worked-examples';

/**
 * What the analyser's form holds: a DealInputDraft with both acquisition blocks (purchase and tenancy) kept, so
 * switching the model back and forth loses nothing. A cleared number is `undefined` (the schema's default or its
 * "required" message applies), never 0 or NaN. `mortgage` and `partners` are present only while switched on.
 */
export type AnalyserValues = DealInputDraft;

/** A deal's name is not part of the sums: the live results use this one, so an empty name field doesn't stop them. */
const LIVE_RESULTS_NAME = 'Deal analysis';

/**
 * Sensible defaults for every field: the worked Example A (a rent-to-rent 2-bed city flat), with the purchase block
 * ready for when the model is switched and every field the example leaves to the schema's defaults at its empty
 * value, since the form holds them all.
 */
export function defaultAnalyserValues(): AnalyserValues {
  const example = copyFormValues(EXAMPLE_A);
  return {
    name: 'New analysis',
    nation: 'england',
    inGreaterLondon: false,
    entireHome: true,
    model: example.model,
    forecastYear: new Date().getFullYear(),
    launchMonth: example.launchMonth,
    purchase: {
      price: 250_000,
      additionalProperty: true,
      nonUkResident: false,
      company: false,
      manualTransactionTax: 0,
    },
    tenancy: { rentFreeMonths: 0, ...example.tenancy },
    blockedNights: Array<number>(12).fill(0),
    seasons: example.seasons,
    guestCleaningFee: example.guestCleaningFee,
    otherIncomeMonthly: 0,
    platformFeePercent: example.platformFeePercent,
    managementFeePercent: example.managementFeePercent,
    vat: { flatRatePercent: 10.5, ...example.vat },
    perStay: example.perStay,
    maintenancePercent: example.maintenancePercent,
    maintenanceMonthly: 0,
    fixedMonthly: {
      utilities: 0,
      councilTaxOrRates: 0,
      insurance: 0,
      internet: 0,
      software: 0,
      licences: 0,
      serviceCharge: 0,
      accountancy: 0,
      other: 0,
      ...example.fixedMonthly,
    },
    setup: {
      ...Object.fromEntries(SETUP_ITEMS.map((item) => [item, 0])),
      contingencyPercent: 0,
      ...example.setup,
    },
    growth: { revenuePercent: 0, costPercent: 0 },
  };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `values` with every key it lacks taken from `defaults`, object by object. A key that is present but undefined (a
 * cleared field) stays cleared; arrays are taken whole.
 */
export function fillMissing<T>(defaults: T, values: unknown): T {
  if (!isPlainObject(defaults) || !isPlainObject(values))
    return (values === undefined ? defaults : values) as T;
  const filled: Record<string, unknown> = { ...values };
  for (const [key, fallback] of Object.entries(defaults)) {
    filled[key] = key in values ? fillMissing(fallback, values[key]) : fallback;
  }
  return filled as T;
}

/** A stored input (a saved deal's, with every default filled) as form values: the other model's block added. */
export function formValuesOf(input: DealInput | DealInputDraft, name?: string): AnalyserValues {
  const values = fillMissing(defaultAnalyserValues(), input);
  return name === undefined ? values : { ...values, name };
}

/**
 * What is validated and sent: the form's values without a mortgage on a tenancy (kept in the form for a switch
 * back to purchase; the schema drops the other model's block itself).
 */
export function dealDraftOf(values: AnalyserValues): DealInputDraft {
  if (values.model === 'purchase' || !('mortgage' in values)) return values;
  const { mortgage: _kept, ...draft } = values;
  return draft;
}

/** The values the results depend on: all but the deal's name. */
export type ResultValues = Omit<AnalyserValues, 'name'>;

/** The draft the live results are computed from: the deal's name never makes them out of date. */
export const liveDraftOf = (values: ResultValues): DealInputDraft =>
  dealDraftOf({ ...values, name: LIVE_RESULTS_NAME });

/** A deep copy of plain form data (objects, arrays, primitives): the watched snapshot the results compare. */
export function copyFormValues<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => copyFormValues(item)) as T;
  if (isPlainObject(value)) {
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) copy[key] = copyFormValues(item);
    return copy as T;
  }
  return value;
}
