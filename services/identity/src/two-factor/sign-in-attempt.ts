import { SIGN_IN_ATTEMPT_COOKIES, acceptedCookieNames } from '@pac/contracts';
import { randomToken } from '@pac/server-kit';
import { type Request, type Response } from 'express';
import { clearSessionCookie, setSessionCookie } from '../common/session-cookie.js';

/**
 * What a right code opens: a site session, an admin portal session, or a short step-up proof for security-relevant
 * admin settings. Each has its own challenges, so one flow never touches another's; the two sign-ins each have
 * their own attempt cookie, a step-up's attempt is the admin portal session that asked for it.
 */
export type ChallengePurpose = 'site' | 'admin' | 'admin-step-up';
/** The purposes a sign-in (password step) starts. */
export type SignInPurpose = Extract<ChallengePurpose, 'site' | 'admin'>;

/*
 * The sign-in attempt: a random id the password step hands the browser in an HttpOnly cookie
 * (SIGN_IN_ATTEMPT_COOKIES), kept with the challenge as its SHA-256. Only requests carrying it are checked against
 * (and can use up) that challenge, so someone who merely knows the email cannot cancel the owner's sign-in with wrong
 * codes.
 */

/** As long as a challenge can live: five sends, ten minutes each. */
const ATTEMPT_COOKIE_MINUTES = 60;

export const newAttemptId = (): string => randomToken();

export function setAttemptCookie(
  req: Request,
  res: Response,
  purpose: SignInPurpose,
  attemptId: string,
  now: Date,
): void {
  setSessionCookie(req, res, attemptId, new Date(now.getTime() + ATTEMPT_COOKIE_MINUTES * 60_000), now, {
    name: SIGN_IN_ATTEMPT_COOKIES[purpose],
  });
}

export function clearAttemptCookie(req: Request, res: Response, purpose: SignInPurpose): void {
  clearSessionCookie(req, res, { name: SIGN_IN_ATTEMPT_COOKIES[purpose] });
}

/** The attempt id this browser holds for `purpose`, or null. */
export function attemptIdOf(req: Request, purpose: SignInPurpose): string | null {
  const cookies = (req.cookies ?? {}) as Record<string, unknown>;
  for (const name of acceptedCookieNames(SIGN_IN_ATTEMPT_COOKIES[purpose])) {
    const value = cookies[name];
    if (typeof value === 'string' && value.length > 0 && value.length <= 128) return value;
  }
  return null;
}
