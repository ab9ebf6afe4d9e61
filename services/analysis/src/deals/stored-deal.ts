import {
  DEAL_INPUT_SCHEMA_VERSION,
  dealInputSchema,
  type DealHeadline,
  type DealInput,
  type DealResult,
} from '@pac/contracts';
import { analyseDeal } from '@pac/deal-model';

/**
 * How a deal's input is kept: validated, with every default filled in, tagged with DEAL_INPUT_SCHEMA_VERSION. When
 * the input schema changes, bump the version and teach `readStoredInput` to bring older inputs forward.
 */
export function readStoredInput(input: unknown, version: number): DealInput {
  if (version !== DEAL_INPUT_SCHEMA_VERSION) {
    throw new Error(`Deal input schema version ${version} has no migration to ${DEAL_INPUT_SCHEMA_VERSION}`);
  }
  // Stored inputs passed this schema when saved; parsing again gives the typed value (and catches a bad row).
  return dealInputSchema.parse(input);
}

/** The figures a deals list shows and sorts by, from the server's own result. */
export function headlineOf(result: DealResult): DealHeadline {
  return {
    grossRevenue: result.annual.grossRevenue,
    netCashFlow: result.annual.netCashFlow,
    netRoiPercent: result.kpis.netRoiPercent,
    paybackMonth: result.kpis.paybackMonth,
    breakEvenOccupancyPercent: result.kpis.breakEvenOccupancyPercent,
    occupancyPercent: result.kpis.occupancyPercent,
    adr: result.kpis.adr,
  };
}

/** The columns a save writes for an input: the input as stored and its headline figures. */
export interface StoredColumns {
  model: DealInput['model'];
  input: DealInput;
  inputVersion: number;
  headline: DealHeadline;
  netCashFlow: number;
  netRoiPercent: number | null;
}

export function storedColumnsOf(input: DealInput): { result: DealResult; columns: StoredColumns } {
  const result = analyseDeal(input);
  const headline = headlineOf(result);
  return {
    result,
    columns: {
      model: input.model,
      input,
      inputVersion: DEAL_INPUT_SCHEMA_VERSION,
      headline,
      netCashFlow: headline.netCashFlow,
      netRoiPercent: headline.netRoiPercent,
    },
  };
}
