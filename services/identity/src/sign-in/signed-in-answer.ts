import { type AuthSuccessResponse } from '@pac/contracts';
import { type User } from '@pac/db';
import { toPublicUser, type OpenedSession } from '@pac/server-kit';
import { type Request, type Response } from 'express';
import { sessionTokenForClient, setSessionCookie } from '../common/session-cookie.js';
import { clearAttemptCookie, type SignInPurpose } from '../two-factor/sign-in-attempt.js';

/**
 * What a completed sign-in answers, whichever way it came (the code step of either portal, a calculator hand-over):
 * the session's httpOnly cookie (`cookieName`, SESSION_COOKIE by default), the end of the sign-in attempt whose code
 * opened it (`endsAttempt`), and the user, with the token only for an API client that asks for it.
 */
export function answerSignedIn(
  req: Request,
  res: Response,
  { user, session }: { user: User; session: OpenedSession },
  options: { cookieName?: string; endsAttempt?: SignInPurpose } = {},
): AuthSuccessResponse {
  setSessionCookie(req, res, session.token, session.expiresAt, new Date(), { name: options.cookieName });
  if (options.endsAttempt) clearAttemptCookie(req, res, options.endsAttempt);
  return { success: true, user: toPublicUser(user), ...sessionTokenForClient(req, session.token) };
}
