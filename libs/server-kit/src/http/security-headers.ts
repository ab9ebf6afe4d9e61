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

/**
 * What helmet would set on an API, from the shared truths in @pac/contracts: a policy that lets nothing load from
 * a JSON answer (Swagger UI gets its own, still without inline scripts), frame protection, nosniff, no referrer,
 * same-site resources, and HSTS in production over HTTPS.
 */
export function apiSecurityHeaders(options: ApiSecurityHeadersOptions = {}) {
  const hsts = options.hsts ?? readHstsMode(process.env.HSTS);
  const production = options.production ?? process.env.NODE_ENV === 'production';
  return (req: Request, res: Response, next: NextFunction): void => {
    for (const [name, value] of Object.entries(COMMON_SECURITY_HEADERS)) res.setHeader(name, value);
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    res.setHeader('Cross-Origin-Resource-Policy', 'same-site');
    res.setHeader('X-DNS-Prefetch-Control', 'off');
    res.setHeader(
      'Content-Security-Policy',
      isDocsPage(req.path) ? API_DOCS_CONTENT_SECURITY_POLICY : API_CONTENT_SECURITY_POLICY,
    );
    const encrypted = 'encrypted' in req.socket && Boolean(req.socket.encrypted);
    if (shouldSendHsts(hsts, { production, encrypted, forwardedProto: req.headers['x-forwarded-proto'] })) {
      res.setHeader('Strict-Transport-Security', HSTS_HEADER_VALUE);
    }
    next();
  };
}
