import { SESSION_COOKIE } from '@pac/contracts';
import { type CookieOptions, type Request, type Response } from 'express';

/** httpOnly (no script reads it), SameSite=Lax, whole site, Secure whenever the request came in over https. */
const cookieOptions = (req: Request): CookieOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  secure: req.secure,
  path: '/',
});

export function setSessionCookie(
  req: Request,
  res: Response,
  token: string,
  expiresAt: Date,
  now: Date,
): void {
  res.cookie(SESSION_COOKIE, token, { ...cookieOptions(req), maxAge: expiresAt.getTime() - now.getTime() });
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.clearCookie(SESSION_COOKIE, cookieOptions(req));
}
