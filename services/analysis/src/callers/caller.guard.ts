import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { SESSION_COOKIE } from '@pac/contracts';
import { SessionAuthGuard, sessionTokenSource, type AuthenticatedUser } from '@pac/server-kit/auth';
import { type Request } from 'express';
import { looksLikeApiKey } from '../api-keys/api-key-secret.js';
import { ApiKeysService } from '../api-keys/api-keys.service.js';

type CallerRequest = Request & { user?: AuthenticatedUser };

const bearerOf = (req: Request) => /^Bearer (\S+)$/i.exec(req.get('authorization') ?? '')?.[1];

/**
 * `@UseGuards(CallerGuard)`: an Executive's API key (`Authorization: Bearer pac_live_…`) or a live session, as
 * SessionAuthGuard accepts it (cookie mutations from allowed origins only); else 401. `@CurrentUser()` is the owner.
 */
@Injectable()
export class CallerGuard implements CanActivate {
  constructor(
    private readonly sessions: SessionAuthGuard,
    private readonly apiKeys: ApiKeysService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<CallerRequest>();
    const bearer = bearerOf(req);
    if (bearer && looksLikeApiKey(bearer)) {
      req.user = await this.apiKeys.authenticate(bearer);
      return true;
    }
    return this.sessions.canActivate(context);
  }
}

/**
 * For endpoints open to visitors (calculate): no credentials means an anonymous caller; a bearer token or key must
 * be valid (401 otherwise); a session cookie that no longer works is ignored, so a visitor with a stale cookie is
 * simply anonymous.
 */
@Injectable()
export class OptionalCallerGuard implements CanActivate {
  constructor(private readonly callers: CallerGuard) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<CallerRequest>();
    const source = sessionTokenSource(req, [SESSION_COOKIE]);
    if (!source) return true;
    if (source.source === 'bearer') return this.callers.canActivate(context);
    try {
      return await this.callers.canActivate(context);
    } catch {
      req.user = undefined;
      return true;
    }
  }
}
