import { ForbiddenException, Inject, Injectable, Logger } from '@nestjs/common';
import {
  ADMIN_SESSION_IDLE_MINUTES,
  ADMIN_SESSION_MAX_HOURS,
  IDENTITY_MESSAGES,
  SUBSCRIPTION_EXPIRED_CODE,
  planDisplayName,
} from '@pac/contracts';
import { normalizeEmail, type PrismaClient, type User } from '@pac/db';
import {
  PRISMA,
  SessionRegistry,
  signRenewalToken,
  type OpenedSession,
  type PreparedMail,
  type PreparedSessionRow,
} from '@pac/server-kit';
import { randomUUID } from 'node:crypto';
import { CLOCK, type Clock } from '../common/clock.js';
import { IdentityMail } from '../common/identity-mail.js';
import { type RequestOrigin } from '../common/records.js';
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
    const step = { email, origin, at: now, adminPortal: portal === 'admin' };
    // The lock (with the settings) and this attempt's challenge are read together; the challenge is only looked
    // at, nothing is counted, until the lock has let the step through. Who the account is is known only after the
    // code, so a lock's refusal is recorded without one.
    const [{ record, settings }, challenge] = await Promise.all([
      this.locks.beginStep(step, null),
      this.codes.find(attemptId, email, portal),
    ]);
    const opened: { session?: OpenedSession; notice?: PreparedMail | null } = {};
    const result = await this.codes.checkFound(challenge, code, async (challengeId, found) => {
      // A code that opens no session (not an admin, an expired plan) is only consumed; the refusal follows below.
      if (this.refusal(found, portal, now)) return this.codes.consume(challengeId);
      const session = this.sessions.prepare({
        userId: found.id,
        role: found.role,
        ip: origin.ip,
        userAgent: origin.userAgent,
        now,
        ...(portal === 'admin'
          ? {
              portal: 'admin',
              ttlHours: Math.min(settings.sessionTimeoutHours, ADMIN_SESSION_MAX_HOURS),
              idleTimeoutSeconds: ADMIN_SESSION_IDLE_MINUTES * 60,
            }
          : { ttlHours: settings.sessionTimeoutHours }),
      });
      const notice =
        portal === 'site' ? this.mail.prepareNewSignInNotice(found, { at: now, ...origin }) : null;
      if (!(await this.consumeAndOpen(challengeId, found, step, session.row, notice))) return false;
      opened.session = session.session;
      opened.notice = notice;
      return true;
    });
    if (!result.ok) {
      await record(result.user?.id ?? null, result.reason);
      throw TwoFactorCodes.failure(result.reason);
    }
    const found = result.user;
    const refusal = this.refusal(found, portal, now);
    if (refusal === 'not_admin') {
      await record(found.id, 'not_admin');
      throw new ForbiddenException(IDENTITY_MESSAGES.adminAccessDenied);
    }
    if (refusal === 'subscription_expired') {
      await record(found.id, 'subscription_expired');
      throw new SubscriptionExpiredException({
        success: false,
        error: IDENTITY_MESSAGES.subscriptionExpired(planDisplayName(found.plan)),
        code: SUBSCRIPTION_EXPIRED_CODE,
        plan: found.plan,
        renew_token: signRenewalToken(this.config.JWT_SECRET, { userId: found.id, issuedAt: new Date() }),
      });
    }
    const { session, notice } = opened;
    if (!session) throw new Error('A right code of a live challenge opened no session');
    // Queued without holding the answer: the session is open either way, and the notice's row is written with it,
    // so if the job never reaches Redis the email worker's reconciler queues it from the row (same job id, once).
    if (notice)
      void this.mail.enqueue(notice).catch((error: Error) => {
        this.logger.warn(`New sign-in notice not queued: ${error.message}`);
      });
    return { user: { ...found, lastLoginAt: now }, session };
  }

  /** Why a right code opens no session: an account without the admin role at the admin portal, an expired plan. */
  private refusal(user: User, portal: SignInPortal, now: Date): 'not_admin' | 'subscription_expired' | null {
    if (portal === 'admin' && user.role !== 'admin') return 'not_admin';
    if (portal === 'site' && planHasExpired(user, now)) return 'subscription_expired';
    return null;
  }

  /**
   * A right code's whole outcome in one statement (atomic, one round trip): the challenge consumed and, only if this
   * request consumed it, the session opened, the account's last sign-in, the login attempt, the audit event and the
   * new-sign-in notice's row. False when another request consumed the code first (then nothing is written).
   */
  private async consumeAndOpen(
    challengeId: string,
    user: User,
    step: { email: string; origin: RequestOrigin; at: Date; adminPortal: boolean },
    session: PreparedSessionRow,
    notice: PreparedMail | null,
  ): Promise<boolean> {
    const { at: now, origin } = step;
    const admin = step.adminPortal;
    const mail = notice?.row;
    const rows = await this.prisma.$queryRaw<{ consumed: number }[]>`
      WITH consumed AS (
        UPDATE two_factor_challenges SET consumed_at = ${now}::timestamptz
         WHERE id = ${challengeId}::uuid AND consumed_at IS NULL
        RETURNING user_id
      ), account AS (
        UPDATE users SET last_login_at = ${now}::timestamptz, updated_at = now()
         WHERE id IN (SELECT user_id FROM consumed)
      ), session AS (
        INSERT INTO sessions (id, user_id, token_hash, expires_at, ip, user_agent, created_at, portal,
                              idle_timeout_seconds, last_active_at)
        SELECT ${session.id}::uuid, user_id, ${session.tokenHash}, ${session.expiresAt}::timestamptz, ${session.ip},
               ${session.userAgent}, ${session.createdAt}::timestamptz, ${session.portal},
               ${session.idleTimeoutSeconds}::int, ${session.lastActiveAt}::timestamptz
          FROM consumed
      ), attempt AS (
        INSERT INTO login_attempts (id, email, user_id, ip, user_agent, success, failure_reason, admin_portal,
                                    created_at)
        SELECT ${randomUUID()}::uuid, ${step.email}, user_id, ${origin.ip}, ${origin.userAgent}, true, NULL,
               ${admin}, ${now}::timestamptz
          FROM consumed
      ), audit AS (
        INSERT INTO audit_events (id, actor_id, kind, description, metadata, created_at)
        SELECT ${randomUUID()}::uuid, user_id, ${admin ? 'admin.signed_in' : 'user.signed_in'},
               ${`${admin ? 'Admin' : 'User'} signed in: ${user.email}`},
               ${JSON.stringify({ ip: origin.ip })}::jsonb, ${now}::timestamptz
          FROM consumed
      ), notice AS (
        INSERT INTO email_logs (id, user_id, recipient, subject, pending_message, expires_at, updated_at)
        SELECT ${mail?.id ?? null}::uuid, user_id, ${mail?.recipient ?? null}, ${mail?.subject ?? null},
               ${mail?.pendingMessage ?? null}, ${mail?.expiresAt ?? null}::timestamptz, now()
          FROM consumed
         WHERE ${mail !== undefined}
      )
      SELECT count(*)::int AS consumed FROM consumed`;
    return rows[0]?.consumed === 1;
  }

  resend(attemptId: string | null, email: string, portal: SignInPortal): Promise<void> {
    return this.codes.resend(attemptId, normalizeEmail(email), portal);
  }
}
