import { BadRequestException } from '@nestjs/common';
import { EMAIL_UNSUBSCRIBE_API } from '@pac/contracts';
import { isUtf8 } from 'node:buffer';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';

/** Largest JSON body any service takes; more answers 413 before anything is read into memory. */
export const JSON_BODY_LIMIT = '100kb';

export const REQUEST_TEXTS = {
  notJson: 'Request body must be JSON (Content-Type: application/json)',
  notUtf8: 'Request body must be UTF-8 encoded JSON',
  malformedJson: 'Request body is not valid JSON',
  tooLarge: 'Request body is too large',
  forbiddenCharacters: 'Request contains characters that are not allowed (NUL or unpaired surrogates)',
  notAnObject: 'Request body must be a JSON object',
} as const;

type RawBodyRequest = Request & { rawBody?: Buffer };

/**
 * The one body parser of every service: JSON only (forms, text and multipart are never parsed, so they cannot be
 * mistaken for an API call), at most JSON_BODY_LIMIT, UTF-8 only (invalid bytes are refused rather than silently
 * turned into U+FFFD), and the raw bytes kept on `req.rawBody` for webhook signatures.
 */
export function jsonBodyParser(): RequestHandler {
  return express.json({
    limit: JSON_BODY_LIMIT,
    verify: (req, _res, buffer, encoding) => {
      (req as RawBodyRequest).rawBody = buffer;
      if (encoding.toLowerCase() !== 'utf-8' && encoding.toLowerCase() !== 'utf8') {
        throw Object.assign(new Error(REQUEST_TEXTS.notUtf8), { status: 415, type: 'charset.unsupported' });
      }
      if (!isUtf8(buffer)) {
        throw Object.assign(new Error(REQUEST_TEXTS.notUtf8), { status: 400, type: 'encoding.invalid' });
      }
    },
  });
}

/**
 * The one form post taken: RFC 8058 one-click unsubscribe, which mail clients send as a form
 * ("List-Unsubscribe=One-Click") with the token in the address. Its body is never parsed or read.
 */
const isOneClickUnsubscribe = (req: Request) =>
  req.path === EMAIL_UNSUBSCRIBE_API &&
  Boolean(req.is(['application/x-www-form-urlencoded', 'multipart/form-data']));

const hasBody = (req: Request) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** NUL (PostgreSQL text cannot hold it) or a lone UTF-16 surrogate (no UTF-8 form) anywhere in a key or value. */
function hasForbiddenText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000') || LONE_SURROGATE.test(value);
  if (depth > 64 || typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some((item) => hasForbiddenText(item, depth + 1));
  return Object.entries(value).some(
    ([key, item]) => hasForbiddenText(key, depth + 1) || hasForbiddenText(item, depth + 1),
  );
}

/**
 * After the body parser: a body that is not JSON is refused (400) instead of reaching a handler as `undefined`,
 * and text no column can store (NUL, unpaired surrogates) in the body, the query or the path is refused (400)
 * instead of failing in the database as a 500.
 */
export function requestTextGuard(): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (hasBody(req) && !req.is('application/json') && !isOneClickUnsubscribe(req)) {
      next(new BadRequestException(REQUEST_TEXTS.notJson));
      return;
    }
    if (/%00/.test(req.originalUrl) || hasForbiddenText(req.query) || hasForbiddenText(req.body)) {
      next(new BadRequestException(REQUEST_TEXTS.forbiddenCharacters));
      return;
    }
    next();
  };
}
