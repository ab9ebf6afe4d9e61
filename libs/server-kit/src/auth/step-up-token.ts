import { ADMIN_STEP_UP_COOKIE, ADMIN_STEP_UP_PROOF_MINUTES } from '@pac/contracts';
import { type Request } from 'express';
import jwt from 'jsonwebtoken';
import { sessionSigningKey, SESSION_TOKEN_ALGORITHMS, SESSION_TOKEN_ISSUER } from './session-token.js';

/**
 * Step-up proofs: identity signs one after a fresh emailed code; the admin service asks for it before a
 * security-relevant setting changes. Its own audience, so it is never taken as a session (nor a session as a proof),
 * and it names the admin and the admin portal session it was asked from, so it is good for that session alone.
 */
export const STEP_UP_TOKEN_AUDIENCE = 'pac-admin-step-up';
/** On https the cookie is `__Secure-` prefixed: `__Host-` would force Path=/, and the proof is scoped to settings. */
export const SECURE_COOKIE_PREFIX = '__Secure-';

export function signStepUpProof(
  secret: string,
  input: { userId: string; sessionId: string; issuedAt: Date },
): { token: string; expiresAt: Date } {
  const iat = Math.floor(input.issuedAt.getTime() / 1000);
  const exp = iat + ADMIN_STEP_UP_PROOF_MINUTES * 60;
  const token = jwt.sign({ sid: input.sessionId, iat, exp }, sessionSigningKey(secret), {
    algorithm: 'HS256',
    subject: input.userId,
    issuer: SESSION_TOKEN_ISSUER,
    audience: STEP_UP_TOKEN_AUDIENCE,
  });
  return { token, expiresAt: new Date(exp * 1000) };
}

/** Whether `token` is a live proof of this admin's this session (bad signature, expired, another session: false). */
export function verifyStepUpProof(
  secret: string,
  token: string,
  expected: { userId: string; sessionId: string },
  now: Date = new Date(),
): boolean {
  try {
    const claims = jwt.verify(token, sessionSigningKey(secret), {
      algorithms: SESSION_TOKEN_ALGORITHMS,
      issuer: SESSION_TOKEN_ISSUER,
      audience: STEP_UP_TOKEN_AUDIENCE,
      clockTimestamp: Math.floor(now.getTime() / 1000),
    });
    return typeof claims === 'object' && claims.sub === expected.userId && claims.sid === expected.sessionId;
  } catch {
    return false;
  }
}

/** The proof a request carries: the cookie (browsers), under either name, else the `X-Step-Up` header. */
export function stepUpProofOf(req: Request): string | null {
  const cookies = (req.cookies ?? {}) as Record<string, unknown>;
  for (const name of [`${SECURE_COOKIE_PREFIX}${ADMIN_STEP_UP_COOKIE}`, ADMIN_STEP_UP_COOKIE]) {
    const value = cookies[name];
    if (typeof value === 'string' && value.length > 0 && value.length <= 2048) return value;
  }
  const header = req.get('x-step-up')?.trim();
  return header && header.length <= 2048 ? header : null;
}
