import { VIDEO_HOST } from './course.js';

/**
 * Security headers of every page and API answer (issue 9), one truth for the local static hosts, the gateway, the
 * Nest services and the nginx config. No policy allows inline or eval'd scripts.
 */

export interface PagePolicyOptions {
  /** Origins the page loads code from besides its own: the remotes' origins, read from the runtime manifest. */
  remoteOrigins?: readonly string[];
  /** The API's origin when it is not the page's own (the manifest's `apiBaseUrl`). */
  apiOrigin?: string;
}

const unique = (values: readonly string[]) => [...new Set(values.filter(Boolean))];

/** The origin of an absolute http(s) URL, or null for a relative or malformed one. */
export function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * Content-Security-Policy of a page (the shell, or a remote's standalone page). Scripts come only from the page's
 * origin, the remotes' origins (module federation imports their `remoteEntry.js` and chunks) and the video host,
 * whose player script the course loads on demand and whose player it frames. Styles allow inline: the toast library
 * injects its stylesheet at run time, and a style cannot run code.
 */
export function pageContentSecurityPolicy({ remoteOrigins = [], apiOrigin }: PagePolicyOptions = {}): string {
  const code = unique(["'self'", ...remoteOrigins]);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [...code, VIDEO_HOST.origin],
    'style-src': [...code, "'unsafe-inline'"],
    'img-src': [...code, 'data:', 'blob:'],
    'font-src': [...code, 'data:'],
    'connect-src': unique([...code, apiOrigin ?? '', VIDEO_HOST.origin]),
    'frame-src': [VIDEO_HOST.origin],
    'media-src': ["'self'", VIDEO_HOST.origin],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Content-Security-Policy of JSON answers: nothing may load, nothing may frame them. */
export const API_CONTENT_SECURITY_POLICY =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** The OpenAPI pages (Swagger UI): its own scripts and styles (inline style blocks), the spec fetched from itself. */
export const API_DOCS_CONTENT_SECURITY_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** Headers every page and API answer carries besides its policy. */
export const COMMON_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

/** Strict-Transport-Security value: a year, subdomains included. */
export const HSTS_HEADER_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * `HSTS` variable: `on` always sends Strict-Transport-Security, `off` never; `auto` (default) sends it in production
 * (NODE_ENV=production) on requests that arrived over HTTPS, directly or per the edge's `X-Forwarded-Proto`, so a
 * plain-http local stack never asks the browser to pin HTTPS.
 */
export type HstsMode = 'auto' | 'on' | 'off';

export function readHstsMode(value: string | undefined): HstsMode {
  const mode = (value ?? '').trim().toLowerCase();
  if (mode === '' || mode === 'auto') return 'auto';
  if (mode === 'on' || mode === 'off') return mode;
  throw new Error(`HSTS must be auto, on or off, got "${value}"`);
}

export function shouldSendHsts(
  mode: HstsMode,
  request: { production: boolean; encrypted: boolean; forwardedProto?: string | string[] },
): boolean {
  if (mode !== 'auto') return mode === 'on';
  const forwarded = Array.isArray(request.forwardedProto)
    ? request.forwardedProto[0]
    : request.forwardedProto;
  const https = request.encrypted || forwarded?.split(',')[0]?.trim().toLowerCase() === 'https';
  return request.production && https;
}
