import { SESSION_COOKIE, SESSION_TOKEN_REQUEST_HEADER, sessionCookieName } from '@pac/contracts';
import { type CookieOptions, type NextFunction, type Request, type Response } from 'express';

/**
 * How identity sets session cookies, decided once from PUBLIC_SITE_URL: Secure and the `__Host-` name when users reach
 * the site over https. Never from the request's scheme: behind a TLS-terminating proxy that is plain http, and a
 * forwarded scheme is only as good as whoever forwarded it.
 */
export interface SessionCookiePolicy {
  secure: boolean;
}

export const sessionCookiePolicy = (publicSiteUrl: string): SessionCookiePolicy => ({
  secure: new URL(publicSiteUrl).protocol === 'https:',
});

const POLICY_KEY = 'sessionCookiePolicy';

/** Puts the policy on every response (IdentityModule installs this), so the helpers below need no injection. */
export const sessionCookiePolicyMiddleware =
  (policy: SessionCookiePolicy) => (_req: Request, res: Response, next: NextFunction) => {
    res.locals[POLICY_KEY] = policy;
    next();
  };

function policyOf(res: Response): SessionCookiePolicy {
  const policy = res.locals[POLICY_KEY] as SessionCookiePolicy | undefined;
  if (!policy) throw new Error('No session cookie policy on this response: IdentityModule installs it');
  return policy;
}

export interface SessionCookieOptions {
  /** The cookie's base name (default SESSION_COOKIE); `__Host-` is put in front of it on https. */
  name?: string;
}

/** httpOnly (no script reads it), SameSite=Lax, whole site, no Domain; Secure when the public URL is https. */
const cookieOptions = (policy: SessionCookiePolicy): CookieOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  secure: policy.secure,
  path: '/',
});

/** The cookie's name as this deployment sets it (`__Host-pac_session` on https, `pac_session` on http). */
export function sessionCookieNameFor(res: Response, options: SessionCookieOptions = {}): string {
  return sessionCookieName(options.name ?? SESSION_COOKIE, policyOf(res).secure);
}

export function setSessionCookie(
  _req: Request,
  res: Response,
  token: string,
  expiresAt: Date,
  now: Date,
  options: SessionCookieOptions = {},
): void {
  res.cookie(sessionCookieNameFor(res, options), token, {
    ...cookieOptions(policyOf(res)),
    maxAge: expiresAt.getTime() - now.getTime(),
  });
}

export function clearSessionCookie(_req: Request, res: Response, options: SessionCookieOptions = {}): void {
  res.clearCookie(sessionCookieNameFor(res, options), cookieOptions(policyOf(res)));
}

/**
 * The `token` field of a sign-in answer: only for an API client that asks with `X-Return-Session-Token: true`
 * (SESSION_TOKEN_REQUEST_HEADER) to use it as a bearer. The site never asks, so no script on it ever holds the token.
 */
export function sessionTokenForClient(req: Request, token: string): { token?: string } {
  return req.get(SESSION_TOKEN_REQUEST_HEADER)?.trim().toLowerCase() === 'true' ? { token } : {};
}

/** Whether this deployment's cookies are Secure (https PUBLIC_SITE_URL), for cookies set outside the helpers above. */
export const cookiesAreSecure = (res: Response): boolean => policyOf(res).secure;
