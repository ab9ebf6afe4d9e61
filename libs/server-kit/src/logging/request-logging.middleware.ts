import { type LoggerService } from '@nestjs/common';
import { type NextFunction, type Request, type Response } from 'express';
import { JsonLogger, type RequestLogFields } from './json-logger.js';

/**
 * Paths whose last segment is a credential (a shared deal's link token opens the deal to anyone holding it):
 * logged with that segment replaced, so log readers cannot open what they see. Matched in any spelling that could
 * still carry a live token (`/API/Shared/…`, `//api/shared/…`: Express routes case-insensitively, and a 404 of a
 * mistyped path logs it too), wherever the segment stands.
 */
const CREDENTIAL_PATHS = [/(\/shared\/+)[^/]+/gi];

/** The path as it may be written to a log. */
export const loggablePath = (path: string): string =>
  CREDENTIAL_PATHS.reduce((safe, pattern) => safe.replace(pattern, '$1[redacted]'), path);

/** One request log line: `GET /api/user 401 3.2ms`, with the same fields as a structured entry. */
export function logRequest(
  logger: LoggerService,
  request: { method: string; path: string; status: number; started: bigint },
): void {
  const ms = Number(process.hrtime.bigint() - request.started) / 1e6;
  const entry: RequestLogFields = {
    method: request.method,
    path: loggablePath(request.path),
    status: request.status,
    ms: Math.round(ms * 10) / 10,
  };
  const line = `${entry.method} ${entry.path} ${entry.status} ${entry.ms}ms`;
  if (entry.status >= 500) logger.error(line, entry, 'HTTP');
  else if (logger instanceof JsonLogger) logger.logFlat(line, entry, 'HTTP');
  else logger.log(line, entry, 'HTTP');
}

/**
 * Logs method, path, status and duration once the response is finished. Only `req.path` is logged: query
 * strings can carry reset tokens, headers (Authorization, Cookie) are never read here, and a token in the path
 * (a shared deal's link) is redacted.
 */
export function requestLogging(logger: LoggerService) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const started = process.hrtime.bigint();
    // Read now: a proxy further down may rewrite req.url before the response finishes.
    const { method, path } = req;
    res.on('finish', () => logRequest(logger, { method, path, status: res.statusCode, started }));
    next();
  };
}
