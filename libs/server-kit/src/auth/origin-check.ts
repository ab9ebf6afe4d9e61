import { type Request } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const isSafeMethod = (method: string) => SAFE_METHODS.has(method.toUpperCase());

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * Cross-site request forgery defence for mutations authenticated by a cookie: the browser's Origin (or, when a
 * browser leaves it out, the Referer) must be one of the site's origins or the request's own host. A request with
 * neither header is refused: browsers always send one of them with a cookie-bearing POST.
 */
export function isAllowedOrigin(req: Request, allowedOrigins: readonly string[]): boolean {
  const origin = originOf(req.get('origin')) ?? originOf(req.get('referer'));
  if (!origin) return false;
  if (allowedOrigins.includes(origin)) return true;
  // Same-origin through the gateway or the shell's proxy (`trust proxy` makes req.host the forwarded host).
  return originOf(`${req.protocol}://${req.host}`) === origin;
}
