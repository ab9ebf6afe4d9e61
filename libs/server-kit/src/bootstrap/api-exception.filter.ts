import {
  Catch,
  HttpException,
  HttpStatus,
  Logger,
  type ArgumentsHost,
  type ExceptionFilter,
} from '@nestjs/common';
import { SERVICE_UNAVAILABLE_MESSAGES, SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS } from '@pac/contracts';
import { type Response } from 'express';
import { ZodError } from 'zod';
import { dependencyErrorSummary, unavailableDependency } from './dependency-errors.js';
import { REQUEST_TEXTS } from './request-body.js';

/** Error body of every service: `{ success: false, error }`, the shape the front end reads. */
export interface ApiErrorBody {
  success: false;
  error: string;
  /** Per-field messages keyed by dotted input path, where an endpoint validates field by field (deals). */
  fieldErrors?: Record<string, string>;
  /** A machine-readable reason the client acts on (CodedRefusalException), beside the message for people. */
  code?: string;
}

/**
 * A 4xx whose body names the fields at fault: `throw new FieldErrorsException(400, summary, { 'a.b': 'text' })`
 * answers `{ success: false, error: summary, fieldErrors }`.
 */
export class FieldErrorsException extends HttpException {
  constructor(
    status: number,
    summary: string,
    readonly fieldErrors: Record<string, string>,
  ) {
    super(summary, status);
  }
}

/**
 * A 4xx with a machine `code` the client acts on, and what it needs to act (`fieldErrors`, the record at fault…):
 * `throw new CodedRefusalException(422, summary, 'CODE', { fieldErrors })` answers
 * `{ success: false, error: summary, code: 'CODE', fieldErrors }`. The details never replace `success` or `error`.
 */
export class CodedRefusalException extends HttpException {
  constructor(
    status: number,
    summary: string,
    readonly code: string,
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(summary, status);
  }
}

function messageOf(exception: HttpException): string {
  const body = exception.getResponse();
  if (typeof body === 'string') return body;
  const message =
    (body as { message?: unknown; error?: unknown }).message ?? (body as { error?: unknown }).error;
  if (Array.isArray(message)) return String(message[0] ?? exception.message);
  return typeof message === 'string' ? message : exception.message;
}

/** Texts for body-parser's error types (see jsonBodyParser). */
const BODY_ERROR_TEXTS: Record<string, string> = {
  'entity.parse.failed': REQUEST_TEXTS.malformedJson,
  'entity.too.large': REQUEST_TEXTS.tooLarge,
  'charset.unsupported': REQUEST_TEXTS.notUtf8,
  'encoding.unsupported': 'Content-Encoding is not supported; send the body uncompressed',
  'encoding.invalid': REQUEST_TEXTS.notUtf8,
};

function requestErrorText(error: unknown): string | undefined {
  if (error instanceof URIError) return 'Request address is not valid percent-encoding';
  const type = (error as { type?: unknown } | null)?.type;
  return typeof type === 'string' ? BODY_ERROR_TEXTS[type] : undefined;
}

/**
 * Zod errors → 400 with the first message (the contracts' messages are written for users); HttpExceptions keep
 * their status; a dependency that is down (dependency-errors.ts) → 503 with Retry-After; anything else → 500 with a
 * generic text, logged with its stack but never sent to the client.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    const [status, error] = this.classify(exception);
    if (res.headersSent) return;
    if (status === HttpStatus.SERVICE_UNAVAILABLE) {
      res.setHeader('Retry-After', String(SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS));
    }
    const body: ApiErrorBody = { success: false, error };
    if (exception instanceof FieldErrorsException) body.fieldErrors = exception.fieldErrors;
    if (exception instanceof CodedRefusalException) {
      res.status(status).json({ ...exception.details, ...body, code: exception.code });
      return;
    }
    res.status(status).json(body);
  }

  private classify(exception: unknown): [number, string] {
    if (exception instanceof ZodError) {
      return [HttpStatus.BAD_REQUEST, exception.issues[0]?.message ?? 'Invalid request'];
    }
    if (exception instanceof HttpException) {
      // Nest rewraps body-parser's and Express's errors with their lower-case texts as the cause; users get ours.
      const text = requestErrorText(exception.cause);
      if (text) return [exception.getStatus(), text];
      if (exception.getStatus() === HttpStatus.PAYLOAD_TOO_LARGE) return [413, REQUEST_TEXTS.tooLarge];
      return [exception.getStatus(), messageOf(exception)];
    }
    // Body-parser errors (malformed JSON, too large, not UTF-8) carry their own 4xx status and a type.
    const status = (exception as { status?: unknown } | null)?.status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return [status, requestErrorText(exception) ?? 'Malformed request body'];
    }
    // PostgreSQL, Redis or the email queue down: 503 with a readable text and one log line, no stack.
    const dependency = unavailableDependency(exception);
    if (dependency) {
      this.logger.warn(`${dependency} unavailable: ${dependencyErrorSummary(exception)}`);
      const message = SERVICE_UNAVAILABLE_MESSAGES[dependency === 'email' ? 'email' : 'default'];
      return [HttpStatus.SERVICE_UNAVAILABLE, message];
    }
    this.logger.error(
      exception instanceof Error ? exception.message : 'Non-error thrown',
      exception instanceof Error ? exception.stack : undefined,
    );
    return [HttpStatus.INTERNAL_SERVER_ERROR, 'Internal server error'];
  }
}
