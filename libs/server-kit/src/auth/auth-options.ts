/** Injection token of the AuthModule options. */
export const AUTH_OPTIONS = Symbol('AUTH_OPTIONS');

export interface AuthModuleOptions {
  /** JWT_SECRET, the same value identity signs with (≥ 32 characters). */
  jwtSecret: string;
  /**
   * Browser origins allowed to send cookie-authenticated mutations (PUBLIC_SITE_URL and CORS_ORIGINS); a request
   * whose Origin equals its own host is always allowed. See `allowedOriginsFrom`.
   */
  allowedOrigins?: readonly string[];
  /**
   * Cookies holding a session token, tried in order after the bearer header, each as `__Host-<name>` and then as
   * `<name>` (see sessionCookieName in @pac/contracts). Default: [SESSION_COOKIE].
   */
  cookieNames?: readonly string[];
}

/** PUBLIC_SITE_URL plus the comma-separated CORS_ORIGINS, as origins (scheme://host[:port]). */
export function allowedOriginsFrom(env: { PUBLIC_SITE_URL?: string; CORS_ORIGINS?: string }): string[] {
  const values = [env.PUBLIC_SITE_URL ?? '', ...(env.CORS_ORIGINS ?? '').split(',')];
  const origins = new Set<string>();
  for (const value of values) {
    try {
      if (value.trim()) origins.add(new URL(value.trim()).origin);
    } catch {
      // Malformed entries are refused by the config schema; here they simply allow nothing.
    }
  }
  return [...origins];
}
