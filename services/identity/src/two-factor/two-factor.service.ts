import { ForbiddenException, Inject, Injectable, Logger } from '@nestjs/common';
import {
  ADMIN_SESSION_IDLE_MINUTES,
  ADMIN_SESSION_MAX_HOURS,
  IDENTITY_MESSAGES,
  SUBSCRIPTION_EXPIRED_CODE,
  planDisplayName,
} from '@pac/contracts';
import { normalizeEmail, type PrismaClient, type User } from '@pac/db';
import { PRISMA, SessionRegistry, signRenewalToken, type OpenedSession } from '@pac/server-kit';
import { CLOCK, type Clock } from '../common/clock.js';
import { IdentityMail } from '../common/identity-mail.js';
import { recordAuditEvent, type RequestOrigin } from '../common/records.js';
import { SecuritySettingsReader } from '../common/security-settings.js';
import { SignInLocks } from '../common/sign-in-locks.js';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config/identity.config.js';
import {
  SubscriptionExpiredException,
  planHasExpired,
  type SignInPortal,
} from '../sign-in/sign-in.service.js';
import { TwoFactorCodes } from './two-factor-codes.js';

/**
 * Code step of sign-in, for both portals: a right code of this attempt opens the session; every outcome is
 * recorded. What the account is (expired plan, not an admin) is told only here, after the code, so a password alone
 * reveals nothing.
 */
@Injectable()
export class TwoFactorService {
  private readonly logger = new Logger('TwoFactor');

  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    private readonly codes: TwoFactorCodes,
    private readonly sessions: SessionRegistry,
    private readonly settings: SecuritySettingsReader,
    private readonly locks: SignInLocks,
    private readonly mail: IdentityMail,
  ) {}

  async verify(
    attemptId: string | null,
    emailInput: string,
    code: string,
    origin: RequestOrigin,
    portal: SignInPortal,
  ): Promise<{ user: User; session: OpenedSession }> {
    const email = normalizeEmail(emailInput);
    const now = this.clock.now();
    // Who the account is is known only after the code, so a lock's refusal is recorded without one.
    const record = await this.locks.beginStep(
      { email, origin, at: now, adminPortal: portal === 'admin' },
      null,
    );
    const result = await this.codes.check(attemptId, email, code, portal);
    if (!result.ok) {
      await record(result.user?.id ?? null, result.reason);
      throw TwoFactorCodes.failure(result.reason);
    }
    const found = result.user;
    if (portal === 'admin' && found.role !== 'admin') {
      await record(found.id, 'not_admin');
      throw new ForbiddenException(IDENTITY_MESSAGES.adminAccessDenied);
    }
    if (portal === 'site' && planHasExpired(found, now)) {
      await record(found.id, 'subscription_expired');
      throw new SubscriptionExpiredException({
        success: false,
        error: IDENTITY_MESSAGES.subscriptionExpired(planDisplayName(found.plan)),
        code: SUBSCRIPTION_EXPIRED_CODE,
        plan: found.plan,
        renew_token: signRenewalToken(this.config.JWT_SECRET, { userId: found.id, issuedAt: new Date() }),
      });
    }

    const { sessionTimeoutHours } = await this.settings.read();
    // Independent writes go out together instead of one round trip after another: the session and the account
    // first, then (only once the session is open) the records and the notice.
    const [session, user] = await Promise.all([
      this.sessions.open({
        userId: found.id,
        role: found.role,
        ip: origin.ip,
        userAgent: origin.userAgent,
        ...(portal === 'admin'
          ? {
              portal: 'admin',
              ttlHours: Math.min(sessionTimeoutHours, ADMIN_SESSION_MAX_HOURS),
              idleTimeoutSeconds: ADMIN_SESSION_IDLE_MINUTES * 60,
            }
          : { ttlHours: sessionTimeoutHours }),
      }),
      this.prisma.user.update({ where: { id: found.id }, data: { lastLoginAt: now } }),
    ]);
    await Promise.all([
      record(user.id),
      recordAuditEvent(this.prisma, {
        kind: portal === 'admin' ? 'admin.signed_in' : 'user.signed_in',
        description: `${portal === 'admin' ? 'Admin' : 'User'} signed in: ${user.email}`,
        actorId: user.id,
        at: now,
        metadata: { ip: origin.ip },
      }),
      // The session is open either way; a queue outage must not turn a good sign-in into an error.
      portal === 'site'
        ? this.mail.sendNewSignInNotice(user, { at: now, ...origin }).catch((error: Error) => {
            this.logger.warn(`New sign-in notice not queued: ${error.message}`);
          })
        : undefined,
    ]);
    return { user, session };
  }

  resend(attemptId: string | null, email: string, portal: SignInPortal): Promise<void> {
    return this.codes.resend(attemptId, normalizeEmail(email), portal);
  }
}
