import { HttpStatus } from '@nestjs/common';
import { parseDealInput, type DealInput } from '@pac/contracts';
import { FieldErrorsException } from '@pac/server-kit';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The DealInput of a `/api/deals` body: the body's `name` wins over `input.name`; errors are keyed by input
 * path with an `input.` prefix (`input.seasons.low.rate`), except a bad body `name`, keyed `name`.
 */
export function dealInputOfBody(input: unknown, name: string | undefined): DealInput {
  const merged = name !== undefined && isPlainObject(input) ? { ...input, name } : input;
  const parsed = parseDealInput(merged, 'input.');
  if (parsed.success) return parsed.input;
  const fieldErrors = { ...parsed.fieldErrors };
  if (name !== undefined && fieldErrors['input.name']) {
    fieldErrors.name = fieldErrors['input.name'];
    delete fieldErrors['input.name'];
  }
  throw new FieldErrorsException(HttpStatus.BAD_REQUEST, parsed.error, fieldErrors);
}

/** The DealInput of a calculate body (the body is the input itself). */
export function dealInputOfCalculateBody(body: unknown): DealInput {
  const parsed = parseDealInput(body);
  if (parsed.success) return parsed.input;
  throw new FieldErrorsException(HttpStatus.BAD_REQUEST, parsed.error, parsed.fieldErrors);
}
