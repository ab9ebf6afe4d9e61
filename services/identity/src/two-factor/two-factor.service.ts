import { Inject, Injectable, Logger } from '@nestjs/common';
import { normalizeEmail, type PrismaClient, type User } from '@pac/db';
import { PRISMA, SessionRegistry, type OpenedSession } from '@pac/server-kit';
import { CLOCK, type Clock } from '../common/clock.js';
import { IdentityMail } from '../common/identity-mail.js';
import { recordAuditEvent, recordLoginAttempt, type RequestOrigin } from '../common/records.js';
import { SecuritySettingsReader } from '../common/security-settings.js';
import { TwoFactorCodes } from './two-factor-codes.js';

/** Code step of sign-in: a right code opens the session; every outcome is recorded. */
@Injectable()
export class TwoFactorService {
  private readonly logger = new Logger('TwoFactor');

  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly codes: TwoFactorCodes,
    private readonly sessions: SessionRegistry,
    private readonly settings: SecuritySettingsReader,
    private readonly mail: IdentityMail,
  ) {}

  async verify(
    emailInput: string,
    code: string,
    origin: RequestOrigin,
  ): Promise<{ user: User; session: OpenedSession }> {
    const email = normalizeEmail(emailInput);
    const found = await this.prisma.user.findUnique({ where: { emailNormalized: email } });
    const result = await this.codes.check(found, code);
    const now = this.clock.now();
    if (!result.ok) {
      await recordLoginAttempt(this.prisma, {
        email,
        userId: found?.id ?? null,
        origin,
        at: now,
        failure: result.reason,
      });
      throw TwoFactorCodes.failure(result.reason);
    }
    const { sessionTimeoutHours } = await this.settings.read();
    // Independent writes go out together instead of one round trip after another: the session and the account
    // first, then (only once the session is open) the records and the notice.
    const [session, user] = await Promise.all([
      this.sessions.open({
        userId: result.user.id,
        role: result.user.role,
        ttlHours: sessionTimeoutHours,
        ip: origin.ip,
        userAgent: origin.userAgent,
      }),
      this.prisma.user.update({
        where: { id: result.user.id },
        data: { lastLoginAt: now, failedLoginCount: 0, lockoutCount: 0, lockedUntil: null },
      }),
    ]);
    await Promise.all([
      recordLoginAttempt(this.prisma, { email, userId: user.id, origin, at: now }),
      recordAuditEvent(this.prisma, {
        kind: 'user.signed_in',
        description: `User signed in: ${user.email}`,
        actorId: user.id,
        at: now,
        metadata: { ip: origin.ip },
      }),
      // The session is open either way; a queue outage must not turn a good sign-in into an error.
      this.mail.sendNewSignInNotice(user, { at: now, ...origin }).catch((error: Error) => {
        this.logger.warn(`New sign-in notice not queued: ${error.message}`);
      }),
    ]);
    return { user, session };
  }

  async resend(emailInput: string): Promise<void> {
    const user = await this.prisma.user.findUnique({
      where: { emailNormalized: normalizeEmail(emailInput) },
    });
    await this.codes.resend(user);
  }
}
