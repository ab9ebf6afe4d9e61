import { HttpException, HttpStatus, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import {
  IDENTITY_MESSAGES,
  TWO_FACTOR_CODE_TTL_MINUTES,
  TWO_FACTOR_MAX_ATTEMPTS,
  TWO_FACTOR_RESEND_COOLDOWN_SECONDS,
} from '@pac/contracts';
import { type PrismaClient, type TwoFactorChallenge, type User } from '@pac/db';
import { PRISMA, sha256Hex } from '@pac/server-kit';
import { randomUUID } from 'node:crypto';
import { CLOCK, type Clock } from '../common/clock.js';
import { IdentityMail } from '../common/identity-mail.js';
import { OneTimeSecrets } from '../common/one-time-secret.js';
import { tooManyRequests } from '../common/rate-limits.js';
import { newAttemptId, type ChallengePurpose } from './sign-in-attempt.js';

/** A resent code is one of at most this many per sign-in; then the user signs in again. */
const MAX_SENDS_PER_CHALLENGE = 5;
const CODE_LIFETIME_MS = TWO_FACTOR_CODE_TTL_MINUTES * 60_000;

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

type LiveChallenge = TwoFactorChallenge & { user: User };
/** A challenge as `find` answers it, for `checkFound`. */
export type FoundChallenge = LiveChallenge;

/** 429 with the seconds left while a code sent at `lastSentAt` is within the resend cooldown. */
export function refuseWithinCooldown(lastSentAt: Date, now: Date): void {
  const cooldownEnds = lastSentAt.getTime() + TWO_FACTOR_RESEND_COOLDOWN_SECONDS * 1000;
  if (cooldownEnds > now.getTime()) {
    throw tooManyRequests(TWO_FACTOR_MESSAGES.cooldown(Math.ceil((cooldownEnds - now.getTime()) / 1000)));
  }
}

/**
 * Email sign-in codes: one-time secrets of the `code` kind (6 digits, kept as an HMAC), valid 10 minutes, single
 * use, one live code per account and purpose (a new sign-in voids the previous), resent at most every 60 seconds.
 * Each challenge belongs to the sign-in attempt that asked for it (sign-in-attempt.ts): only requests with that
 * attempt's cookie are checked against it, and at most 5 of them are ever compared, however many arrive at once.
 */
@Injectable()
export class TwoFactorCodes {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly secrets: OneTimeSecrets,
    private readonly mail: IdentityMail,
  ) {}

  /**
   * A new challenge for this attempt (voiding the account's older ones of this purpose), its code emailed. The
   * attempt id is new unless given (a step-up's attempt is the admin session that asks for it).
   */
  async issue(
    user: User,
    ip: string | null,
    purpose: ChallengePurpose,
    attemptId: string = newAttemptId(),
  ): Promise<string> {
    await this.secrets.assertMayMail(user.emailNormalized, 'codeEmails', TWO_FACTOR_MESSAGES.tooManyCodes);
    const now = this.clock.now();
    const code = this.secrets.issue('code', now, CODE_LIFETIME_MS);
    const mail = this.mail.prepareCode(purpose, user, code.secret);
    const { row } = mail;
    // One statement (atomic, one round trip): the account's older challenges of this purpose voided, the new one
    // stored, and its code mail logged.
    await this.prisma.$executeRaw`
      WITH voided AS (
        UPDATE two_factor_challenges SET consumed_at = ${now}::timestamptz
         WHERE user_id = ${user.id}::uuid AND purpose = ${purpose} AND consumed_at IS NULL
      ), challenge AS (
        INSERT INTO two_factor_challenges
               (id, user_id, code_hash, ip, purpose, attempt_hash, created_at, last_sent_at, expires_at)
        VALUES (${randomUUID()}::uuid, ${user.id}::uuid, ${code.hash}, ${ip}, ${purpose},
                ${sha256Hex(attemptId)}, ${now}::timestamptz, ${now}::timestamptz, ${code.expiresAt}::timestamptz)
      )
      INSERT INTO email_logs (id, user_id, recipient, subject, pending_message, expires_at, updated_at)
      VALUES (${row.id}::uuid, ${row.userId}::uuid, ${row.recipient}, ${row.subject}, ${row.pendingMessage},
              ${row.expiresAt}::timestamptz, now())`;
    await this.mail.enqueue(mail);
    return attemptId;
  }

  /**
   * Checks a code against the challenge of this attempt. Every try is counted before it is compared, in one
   * conditional UPDATE (attempts < 5, live, unexpired), so 20 parallel guesses compare at most 5; a right code is
   * then consumed at once (single use). Without the attempt (a stranger) nothing is counted or compared.
   */
  async check(
    attemptId: string | null,
    email: string,
    code: string,
    purpose: ChallengePurpose,
  ): Promise<CodeCheck> {
    return this.checkFound(await this.find(attemptId, email, purpose), code);
  }

  /**
   * `check` for a challenge already looked up with `find` (so the lookup can go out with the caller's other reads).
   * A right code is used by `use` (by default: consumed), which answers whether this request consumed it; the code
   * step consumes it in one statement with the session it opens.
   */
  async checkFound(
    challenge: FoundChallenge | null,
    code: string,
    use: (challengeId: string, user: User) => Promise<boolean> = (challengeId) => this.consume(challengeId),
  ): Promise<CodeCheck> {
    if (!challenge) return { ok: false, reason: 'invalid_code', user: null };
    const { user } = challenge;
    const now = this.clock.now();
    const [counted] = await this.prisma.twoFactorChallenge.updateManyAndReturn({
      where: {
        id: challenge.id,
        consumedAt: null,
        attempts: { lt: TWO_FACTOR_MAX_ATTEMPTS },
        expiresAt: { gt: now },
      },
      data: { attempts: { increment: 1 } },
      select: { attempts: true, codeHash: true },
    });
    if (!counted) {
      const current = await this.prisma.twoFactorChallenge.findUnique({ where: { id: challenge.id } });
      if (current && current.attempts >= TWO_FACTOR_MAX_ATTEMPTS)
        return { ok: false, reason: 'code_attempts_exceeded', user };
      if (current && current.expiresAt <= now) return { ok: false, reason: 'code_expired', user };
      return { ok: false, reason: 'invalid_code', user };
    }
    if (this.secrets.matches('code', counted.codeHash, code)) {
      // Of two requests with the right code, only one consumes it.
      if (await use(challenge.id, user)) return { ok: true, user };
      return { ok: false, reason: 'invalid_code', user };
    }
    return {
      ok: false,
      reason: counted.attempts >= TWO_FACTOR_MAX_ATTEMPTS ? 'code_attempts_exceeded' : 'invalid_code',
      user,
    };
  }

  /** Consumes a challenge (single use): true for the one request that did. */
  async consume(challengeId: string): Promise<boolean> {
    const consumed = await this.prisma.twoFactorChallenge.updateMany({
      where: { id: challengeId, consumedAt: null },
      data: { consumedAt: this.clock.now() },
    });
    return consumed.count === 1;
  }

  /** Emails a fresh code for this attempt's live challenge; refused within 60 s of the last one. */
  async resend(attemptId: string | null, email: string, purpose: ChallengePurpose): Promise<void> {
    const challenge = await this.liveChallenge(attemptId, email, purpose);
    if (
      !challenge ||
      challenge.attempts >= TWO_FACTOR_MAX_ATTEMPTS ||
      challenge.sendCount >= MAX_SENDS_PER_CHALLENGE
    ) {
      throw new HttpException(TWO_FACTOR_MESSAGES.noPendingSignIn, HttpStatus.BAD_REQUEST);
    }
    const { user } = challenge;
    const now = this.clock.now();
    refuseWithinCooldown(challenge.lastSentAt, now);
    await this.secrets.assertMayMail(user.emailNormalized, 'codeEmails', TWO_FACTOR_MESSAGES.tooManyCodes);
    const code = this.secrets.issue('code', now, CODE_LIFETIME_MS);
    // Conditional on lastSentAt, so two resends racing past the check above send one code.
    const updated = await this.prisma.twoFactorChallenge.updateMany({
      where: { id: challenge.id, consumedAt: null, lastSentAt: challenge.lastSentAt },
      data: {
        codeHash: code.hash,
        lastSentAt: now,
        expiresAt: code.expiresAt,
        sendCount: { increment: 1 },
      },
    });
    if (updated.count !== 1)
      throw tooManyRequests(TWO_FACTOR_MESSAGES.cooldown(TWO_FACTOR_RESEND_COOLDOWN_SECONDS));
    await this.send(user, code.secret, purpose);
  }

  /**
   * When this attempt's newest challenge of `purpose` was last emailed, and whether it can still take a resend
   * (unconsumed, tries and sends left); null without one.
   */
  async lastSend(
    attemptId: string,
    purpose: ChallengePurpose,
  ): Promise<{ lastSentAt: Date; resendable: boolean } | null> {
    const challenge = await this.prisma.twoFactorChallenge.findFirst({
      where: { attemptHash: sha256Hex(attemptId), purpose },
      orderBy: { createdAt: 'desc' },
    });
    if (!challenge) return null;
    return {
      lastSentAt: challenge.lastSentAt,
      resendable:
        challenge.consumedAt === null &&
        challenge.attempts < TWO_FACTOR_MAX_ATTEMPTS &&
        challenge.sendCount < MAX_SENDS_PER_CHALLENGE &&
        challenge.expiresAt > this.clock.now(),
    };
  }

  /** The failure as the client sees it. */
  static failure(reason: Exclude<CodeCheck, { ok: true }>['reason']): HttpException {
    if (reason === 'code_expired') return new UnauthorizedException(TWO_FACTOR_MESSAGES.expired);
    if (reason === 'code_attempts_exceeded') return tooManyRequests(TWO_FACTOR_MESSAGES.exhausted);
    return new UnauthorizedException(TWO_FACTOR_MESSAGES.invalid);
  }

  /** The attempt's unconsumed challenge, if it is for this email and purpose (nothing is counted). */
  find(attemptId: string | null, email: string, purpose: ChallengePurpose): Promise<FoundChallenge | null> {
    return this.liveChallenge(attemptId, email, purpose);
  }

  /** The attempt's unconsumed challenge, if it is for this email and purpose. */
  private async liveChallenge(
    attemptId: string | null,
    email: string,
    purpose: ChallengePurpose,
  ): Promise<LiveChallenge | null> {
    if (!attemptId) return null;
    // The challenge and the account are read side by side, one round trip (an `include` is a second query after
    // the first); the challenge counts only if it is that account's.
    const [challenge, user] = await Promise.all([
      this.prisma.twoFactorChallenge.findFirst({
        where: { attemptHash: sha256Hex(attemptId), purpose, consumedAt: null },
        orderBy: { createdAt: 'desc' },
      }),
      this.prisma.user.findUnique({ where: { emailNormalized: email } }),
    ]);
    return challenge && user && challenge.userId === user.id ? { ...challenge, user } : null;
  }

  private send(user: User, code: string, purpose: ChallengePurpose): Promise<void> {
    if (purpose === 'admin-step-up') return this.mail.sendAdminStepUpCode(user, code);
    return purpose === 'site' ? this.mail.sendSignInCode(user, code) : this.mail.sendAdminCode(user, code);
  }
}
