import {
  SessionRegistry,
  authenticateWith,
  refuseForeignCookieOrigin,
  type SessionPortal,
} from '@pac/server-kit';
import { type Request, type Response } from 'express';
import { type Strategy } from 'passport-jwt';
import { clearSessionCookie } from './session-cookie.js';

/**
 * Sign-out, the same for the site and the admin portal: a call authenticated by the cookie must come from an allowed
 * Origin (403), so no other site can sign a user out; the session it is given is revoked (only one of `portal`, when
 * named) and the cookie is cleared even without a live session, so signing out twice answers the same.
 */
export async function signOut(
  req: Request,
  res: Response,
  how: {
    strategy: Strategy;
    sessions: SessionRegistry;
    allowedOrigins?: readonly string[];
    cookieName: string;
    portal?: SessionPortal;
  },
): Promise<{ success: true; message: string }> {
  refuseForeignCookieOrigin(req, [how.cookieName], how.allowedOrigins);
  const outcome = await authenticateWith(how.strategy, req);
  if (outcome.kind === 'success' && (!how.portal || outcome.user.portal === how.portal))
    await how.sessions.revoke(outcome.user.tokenHash);
  clearSessionCookie(req, res, { name: how.cookieName });
  return { success: true, message: 'Signed out' };
}
