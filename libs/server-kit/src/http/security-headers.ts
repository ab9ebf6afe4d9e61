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
  const hsts = options.hsts ?? readHstsMode(process.env.HSTS);
  const production = options.production ?? process.env.NODE_ENV === 'production';
  const headers: Record<string, string> = {
    ...COMMON_SECURITY_HEADERS,
    'Referrer-Policy': 'no-referrer',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-site',
    'X-DNS-Prefetch-Control': 'off',
    'Content-Security-Policy': isDocsPage(request.path)
      ? API_DOCS_CONTENT_SECURITY_POLICY
      : API_CONTENT_SECURITY_POLICY,
  };
  const { encrypted, forwardedProto } = request;
  if (shouldSendHsts(hsts, { production, encrypted, forwardedProto }))
    headers['Strict-Transport-Security'] = HSTS_HEADER_VALUE;
  return headers;
}

/** `apiSecurityHeaderValues` as Express middleware. */
export function apiSecurityHeaders(options: ApiSecurityHeadersOptions = {}) {
  const resolved: ApiSecurityHeadersOptions = {
    hsts: options.hsts ?? readHstsMode(process.env.HSTS),
    production: options.production ?? process.env.NODE_ENV === 'production',
  };
  return (req: Request, res: Response, next: NextFunction): void => {
    const encrypted = 'encrypted' in req.socket && Boolean(req.socket.encrypted);
    const headers = apiSecurityHeaderValues(
      { path: req.path, encrypted, forwardedProto: req.headers['x-forwarded-proto'] },
      resolved,
    );
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    next();
  };
}
