import { HttpException, HttpStatus, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import {
  IDENTITY_MESSAGES,
  TWO_FACTOR_CODE_TTL_MINUTES,
  TWO_FACTOR_MAX_ATTEMPTS,
  TWO_FACTOR_RESEND_COOLDOWN_SECONDS,
} from '@pac/contracts';
import { type PrismaClient, type TwoFactorChallenge, type User } from '@pac/db';
import { PRISMA } from '@pac/server-kit';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { CLOCK, type Clock } from '../common/clock.js';
import { IdentityMail } from '../common/identity-mail.js';
import { EMAIL_LIMITS, tooManyRequests } from '../common/rate-limits.js';
import { EmailRateLimiter } from '../common/email-rate-limiter.js';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config/identity.config.js';

/** A resent code is one of at most this many per sign-in; then the user signs in again. */
const MAX_SENDS_PER_CHALLENGE = 5;

export const TWO_FACTOR_MESSAGES = {
  invalid: IDENTITY_MESSAGES.verificationFailedDefault,
  expired: 'This verification code has expired. Please request a new code.',
  exhausted: 'Too many incorrect codes. Please sign in again to get a new code.',
  noPendingSignIn: 'No sign-in is waiting for a code. Please sign in again.',
  cooldown: (seconds: number) => `Please wait ${seconds} seconds before requesting a new code.`,
  tooManyCodes: 'Too many codes requested. Please sign in again later.',
} as const;

export type CodeCheck =
  | { ok: true; user: User }
  | { ok: false; reason: 'invalid_code' | 'code_expired' | 'code_attempts_exceeded'; user: User | null };

/**
 * Email sign-in codes: 6 digits from a CSPRNG, stored as an HMAC keyed with the server secret (a plain hash of
 * a 6-digit number is reversed by trying all million), valid 10 minutes, single use, one live code per account
 * (a new sign-in voids the previous), void after 5 wrong tries, resent at most every 60 seconds.
 */
@Injectable()
export class TwoFactorCodes {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    private readonly mail: IdentityMail,
    private readonly emailLimits: EmailRateLimiter,
  ) {}

  /** A new challenge bound to this sign-in (voiding older ones), and its code emailed. */
  async issue(user: User, ip: string | null): Promise<void> {
    this.mail.assertCanSend();
    await this.emailLimits.consume(
      'code-emails',
      user.emailNormalized,
      EMAIL_LIMITS.codeEmails,
      TWO_FACTOR_MESSAGES.tooManyCodes,
    );
    const now = this.clock.now();
    const code = this.newCode();
    await this.prisma.$transaction([
      this.prisma.twoFactorChallenge.updateMany({
        where: { userId: user.id, consumedAt: null },
        data: { consumedAt: now },
      }),
      this.prisma.twoFactorChallenge.create({
        data: {
          userId: user.id,
          codeHash: this.hash(code),
          ip,
          createdAt: now,
          lastSentAt: now,
          expiresAt: this.expiryFrom(now),
        },
      }),
    ]);
    await this.mail.sendSignInCode(user, code);
  }

  /** Checks a code against the account's live challenge; a right code is consumed at once (single use). */
  async check(user: User | null, code: string): Promise<CodeCheck> {
    const challenge = user ? await this.liveChallenge(user.id) : null;
    if (!user || !challenge) return { ok: false, reason: 'invalid_code', user };
    const now = this.clock.now();
    if (challenge.attempts >= TWO_FACTOR_MAX_ATTEMPTS)
      return { ok: false, reason: 'code_attempts_exceeded', user };
    if (challenge.expiresAt <= now) return { ok: false, reason: 'code_expired', user };
    if (this.matches(challenge.codeHash, code)) {
      // Conditional update: of two requests with the right code, only one consumes it.
      const consumed = await this.prisma.twoFactorChallenge.updateMany({
        where: { id: challenge.id, consumedAt: null, attempts: { lt: TWO_FACTOR_MAX_ATTEMPTS } },
        data: { consumedAt: now },
      });
      if (consumed.count === 1) return { ok: true, user };
      return { ok: false, reason: 'invalid_code', user };
    }
    const counted = await this.prisma.twoFactorChallenge.update({
      where: { id: challenge.id },
      data: { attempts: { increment: 1 } },
      select: { attempts: true },
    });
    return {
      ok: false,
      reason: counted.attempts >= TWO_FACTOR_MAX_ATTEMPTS ? 'code_attempts_exceeded' : 'invalid_code',
      user,
    };
  }

  /** Emails a fresh code for the live challenge; refused within 60 s of the last one. */
  async resend(user: User | null): Promise<void> {
    const challenge = user ? await this.liveChallenge(user.id) : null;
    if (
      !user ||
      !challenge ||
      challenge.attempts >= TWO_FACTOR_MAX_ATTEMPTS ||
      challenge.sendCount >= MAX_SENDS_PER_CHALLENGE
    ) {
      throw new HttpException(TWO_FACTOR_MESSAGES.noPendingSignIn, HttpStatus.BAD_REQUEST);
    }
    const now = this.clock.now();
    const cooldownEnds = challenge.lastSentAt.getTime() + TWO_FACTOR_RESEND_COOLDOWN_SECONDS * 1000;
    if (cooldownEnds > now.getTime()) {
      throw tooManyRequests(TWO_FACTOR_MESSAGES.cooldown(Math.ceil((cooldownEnds - now.getTime()) / 1000)));
    }
    this.mail.assertCanSend();
    await this.emailLimits.consume(
      'code-emails',
      user.emailNormalized,
      EMAIL_LIMITS.codeEmails,
      TWO_FACTOR_MESSAGES.tooManyCodes,
    );
    const code = this.newCode();
    // Conditional on lastSentAt, so two resends racing past the check above send one code.
    const updated = await this.prisma.twoFactorChallenge.updateMany({
      where: { id: challenge.id, consumedAt: null, lastSentAt: challenge.lastSentAt },
      data: {
        codeHash: this.hash(code),
        lastSentAt: now,
        expiresAt: this.expiryFrom(now),
        sendCount: { increment: 1 },
      },
    });
    if (updated.count !== 1)
      throw tooManyRequests(TWO_FACTOR_MESSAGES.cooldown(TWO_FACTOR_RESEND_COOLDOWN_SECONDS));
    await this.mail.sendSignInCode(user, code);
  }

  /** The failure as the client sees it. */
  static failure(reason: Exclude<CodeCheck, { ok: true }>['reason']): HttpException {
    if (reason === 'code_expired') return new UnauthorizedException(TWO_FACTOR_MESSAGES.expired);
    if (reason === 'code_attempts_exceeded') return tooManyRequests(TWO_FACTOR_MESSAGES.exhausted);
    return new UnauthorizedException(TWO_FACTOR_MESSAGES.invalid);
  }

  private liveChallenge(userId: string): Promise<TwoFactorChallenge | null> {
    return this.prisma.twoFactorChallenge.findFirst({
      where: { userId, consumedAt: null },
      orderBy: { createdAt: 'desc' },
    });
  }

  private newCode(): string {
    return String(randomInt(0, 1_000_000)).padStart(6, '0');
  }

  private expiryFrom(now: Date): Date {
    return new Date(now.getTime() + TWO_FACTOR_CODE_TTL_MINUTES * 60_000);
  }

  private hash(code: string): string {
    return createHmac('sha256', this.config.JWT_SECRET).update(`two-factor-code:${code}`).digest('hex');
  }

  private matches(stored: string, code: string): boolean {
    const expected = Buffer.from(stored, 'hex');
    const actual = Buffer.from(this.hash(code), 'hex');
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }
}
