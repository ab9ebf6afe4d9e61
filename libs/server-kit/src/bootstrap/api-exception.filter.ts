import {
  Catch,
  HttpException,
  HttpStatus,
  Logger,
  type ArgumentsHost,
  type ExceptionFilter,
} from '@nestjs/common';
import { type Response } from 'express';
import { ZodError } from 'zod';

/** Error body of every service: `{ success: false, error }`, the shape the front end reads. */
export interface ApiErrorBody {
  success: false;
  error: string;
}

const TOO_LARGE = 'Request body is too large';

function messageOf(exception: HttpException): string {
  const body = exception.getResponse();
  if (typeof body === 'string') return body;
  const message =
    (body as { message?: unknown; error?: unknown }).message ?? (body as { error?: unknown }).error;
  if (Array.isArray(message)) return String(message[0] ?? exception.message);
  return typeof message === 'string' ? message : exception.message;
}

/**
 * Zod errors → 400 with the first message (the contracts' messages are written for users); HttpExceptions keep
 * their status; anything else → 500 with a generic text, logged with its stack but never sent to the client.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    const [status, error] = this.classify(exception);
    if (res.headersSent) return;
    res.status(status).json({ success: false, error } satisfies ApiErrorBody);
  }

  private classify(exception: unknown): [number, string] {
    if (exception instanceof ZodError) {
      return [HttpStatus.BAD_REQUEST, exception.issues[0]?.message ?? 'Invalid request'];
    }
    if (exception instanceof HttpException) {
      // Nest rewraps body-parser's limit error with its own lower-case text; users get ours.
      if (exception.getStatus() === HttpStatus.PAYLOAD_TOO_LARGE) return [413, TOO_LARGE];
      return [exception.getStatus(), messageOf(exception)];
    }
    // Body-parser errors (malformed JSON, too large) carry their own 4xx status.
    const status = (exception as { status?: unknown } | null)?.status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return [status, status === 413 ? TOO_LARGE : 'Malformed request body'];
    }
    this.logger.error(
      exception instanceof Error ? exception.message : 'Non-error thrown',
      exception instanceof Error ? exception.stack : undefined,
    );
    return [HttpStatus.INTERNAL_SERVER_ERROR, 'Internal server error'];
  }
}
