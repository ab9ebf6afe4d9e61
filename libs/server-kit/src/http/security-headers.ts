import {
  API_CONTENT_SECURITY_POLICY,
  API_DOCS_CONTENT_SECURITY_POLICY,
  COMMON_SECURITY_HEADERS,
  HSTS_HEADER_VALUE,
  readHstsMode,
  shouldSendHsts,
  type HstsMode,
} from '@pac/contracts';
import type { NextFunction, Request, Response } from 'express';

export interface ApiSecurityHeadersOptions {
  /** `HSTS` mode (auto|on|off); read from the environment when not given. */
  hsts?: HstsMode;
  /** Defaults to NODE_ENV=production. */
  production?: boolean;
}

/** The OpenAPI pages: `/docs/…` on a service, `/api/docs/<service>/…` through the gateway. */
const isDocsPage = (path: string) => /\/docs(\/|$)/.test(path);

/** What a request says about itself that decides its security headers. */
export interface SecurityHeadersRequest {
  path: string;
  /** The connection to this process is TLS. */
  encrypted: boolean;
  /** X-Forwarded-Proto as a proxy in front sent it. */
  forwardedProto: string | string[] | undefined;
}

/**
 * What helmet would set on an API, from the shared truths in @pac/contracts: a policy that lets nothing load from
 * a JSON answer (Swagger UI gets its own, still without inline scripts), frame protection, nosniff, no referrer,
 * same-site resources, and HSTS in production over HTTPS. Framework-free, so a path answered before Express (the
 * gateway's readiness lane) carries exactly the same headers.
 */
export function apiSecurityHeaderValues(
  request: SecurityHeadersRequest,
  options: ApiSecurityHeadersOptions = {},
): Record<string, string> {
  return Object.fromEntries(headerList(request, resolve(options)));
}

/** `apiSecurityHeaderValues` as Express middleware. */
export function apiSecurityHeaders(options: ApiSecurityHeadersOptions = {}) {
  const resolved = resolve(options);
  return (req: Request, res: Response, next: NextFunction): void => {
    const encrypted = 'encrypted' in req.socket && Boolean(req.socket.encrypted);
    const request = { path: req.path, encrypted, forwardedProto: req.headers['x-forwarded-proto'] };
    for (const [name, value] of headerList(request, resolved)) res.setHeader(name, value);
    next();
  };
}

const resolve = (options: ApiSecurityHeadersOptions): Required<ApiSecurityHeadersOptions> => ({
  hsts: options.hsts ?? readHstsMode(process.env.HSTS),
  production: options.production ?? process.env.NODE_ENV === 'production',
});

/**
 * The headers turn on two questions only (an OpenAPI page? HSTS?), so each of the four lists is built once: they go
 * on every answer of every service, and building them per answer was 0.7% of identity's samples under profile reads.
 */
const headerLists = new Map<string, readonly (readonly [string, string])[]>();

function headerList(
  request: SecurityHeadersRequest,
  { hsts, production }: Required<ApiSecurityHeadersOptions>,
): readonly (readonly [string, string])[] {
  const { encrypted, forwardedProto } = request;
  const docs = isDocsPage(request.path);
  const withHsts = shouldSendHsts(hsts, { production, encrypted, forwardedProto });
  const key = `${docs}/${withHsts}`;
  let list = headerLists.get(key);
  if (!list) {
    const headers: Record<string, string> = {
      ...COMMON_SECURITY_HEADERS,
      'Referrer-Policy': 'no-referrer',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Resource-Policy': 'same-site',
      'X-DNS-Prefetch-Control': 'off',
      'Content-Security-Policy': docs ? API_DOCS_CONTENT_SECURITY_POLICY : API_CONTENT_SECURITY_POLICY,
    };
    if (withHsts) headers['Strict-Transport-Security'] = HSTS_HEADER_VALUE;
    list = Object.entries(headers);
    headerLists.set(key, list);
  }
  return list;
}
