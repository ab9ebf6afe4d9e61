import { SESSION_COOKIE, acceptedCookieNames } from '@pac/contracts';
import { type Request } from 'express';
import { ExtractJwt, Strategy, type JwtFromRequestFunction, type VerifiedCallback } from 'passport-jwt';
import { type AuthModuleOptions } from './auth-options.js';
import { type AuthenticatedUser, type SessionRegistry } from './session-registry.js';
import {
  ADMIN_SESSION_TOKEN_AUDIENCE,
  portalOfAudience,
  sessionSigningKey,
  SESSION_TOKEN_ALGORITHMS,
  SESSION_TOKEN_AUDIENCE,
  SESSION_TOKEN_ISSUER,
  type SessionTokenClaims,
} from './session-token.js';

/** Where the token was found; the origin check applies only to cookie-authenticated mutations. */
export type TokenSource = 'bearer' | 'cookie';

const fromBearer = ExtractJwt.fromAuthHeaderAsBearerToken();

export function sessionTokenSource(
  req: Request,
  cookieNames: readonly string[],
): { token: string; source: TokenSource } | null {
  const bearer = fromBearer(req);
  if (bearer) return { token: bearer, source: 'bearer' };
  const cookies = (req.cookies ?? {}) as Record<string, unknown>;
  // Each name under its `__Host-` form (https deployments) first, then as it is (plain http on localhost).
  for (const name of cookieNames) {
    for (const candidate of acceptedCookieNames(name)) {
      const value = cookies[candidate];
      if (typeof value === 'string' && value.length > 0) return { token: value, source: 'cookie' };
    }
  }
  return null;
}

export type SessionFailure = 'missing' | 'invalid' | 'ended';

/**
 * passport-jwt with an algorithm allow-list (HS256 only, so `alg: none` and key-confusion tokens fail),
 * issuer, audience and expiry checks, then the server-side session check (revocation) in SessionRegistry.
 */
export function createSessionStrategy(options: AuthModuleOptions, sessions: SessionRegistry): Strategy {
  const cookieNames = options.cookieNames ?? [SESSION_COOKIE];
  const jwtFromRequest: JwtFromRequestFunction<Request> = (req) =>
    sessionTokenSource(req, cookieNames)?.token ?? null;
  return new Strategy(
    {
      jwtFromRequest,
      // passport-jwt hands this to jsonwebtoken as it is; its types only name strings and buffers.
      secretOrKey: sessionSigningKey(options.jwtSecret) as unknown as string,
      algorithms: SESSION_TOKEN_ALGORITHMS,
      issuer: SESSION_TOKEN_ISSUER,
      // Site and admin portal sessions; the guards then take only their own portal's (AuthenticatedUser.portal).
      audience: [SESSION_TOKEN_AUDIENCE, ADMIN_SESSION_TOKEN_AUDIENCE],
      ignoreExpiration: false,
    },
    (payload: Partial<SessionTokenClaims>, done: VerifiedCallback) => {
      if (typeof payload.jti !== 'string' || typeof payload.sub !== 'string') {
        done(null, false, 'invalid');
        return;
      }
      const portal = portalOfAudience(payload.aud);
      sessions.check(payload.jti).then(
        (user) =>
          user && user.id === payload.sub && user.portal === portal
            ? done(null, user)
            : done(null, false, 'ended'),
        (error: unknown) => done(error, false),
      );
    },
  );
}

export type StrategyOutcome =
  { kind: 'success'; user: AuthenticatedUser } | { kind: 'failure'; reason: SessionFailure };

/**
 * Runs the strategy for one request without passport's global registry, so two Nest apps in one process (tests)
 * or two secrets never share a strategy. Same contract passport itself gives strategies: success/fail/error.
 */
export function authenticateWith(strategy: Strategy, req: Request): Promise<StrategyOutcome> {
  return new Promise((resolve, reject) => {
    const attempt = Object.create(strategy) as Strategy & {
      success: (user: AuthenticatedUser) => void;
      fail: (info?: unknown) => void;
      error: (error: unknown) => void;
      pass: () => void;
      redirect: () => void;
    };
    attempt.success = (user) => resolve({ kind: 'success', user });
    attempt.fail = (info) => resolve({ kind: 'failure', reason: failureReason(info) });
    attempt.error = (error) => reject(error instanceof Error ? error : new Error(String(error)));
    attempt.pass = () => resolve({ kind: 'failure', reason: 'missing' });
    attempt.redirect = () => resolve({ kind: 'failure', reason: 'invalid' });
    attempt.authenticate(req, {});
  });
}

function failureReason(info: unknown): SessionFailure {
  if (info === 'ended') return 'ended';
  if (info instanceof Error) {
    if (info.name === 'TokenExpiredError') return 'ended';
    if (info.message === 'No auth token') return 'missing';
  }
  return 'invalid';
}
