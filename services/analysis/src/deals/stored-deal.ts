import { HttpStatus, Logger } from '@nestjs/common';
import {
  DEAL_INPUT_OUT_OF_BOUNDS_CODE,
  DEAL_INPUT_SCHEMA_VERSION,
  DEALS_API_MESSAGES,
  parseDealInput,
  type DealFieldErrors,
  type DealHeadline,
  type DealInput,
  type DealResult,
  type DealToCorrect,
} from '@pac/contracts';
import { analyseDeal } from '@pac/deal-model';
import { CodedRefusalException } from '@pac/server-kit';

/** A stored input as read back: the typed value, or the fields that no longer pass the schema (`input.` keys). */
export type StoredInput = { valid: true; input: DealInput } | { valid: false; fieldErrors: DealFieldErrors };

/** Schema versions `readStoredInput` brings forward: 1 (before A9's decision inputs) and today's. */
const READABLE_VERSIONS: readonly number[] = [1, DEAL_INPUT_SCHEMA_VERSION];

/**
 * How a deal's input is kept: validated, with every default filled in, tagged with DEAL_INPUT_SCHEMA_VERSION. When
 * the input schema changes, bump the version and teach `readStoredInput` to bring older inputs forward. Version 1
 * has no `exit`, `stress`, `sensitivity` or `tax` block (nor `refinance`): parsing fills A9.2's defaults, so an old
 * deal gets the decision measures when next computed, and its stored row is not rewritten.
 */
export function readStoredInput(input: unknown, version: number): StoredInput {
  if (!READABLE_VERSIONS.includes(version)) {
    throw new Error(`Deal input schema version ${version} has no migration to ${DEAL_INPUT_SCHEMA_VERSION}`);
  }
  // Parsing again gives the typed value with today's defaults; an input saved before a rule tightened (A9.1's
  // bounds) fails it, and is refused with its fields rather than taken as a bad row.
  const parsed = parseDealInput(input, 'input.');
  return parsed.success
    ? { valid: true, input: parsed.input }
    : { valid: false, fieldErrors: parsed.fieldErrors };
}

const logger = new Logger('Deals');

/** Who a stored input that fails the schema is refused to: its owner sees the fields, a share link's visitor not. */
export type StoredInputReader = { owner: true; deal?: DealToCorrect } | { owner: false };

/**
 * A saved deal's input, or a 422 DEAL_INPUT_OUT_OF_BOUNDS when it no longer passes the schema: nothing stored is
 * changed, and one warn line names the deal and the failing paths (never the values, which are the user's).
 */
export function storedInputOf(
  deal: { id: string; input: unknown; inputVersion: number },
  reader: StoredInputReader,
): DealInput {
  const stored = readStoredInput(deal.input, deal.inputVersion);
  if (stored.valid) return stored.input;
  logger.warn(
    `deal ${deal.id}: stored input no longer passes the input schema at ${Object.keys(stored.fieldErrors).join(', ')}`,
  );
  if (!reader.owner) {
    throw new CodedRefusalException(
      HttpStatus.UNPROCESSABLE_ENTITY,
      DEALS_API_MESSAGES.sharedDealOutOfBounds,
      DEAL_INPUT_OUT_OF_BOUNDS_CODE,
    );
  }
  throw new CodedRefusalException(
    HttpStatus.UNPROCESSABLE_ENTITY,
    DEALS_API_MESSAGES.storedInputOutOfBounds,
    DEAL_INPUT_OUT_OF_BOUNDS_CODE,
    { fieldErrors: stored.fieldErrors, ...(reader.deal ? { deal: reader.deal } : {}) },
  );
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
