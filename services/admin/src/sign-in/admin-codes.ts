import {
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  ServiceUnavailableException,
  UnauthorizedException,
} from '@nestjs/common';
import {
  IDENTITY_MESSAGES,
  SERVICE_UNAVAILABLE_MESSAGES,
  TWO_FACTOR_CODE_TTL_MINUTES,
  TWO_FACTOR_MAX_ATTEMPTS,
  TWO_FACTOR_RESEND_COOLDOWN_SECONDS,
} from '@pac/contracts';
import { type PrismaClient, type User } from '@pac/db';
import { MailQueue, PRISMA, REDIS, redisUnavailableReason } from '@pac/server-kit';
import { Redis } from 'ioredis';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { ADMIN_CONFIG, type AdminConfig } from '../config/admin.config.js';

export const ADMIN_CODE_MESSAGES = {
  invalid: IDENTITY_MESSAGES.verificationFailedDefault,
  expired: 'This verification code has expired. Please request a new code.',
  exhausted: 'Too many incorrect codes. Please sign in again to get a new code.',
  noPendingSignIn: 'No sign-in is waiting for a code. Please sign in again.',
  cooldown: (seconds: number) => `Please wait ${seconds} seconds before requesting a new code.`,
} as const;

/**
 * The admin's emailed sign-in codes, in the same `two_factor_challenges` table and HMAC scheme as identity's:
 * 6 digits from a CSPRNG, 10 minutes, single use, one live code per account, void after 5 wrong tries.
 */
@Injectable()
export class AdminCodes {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(ADMIN_CONFIG) private readonly config: AdminConfig,
    private readonly queue: MailQueue,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  /** 503 at once, before a code is stored, while Redis (where the email queue lives) is known to be down. */
  private assertCanSend(): void {
    if (redisUnavailableReason(this.redis)) {
      throw new ServiceUnavailableException(SERVICE_UNAVAILABLE_MESSAGES.email);
    }
  }

  async issue(user: User, ip: string | null): Promise<void> {
    this.assertCanSend();
    const now = new Date();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.prisma.$transaction([
      this.prisma.twoFactorChallenge.updateMany({
        where: { userId: user.id, consumedAt: null },
        data: { consumedAt: now },
      }),
      this.prisma.twoFactorChallenge.create({
        data: { userId: user.id, codeHash: this.hash(code), ip, expiresAt: this.expiry(now) },
      }),
    ]);
    await this.send(user, code);
  }

  async resend(user: User | null): Promise<void> {
    const challenge = user ? await this.live(user.id) : null;
    if (!user || !challenge || challenge.attempts >= TWO_FACTOR_MAX_ATTEMPTS || challenge.sendCount >= 5)
      throw new HttpException(ADMIN_CODE_MESSAGES.noPendingSignIn, HttpStatus.BAD_REQUEST);
    const now = new Date();
    const wait = challenge.lastSentAt.getTime() + TWO_FACTOR_RESEND_COOLDOWN_SECONDS * 1000 - now.getTime();
    if (wait > 0)
      throw new HttpException(
        ADMIN_CODE_MESSAGES.cooldown(Math.ceil(wait / 1000)),
        HttpStatus.TOO_MANY_REQUESTS,
      );
    this.assertCanSend();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const updated = await this.prisma.twoFactorChallenge.updateMany({
      where: { id: challenge.id, consumedAt: null, lastSentAt: challenge.lastSentAt },
      data: {
        codeHash: this.hash(code),
        lastSentAt: now,
        expiresAt: this.expiry(now),
        sendCount: { increment: 1 },
      },
    });
    if (updated.count === 1) await this.send(user, code);
  }

  /** Consumes the right code (once, even under concurrent requests); otherwise counts the wrong try. */
  async check(user: User | null, code: string): Promise<void> {
    const challenge = user ? await this.live(user.id) : null;
    if (!challenge) throw new UnauthorizedException(ADMIN_CODE_MESSAGES.invalid);
    const now = new Date();
    if (challenge.attempts >= TWO_FACTOR_MAX_ATTEMPTS)
      throw new HttpException(ADMIN_CODE_MESSAGES.exhausted, HttpStatus.TOO_MANY_REQUESTS);
    if (challenge.expiresAt <= now) throw new UnauthorizedException(ADMIN_CODE_MESSAGES.expired);
    const expected = Buffer.from(challenge.codeHash, 'hex');
    const actual = Buffer.from(this.hash(code), 'hex');
    if (expected.length === actual.length && timingSafeEqual(expected, actual)) {
      const consumed = await this.prisma.twoFactorChallenge.updateMany({
        where: { id: challenge.id, consumedAt: null },
        data: { consumedAt: now },
      });
      if (consumed.count === 1) return;
    } else {
      await this.prisma.twoFactorChallenge.update({
        where: { id: challenge.id },
        data: { attempts: { increment: 1 } },
      });
    }
    throw new UnauthorizedException(ADMIN_CODE_MESSAGES.invalid);
  }

  private live(userId: string) {
    return this.prisma.twoFactorChallenge.findFirst({
      where: { userId, consumedAt: null },
      orderBy: { createdAt: 'desc' },
    });
  }

  private expiry(now: Date): Date {
    return new Date(now.getTime() + TWO_FACTOR_CODE_TTL_MINUTES * 60_000);
  }

  private hash(code: string): string {
    return createHmac('sha256', this.config.JWT_SECRET).update(`two-factor-code:${code}`).digest('hex');
  }

  private async send(user: User, code: string): Promise<void> {
    const subject = 'Your Property Analysis Calculator admin verification code';
    const log = await this.prisma.emailLog.create({
      data: { userId: user.id, recipient: user.email, subject },
      select: { id: true },
    });
    const text = [
      `Hello ${user.fullName},`,
      '',
      `Your admin portal verification code is: ${code}`,
      '',
      `It expires in ${TWO_FACTOR_CODE_TTL_MINUTES} minutes and works once. If you did not try to sign in, change your password.`,
    ].join('\n');
    await this.queue.enqueue(
      { to: user.email, subject, text, emailLogId: log.id },
      { priority: 'transactional' },
    );
  }
}
