import { createHash, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';

/** Who issues session tokens and who they are for; every verifying service checks both. */
export const SESSION_TOKEN_ISSUER = 'pac-identity';
export const SESSION_TOKEN_AUDIENCE = 'pac-platform';
/**
 * Admin portal sessions are signed for another audience: site guards never take one, and AdminGuard takes nothing
 * else, so a site session of an admin account (72 h, no idle limit) does not open the admin API.
 */
export const ADMIN_SESSION_TOKEN_AUDIENCE = 'pac-admin';
/** Which front door a session was opened through. */
export type SessionPortal = 'site' | 'admin';
export const sessionTokenAudience = (portal: SessionPortal): string =>
  portal === 'admin' ? ADMIN_SESSION_TOKEN_AUDIENCE : SESSION_TOKEN_AUDIENCE;
export const portalOfAudience = (audience: unknown): SessionPortal | null =>
  audience === ADMIN_SESSION_TOKEN_AUDIENCE ? 'admin' : audience === SESSION_TOKEN_AUDIENCE ? 'site' : null;
/** The only algorithm accepted anywhere: a token saying `none`, RS256 or anything else is refused. */
export const SESSION_TOKEN_ALGORITHMS: ['HS256'] = ['HS256'];

export type SessionRole = 'user' | 'admin';

/** Claims of a session JWT. `jti` is random; `sessions.token_hash` stores its SHA-256, never the jti itself. */
export interface SessionTokenClaims {
  sub: string;
  jti: string;
  role: SessionRole;
  iss: string;
  aud: string;
  iat: number;
  exp: number;
}

const signingKeys = new Map<string, KeyObject>();

/**
 * JWT_SECRET as an HMAC key object, made once per secret. Given a string, jsonwebtoken first tries to read it as a
 * PEM key and throws, on every sign and verify; that failed parse was the largest cost of a session check.
 */
export function sessionSigningKey(secret: string): KeyObject {
  let key = signingKeys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret));
    signingKeys.set(secret, key);
  }
  return key;
}

/** SHA-256 (hex) of a random secret (session jti, reset token): what the database keeps. */
export const sha256Hex = (value: string): string => createHash('sha256').update(value).digest('hex');

/** A fresh 256-bit random identifier, URL-safe. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

export interface IssueSessionTokenInput {
  userId: string;
  role: SessionRole;
  /** The session's jti (its SHA-256 is the `sessions.token_hash` of the row created with it). */
  jti: string;
  issuedAt: Date;
  expiresAt: Date;
  /** Default 'site'. */
  portal?: SessionPortal;
}

/** Signs a session token (HS256, issuer, audience, expiry). Only identity issues these. */
export function signSessionToken(secret: string, input: IssueSessionTokenInput): string {
  const iat = Math.floor(input.issuedAt.getTime() / 1000);
  const exp = Math.floor(input.expiresAt.getTime() / 1000);
  return jwt.sign({ role: input.role, iat, exp }, sessionSigningKey(secret), {
    algorithm: 'HS256',
    subject: input.userId,
    jwtid: input.jti,
    issuer: SESSION_TOKEN_ISSUER,
    audience: sessionTokenAudience(input.portal ?? 'site'),
  });
}

/**
 * Renewal tokens: what identity hands an account whose plan has expired (login answer `renew_token`), so its owner
 * can pay without a session. Same secret and issuer, another audience, so they are never accepted as a session.
 */
export const RENEWAL_TOKEN_AUDIENCE = 'pac-checkout';
export const RENEWAL_TOKEN_MINUTES = 15;

export function signRenewalToken(secret: string, input: { userId: string; issuedAt: Date }): string {
  const iat = Math.floor(input.issuedAt.getTime() / 1000);
  return jwt.sign(
    { purpose: 'renew', iat, exp: iat + RENEWAL_TOKEN_MINUTES * 60 },
    sessionSigningKey(secret),
    {
      algorithm: 'HS256',
      subject: input.userId,
      issuer: SESSION_TOKEN_ISSUER,
      audience: RENEWAL_TOKEN_AUDIENCE,
    },
  );
}

/** The user id of a valid renewal token, else null (bad signature, other algorithm, expired, not a renewal). */
export function verifyRenewalToken(secret: string, token: string): string | null {
  try {
    const claims = jwt.verify(token, sessionSigningKey(secret), {
      algorithms: SESSION_TOKEN_ALGORITHMS,
      issuer: SESSION_TOKEN_ISSUER,
      audience: RENEWAL_TOKEN_AUDIENCE,
    });
    if (typeof claims !== 'object' || claims.purpose !== 'renew' || typeof claims.sub !== 'string')
      return null;
    return claims.sub;
  } catch {
    return null;
  }
}
