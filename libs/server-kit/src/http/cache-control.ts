import {
  ADMIN_SESSION_COOKIE,
  ADMIN_STEP_UP_COOKIE,
  ALL_ENDPOINTS,
  SESSION_COOKIE,
  SIGN_IN_ATTEMPT_COOKIES,
  mayBeCached,
  type AnyEndpoint,
} from '@pac/contracts';
import type { NextFunction, Request, Response } from 'express';

/** What per-user and signed-in answers carry (see noStoreDecision for which ones). */
export const NO_STORE = 'no-store';

/** Cookies that identify someone; `__Host-`/`__Secure-` forms included (https deployments). */
const CREDENTIAL_COOKIES = [
  SESSION_COOKIE,
  ADMIN_SESSION_COOKIE,
  ADMIN_STEP_UP_COOKIE,
  ...Object.values(SIGN_IN_ATTEMPT_COOKIES),
];
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const CREDENTIAL_COOKIE = new RegExp(
  `(?:^|;)\\s*(?:__Host-|__Secure-)?(?:${CREDENTIAL_COOKIES.map(escape).join('|')})=`,
);
/** A step-up proof sent by an API client (the cookie's header form). */
const STEP_UP_HEADER = 'x-step-up';

/** What the decision reads of a request (framework-free, so it can be checked without a server). */
export interface CacheDecisionRequest {
  method: string;
  /** The path without the query string, as the service received it. */
  path: string;
  headers: Readonly<Record<string, string | string[] | undefined>>;
}

export function carriesCredential(headers: CacheDecisionRequest['headers']): boolean {
  if (headers.authorization !== undefined || headers[STEP_UP_HEADER] !== undefined) return true;
  const cookie = headers.cookie;
  return (Array.isArray(cookie) ? cookie : [cookie ?? '']).some((value) => CREDENTIAL_COOKIE.test(value));
}

interface CompiledEntry {
  method: string;
  pattern: RegExp;
  cacheable: boolean;
}

/**
 * Which answers caches (the browser's, a proxy's, a CDN's) must not keep: `Cache-Control: no-store` on
 * - every answer to a request that carries a credential (a bearer token or API key, a session, sign-in attempt or
 *   step-up cookie, a step-up proof header): it may be that user's, whatever the endpoint;
 * - every answer of a catalogue entry that `mayBeCached` refuses: signed-in, admin and per-visitor endpoints (a
 *   share link, course progress) and every write, whoever asks, so a 401, 403 or 404 there is not kept either.
 * A public GET marked `cacheable` asked without credentials keeps what it has today (no header, or its own), and so
 * do paths outside the catalogue (health, OpenAPI docs, unknown paths). Set before routing, so guard refusals,
 * validation errors and maintenance answers carry it too; a handler that sets its own Cache-Control decides for
 * itself (reports `private, no-store`, the course PDFs `public, max-age=3600`).
 *
 * `(request) → whether its answer must be no-store`, over `endpoints` (every service's by default: paths are unique
 * across the catalogue and each service answers only its own). Matching is case-insensitive and ignores one trailing
 * slash, as Express routes; HEAD is its GET.
 */
export function noStoreDecision(
  endpoints: readonly AnyEndpoint[] = ALL_ENDPOINTS,
): (request: CacheDecisionRequest) => boolean {
  // Built once: this runs before every answer of every service.
  const exact = new Map<string, boolean>();
  const parametric: CompiledEntry[] = [];
  for (const entry of endpoints) {
    const cacheable = mayBeCached(entry);
    if (!entry.path.includes(':')) {
      exact.set(`${entry.method} ${entry.path.toLowerCase()}`, cacheable);
      continue;
    }
    const pattern = entry.path
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : escape(segment)))
      .join('/');
    parametric.push({ method: entry.method, pattern: new RegExp(`^${pattern}$`, 'i'), cacheable });
  }
  return ({ method, path, headers }) => {
    if (carriesCredential(headers)) return true;
    const verb = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
    const bare = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
    const known = exact.get(`${verb} ${bare.toLowerCase()}`);
    if (known !== undefined) return !known;
    const entry = parametric.find((candidate) => candidate.method === verb && candidate.pattern.test(bare));
    return entry ? !entry.cacheable : false;
  };
}

/** `noStoreDecision` as Express middleware: one `app.use` in createServiceApp, before anything can answer. */
export function noStoreForPersonalAnswers(endpoints?: readonly AnyEndpoint[]) {
  const mustNotStore = noStoreDecision(endpoints);
  return (req: Request, res: Response, next: NextFunction): void => {
    if (mustNotStore({ method: req.method, path: req.path, headers: req.headers }))
      res.setHeader('Cache-Control', NO_STORE);
    next();
  };
}
