import { type NextFunction, type Request, type Response } from 'express';

/**
 * The security headers of every gateway answer (CSP, frame protection, nosniff, referrer policy, HSTS in production
 * over HTTPS) are the services' own, from @pac/server-kit; answers proxied from a service carry the same.
 */
export {
  apiSecurityHeaders as securityHeaders,
  apiSecurityHeaderValues as securityHeaderValues,
} from '@pac/server-kit/security-headers';

/** The CORS headers of an answer to `origin`: credentials allowed for the listed origins, nothing for others. */
export function corsHeaderValues(
  allowed: ReadonlySet<string>,
  origin: string | undefined,
): Record<string, string> {
  if (!origin || !allowed.has(origin)) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    Vary: 'Origin',
  };
}

/** Lets the listed browser origins call the API with cookies; every other origin gets no CORS headers. */
export function corsForOrigins(allowed: readonly string[]) {
  const origins = new Set(allowed);
  return (req: Request, res: Response, next: NextFunction): void => {
    const headers = Object.entries(corsHeaderValues(origins, req.headers.origin));
    if (headers.length > 0) {
      for (const [name, value] of headers) res.setHeader(name, value);
      if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
        res.setHeader('Access-Control-Allow-Methods', 'GET,POST,PUT,PATCH,DELETE,OPTIONS');
        res.setHeader(
          'Access-Control-Allow-Headers',
          req.headers['access-control-request-headers'] ?? 'Content-Type, Authorization',
        );
        res.setHeader('Access-Control-Max-Age', '600');
        res.status(204).end();
        return;
      }
    }
    next();
  };
}
