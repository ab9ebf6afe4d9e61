import { BadRequestException, Inject, Injectable, Logger } from '@nestjs/common';
import { RESET_LINK_TTL_MINUTES, passwordRuleProblem } from '@pac/contracts';
import { hashPassword, normalizeEmail, type PrismaClient } from '@pac/db';
import { PRISMA, RateLimits, SessionRegistry, randomToken, sha256Hex } from '@pac/server-kit';
import { CLOCK, type Clock } from '../common/clock.js';
import { IdentityMail } from '../common/identity-mail.js';
import { EMAIL_LIMITS } from '../common/rate-limits.js';
import { recordAuditEvent, type RequestOrigin } from '../common/records.js';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config/identity.config.js';

export const RESET_MESSAGES = {
  invalidLink: 'This password reset link is invalid or has expired. Please request a new one.',
  done: 'Your password has been reset. Please sign in with your new password.',
} as const;

/**
 * Forgot/reset password. Reset tokens are 256-bit CSPRNG values, stored as SHA-256, valid 1 hour, single use;
 * a reset ends every session of the account and never signs in by itself.
 */
@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger('PasswordReset');

  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    private readonly mail: IdentityMail,
    private readonly emailLimits: RateLimits,
    private readonly sessions: SessionRegistry,
  ) {}

  /** Emails a reset link when the account exists (and is under its hourly limit); says nothing either way. */
  /** 503 while no email can be sent; called before anything depends on the account, so every address gets it. */
  assertCanSend(): void {
    this.mail.assertCanSend();
  }

  async requestLink(email: string, origin: RequestOrigin): Promise<void> {
    const emailNormalized = normalizeEmail(email);
    const user = await this.prisma.user.findUnique({ where: { emailNormalized } });
    if (!user) return;
    if (!(await this.emailLimits.allow('reset-emails', emailNormalized, EMAIL_LIMITS.resetEmails))) {
      this.logger.warn('Reset email skipped: hourly limit reached for an account');
      return;
    }
    const now = this.clock.now();
    const token = randomToken();
    await this.prisma.passwordResetToken.create({
      data: {
        userId: user.id,
        tokenHash: sha256Hex(token),
        requestedIp: origin.ip,
        createdAt: now,
        expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MINUTES * 60_000),
      },
    });
    const link = new URL('/reset-password', this.config.PUBLIC_SITE_URL);
    link.searchParams.set('token', token);
    await this.mail.sendResetLink(user, link.toString());
  }

  async reset(token: string, newPassword: string, origin: RequestOrigin): Promise<void> {
    // The route's schema checks this too; the rule is repeated here so no other caller can skip it.
    const problem = passwordRuleProblem(newPassword);
    if (problem) throw new BadRequestException(problem);
    const now = this.clock.now();
    const tokenHash = sha256Hex(token);
    // Conditional update: the token is used once even if two requests race.
    const used = await this.prisma.passwordResetToken.updateManyAndReturn({
      where: { tokenHash, usedAt: null, expiresAt: { gt: now } },
      data: { usedAt: now },
      select: { userId: true },
    });
    const userId = used[0]?.userId;
    if (!userId) throw new BadRequestException(RESET_MESSAGES.invalidLink);
    const passwordHash = await hashPassword(newPassword);
    const user = await this.prisma.$transaction(async (tx) => {
      await tx.passwordResetToken.updateMany({ where: { userId, usedAt: null }, data: { usedAt: now } });
      await tx.twoFactorChallenge.updateMany({
        where: { userId, consumedAt: null },
        data: { consumedAt: now },
      });
      return tx.user.update({
        where: { id: userId },
        data: { passwordHash, failedLoginCount: 0, lockoutCount: 0, lockedUntil: null },
      });
    });
    await this.sessions.revokeAllForUser(userId, { now: new Date() });
    await recordAuditEvent(this.prisma, {
      kind: 'user.password_reset',
      description: `Password reset: ${user.email}`,
      actorId: userId,
      at: now,
      metadata: { ip: origin.ip },
    });
  }
}
