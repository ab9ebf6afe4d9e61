import {
  ForbiddenException,
  Inject,
  Injectable,
  UnauthorizedException,
  createParamDecorator,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { IDENTITY_MESSAGES, SESSION_COOKIE } from '@pac/contracts';
import { type Request } from 'express';
import { type Strategy } from 'passport-jwt';
import { AUTH_OPTIONS, type AuthModuleOptions } from './auth-options.js';
import { isAllowedOrigin, isSafeMethod } from './origin-check.js';
import { authenticateWith, sessionTokenSource } from './session-strategy.js';
import { SessionRegistry, type AuthenticatedUser } from './session-registry.js';
import { verifyRenewalToken } from './session-token.js';

/** Injection token of the configured passport-jwt session strategy. */
export const SESSION_STRATEGY = Symbol('SESSION_STRATEGY');

type AuthenticatedRequest = Request & { user?: AuthenticatedUser };

/**
 * 403 for a mutation whose session came in one of `cookieNames` from an Origin that is not allowed: another site's
 * form carries the user's cookie along, never a bearer token.
 */
export function refuseForeignCookieOrigin(
  req: Request,
  cookieNames: readonly string[],
  allowedOrigins: readonly string[] = [],
): void {
  const source = sessionTokenSource(req, cookieNames)?.source;
  if (source === 'cookie' && !isSafeMethod(req.method) && !isAllowedOrigin(req, allowedOrigins)) {
    throw new ForbiddenException(IDENTITY_MESSAGES.originRefused);
  }
}

/**
 * `@UseGuards(SessionAuthGuard)`: a live site session from `Authorization: Bearer` or the session cookie, else 401
 * (an admin portal session is not one). Cookie-authenticated mutations (POST, PUT, PATCH, DELETE) must also come
 * from an allowed Origin, else 403.
 */
@Injectable()
export class SessionAuthGuard implements CanActivate {
  constructor(
    @Inject(SESSION_STRATEGY) private readonly strategy: Strategy,
    @Inject(AUTH_OPTIONS) private readonly options: AuthModuleOptions,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const user = await this.authenticate(context);
    if (user.portal !== 'site') throw new UnauthorizedException(IDENTITY_MESSAGES.signInRequired);
    return true;
  }

  /** A live session of either portal (the guards built on this one decide which they take). */
  async authenticate(context: ExecutionContext): Promise<AuthenticatedUser> {
    const req = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const outcome = await authenticateWith(this.strategy, req);
    if (outcome.kind === 'failure') {
      throw new UnauthorizedException(
        outcome.reason === 'missing' ? IDENTITY_MESSAGES.signInRequired : IDENTITY_MESSAGES.sessionEnded,
      );
    }
    refuseForeignCookieOrigin(req, this.options.cookieNames ?? [SESSION_COOKIE], this.options.allowedOrigins);
    req.user = outcome.user;
    return outcome.user;
  }
}

/**
 * `@UseGuards(AdminGuard)`: signed in (401 otherwise) through the admin portal with role admin (403 for everyone
 * else, a site session of an admin account included: admin portal sessions are short and end when idle).
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(private readonly sessions: SessionAuthGuard) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const user = await this.sessions.authenticate(context);
    if (user.role !== 'admin' || user.portal !== 'admin')
      throw new ForbiddenException(IDENTITY_MESSAGES.adminAccessDenied);
    return true;
  }
}

/**
 * For checkout only: a live session as SessionAuthGuard accepts it, or else a renewal token (login answer
 * `renew_token` of an expired plan) as `Authorization: Bearer`; then `user.renewalOnly` is true.
 */
@Injectable()
export class CheckoutAccessGuard implements CanActivate {
  constructor(
    private readonly sessions: SessionAuthGuard,
    private readonly registry: SessionRegistry,
    @Inject(AUTH_OPTIONS) private readonly options: AuthModuleOptions,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    try {
      return await this.sessions.canActivate(context);
    } catch (error) {
      if (!(error instanceof UnauthorizedException)) throw error;
      const req = context.switchToHttp().getRequest<AuthenticatedRequest>();
      const bearer = /^Bearer (.+)$/i.exec(req.get('authorization') ?? '')?.[1];
      const userId = bearer ? verifyRenewalToken(this.options.jwtSecret, bearer) : null;
      const user = userId ? await this.registry.renewalUser(userId) : null;
      if (!user) throw error;
      req.user = user;
      return true;
    }
  }
}

/** The signed-in user of a guarded handler: `profile(@CurrentUser() user: AuthenticatedUser)`. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  const user = context.switchToHttp().getRequest<AuthenticatedRequest>().user;
  // Only reachable without a guard, which is a programming error rather than a client one.
  if (!user) throw new UnauthorizedException(IDENTITY_MESSAGES.signInRequired);
  return user;
});
