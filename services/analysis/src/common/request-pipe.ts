import { HttpStatus, type PipeTransform } from '@nestjs/common';
import { dealFieldErrors } from '@pac/contracts';
import { FieldErrorsException } from '@pac/server-kit';
import { type z } from 'zod';

/** Parses a request body or query with a contracts schema; a refusal is a 400 with `fieldErrors` by path. */
export function parseRequest<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const fieldErrors = dealFieldErrors(parsed.error);
  const [path, message] = Object.entries(fieldErrors)[0] ?? ['', 'Invalid request'];
  throw new FieldErrorsException(
    HttpStatus.BAD_REQUEST,
    path && path !== 'input' ? `${path}: ${message}` : message,
    fieldErrors,
  );
}

/** `@Body(new RequestPipe(schema))`: parseRequest as a Nest pipe. */
export class RequestPipe<Schema extends z.ZodType> implements PipeTransform<unknown, z.output<Schema>> {
  constructor(private readonly schema: Schema) {}

  transform(value: unknown): z.output<Schema> {
    return parseRequest(this.schema, value);
  }
}
