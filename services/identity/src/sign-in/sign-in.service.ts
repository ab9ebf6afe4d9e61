import { ForbiddenException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { IDENTITY_MESSAGES, type ApiErrorResponse, type LoginRequest } from '@pac/contracts';
import { hashPassword, normalizeEmail, verifyPassword, type PrismaClient, type User } from '@pac/db';
import { PRISMA } from '@pac/server-kit';
import { EmailVerification } from '../accounts/email-verification.service.js';
import { CLOCK, type Clock } from '../common/clock.js';
import { type RequestOrigin, type SignInFailure } from '../common/records.js';
import { SignInLocks } from '../common/sign-in-locks.js';
import { TwoFactorCodes } from '../two-factor/two-factor-codes.js';
import { type SignInPurpose } from '../two-factor/sign-in-attempt.js';

export { LOCKOUT_BASE_MINUTES, lockedMessage, lockoutMinutes } from '../common/sign-in-locks.js';

/** Verified against when no account matches, so an unknown email costs the same time as a wrong password. */
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('decoy password never used by anyone'));

/** A plan whose time has run out (billing sets the status; a passed end date counts too). Admins never expire. */
export const planHasExpired = (user: User, now: Date) =>
  user.role !== 'admin' &&
  (user.planStatus === 'expired' || (user.planExpiresAt !== null && user.planExpiresAt <= now));

/** Thrown for an expired plan, with code SUBSCRIPTION_EXPIRED, the plan, and a renewal token. */
export class SubscriptionExpiredException extends ForbiddenException {
  constructor(readonly body: ApiErrorResponse) {
    super(body.error);
  }
}

/** The front door of a sign-in: the site, or the admin portal (same engine, its own cookie and session). */
export type SignInPortal = SignInPurpose;

@Injectable()
export class SignInService {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly locks: SignInLocks,
    private readonly codes: TwoFactorCodes,
    private readonly emailVerification: EmailVerification,
  ) {}

  /**
   * Password step, the same for both portals. A right password never yields a session, nor anything else about the
   * account (its plan, its role): it emails a code (2FA is mandatory) and returns the new attempt's id for its
   * cookie. Wrong credentials get one answer whether or not the email exists; repeated failures lock this email
   * for this address (SignInLocks).
   */
  async checkPassword(request: LoginRequest, origin: RequestOrigin, portal: SignInPortal): Promise<string> {
    const email = normalizeEmail(request.email);
    const now = this.clock.now();
    const step = { email, origin, at: now, adminPortal: portal === 'admin' };
    // The account, the lock and the settings are read in one round, not one after another.
    const [user, inspection] = await Promise.all([
      this.prisma.user.findUnique({ where: { emailNormalized: email } }),
      this.locks.inspect(email, origin, now),
    ]);
    const { record, settings } = await this.locks.beginStep(step, user?.id ?? null, inspection);
    const fail = (failure: SignInFailure) => record(user?.id ?? null, failure);
    const passwordOk = user
      ? await verifyPassword(user.passwordHash, request.password)
      : (await verifyPassword(await decoy(), request.password), false);
    if (!user || !passwordOk) {
      await fail(user ? 'wrong_password' : 'unknown_email');
      throw new UnauthorizedException(IDENTITY_MESSAGES.invalidCredentials);
    }
    await this.emailVerification.assertMaySignIn(user, settings); // issue 18: unconfirmed accounts, when the admin says so
    return this.codes.issue(user, origin.ip, portal);
  }
}
