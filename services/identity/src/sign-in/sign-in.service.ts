import { ForbiddenException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import {
  IDENTITY_MESSAGES,
  SUBSCRIPTION_EXPIRED_CODE,
  planDisplayName,
  type ApiErrorResponse,
  type LoginRequest,
} from '@pac/contracts';
import { hashPassword, normalizeEmail, verifyPassword, type PrismaClient, type User } from '@pac/db';
import { PRISMA, signRenewalToken } from '@pac/server-kit';
import { EmailVerification } from '../accounts/email-verification.service.js';
import { CLOCK, type Clock } from '../common/clock.js';
import { tooManyRequests } from '../common/rate-limits.js';
import { recordLoginAttempt, type RequestOrigin, type SignInFailure } from '../common/records.js';
import { SecuritySettingsReader } from '../common/security-settings.js';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config/identity.config.js';
import { TwoFactorCodes } from '../two-factor/two-factor-codes.js';

/** First lock 5 minutes, doubling with each further lock in a row, at most a day. */
export const LOCKOUT_BASE_MINUTES = 5;
const LOCKOUT_MAX_MINUTES = 24 * 60;
export const lockoutMinutes = (previousLocks: number) =>
  Math.min(LOCKOUT_BASE_MINUTES * 2 ** previousLocks, LOCKOUT_MAX_MINUTES);

export const lockedMessage = (minutes: number) =>
  `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;

/** How far back the failures of an email without an account are replayed (a lock lasts at most a day). */
const UNKNOWN_EMAIL_LOOKBACK_MS = 2 * 24 * 60 * 60_000;

/** Verified against when no account matches, so an unknown email costs the same time as a wrong password. */
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('decoy password never used by anyone'));

/** A plan whose time has run out (billing sets the status; a passed end date counts too). Admins never expire. */
export const planHasExpired = (user: User, now: Date) =>
  user.role !== 'admin' &&
  (user.planStatus === 'expired' || (user.planExpiresAt !== null && user.planExpiresAt <= now));

/** Thrown with the body of spec section 3: code SUBSCRIPTION_EXPIRED, the plan, and a renewal token. */
export class SubscriptionExpiredException extends ForbiddenException {
  constructor(readonly body: ApiErrorResponse) {
    super(body.error);
  }
}

@Injectable()
export class SignInService {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    private readonly settings: SecuritySettingsReader,
    private readonly codes: TwoFactorCodes,
    private readonly emailVerification: EmailVerification,
  ) {}

  /**
   * Password step. A right password never yields a session: it emails a code (2FA is mandatory). Wrong
   * credentials get one answer whether or not the email exists; repeated failures lock the account.
   */
  async checkPassword(request: LoginRequest, origin: RequestOrigin): Promise<void> {
    const email = normalizeEmail(request.email);
    const user = await this.prisma.user.findUnique({ where: { emailNormalized: email } });
    const now = this.clock.now();
    const fail = async (failure: SignInFailure) =>
      recordLoginAttempt(this.prisma, { email, userId: user?.id ?? null, origin, at: now, failure });

    // An email without an account locks exactly as an account would, so a 429 never tells the two apart.
    const lockedUntil = user ? user.lockedUntil : await this.unknownEmailLockedUntil(email, now);
    if (lockedUntil && lockedUntil > now) {
      await fail('account_locked');
      throw tooManyRequests(lockedMessage(Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000)));
    }
    const passwordOk = user
      ? await verifyPassword(user.passwordHash, request.password)
      : (await verifyPassword(await decoy(), request.password), false);
    if (!user || !passwordOk) {
      await fail(user ? 'wrong_password' : 'unknown_email');
      if (user) await this.countFailure(user, now);
      throw new UnauthorizedException(IDENTITY_MESSAGES.invalidCredentials);
    }
    if (user.failedLoginCount > 0) {
      await this.prisma.user.update({ where: { id: user.id }, data: { failedLoginCount: 0 } });
    }
    if (planHasExpired(user, now)) {
      await fail('subscription_expired');
      throw new SubscriptionExpiredException({
        success: false,
        error: IDENTITY_MESSAGES.subscriptionExpired(planDisplayName(user.plan)),
        code: SUBSCRIPTION_EXPIRED_CODE,
        plan: user.plan,
        renew_token: signRenewalToken(this.config.JWT_SECRET, { userId: user.id, issuedAt: new Date() }),
      });
    }
    await this.emailVerification.assertMaySignIn(user); // issue 18: unconfirmed accounts, when the admin says so
    await this.codes.issue(user, origin.ip);
  }

  /**
   * The lock an account would be under after the failures recorded for this email (which has none): the same
   * count, the same growing intervals, replayed from login_attempts of the last two days.
   */
  private async unknownEmailLockedUntil(email: string, now: Date): Promise<Date | null> {
    const { maxLoginAttempts } = await this.settings.read();
    const recent = await this.prisma.loginAttempt.findMany({
      where: {
        email,
        userId: null,
        adminPortal: false,
        createdAt: { gt: new Date(now.getTime() - UNKNOWN_EMAIL_LOOKBACK_MS), lte: now },
      },
      orderBy: { createdAt: 'desc' },
      take: 500,
      select: { failureReason: true, createdAt: true },
    });
    let failures = 0;
    let locks = 0;
    let lockedUntil: Date | null = null;
    for (const attempt of recent.reverse()) {
      if (attempt.failureReason !== 'unknown_email' || (lockedUntil && attempt.createdAt < lockedUntil))
        continue;
      failures += 1;
      if (failures < maxLoginAttempts) continue;
      lockedUntil = new Date(attempt.createdAt.getTime() + lockoutMinutes(locks) * 60_000);
      locks += 1;
      failures = 0;
    }
    return lockedUntil;
  }

  /** One more failure; at the limit the account locks for a growing interval and the count starts again. */
  private async countFailure(user: User, now: Date): Promise<void> {
    const { maxLoginAttempts } = await this.settings.read();
    const counted = await this.prisma.user.update({
      where: { id: user.id },
      data: { failedLoginCount: { increment: 1 } },
      select: { failedLoginCount: true, lockoutCount: true },
    });
    if (counted.failedLoginCount < maxLoginAttempts) return;
    await this.prisma.user.update({
      where: { id: user.id },
      data: {
        failedLoginCount: 0,
        lockoutCount: { increment: 1 },
        lockedUntil: new Date(now.getTime() + lockoutMinutes(counted.lockoutCount) * 60_000),
      },
    });
  }
}
