import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { RESET_LINK_TTL_MINUTES, passwordRuleProblem } from '@pac/contracts';
import { hashPassword, normalizeEmail, type PrismaClient } from '@pac/db';
import { PRISMA, SessionRegistry } from '@pac/server-kit';
import { CLOCK, type Clock } from '../common/clock.js';
import { IdentityMail } from '../common/identity-mail.js';
import { OneTimeSecrets } from '../common/one-time-secret.js';
import { recordAuditEvent, type RequestOrigin } from '../common/records.js';

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
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly secrets: OneTimeSecrets,
    private readonly mail: IdentityMail,
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
    const skipped = {
      context: 'PasswordReset',
      message: 'Reset email skipped: hourly limit reached for an account',
    };
    if (!(await this.secrets.mayMail(emailNormalized, 'resetEmails', skipped))) return;
    const now = this.clock.now();
    const token = this.secrets.issue('token', now, RESET_LINK_TTL_MINUTES * 60_000);
    await this.prisma.passwordResetToken.create({
      data: {
        userId: user.id,
        tokenHash: token.hash,
        requestedIp: origin.ip,
        createdAt: now,
        expiresAt: token.expiresAt,
      },
    });
    await this.mail.sendResetLink(user, this.secrets.link('/reset-password', token.secret));
  }

  async reset(token: string, newPassword: string, origin: RequestOrigin): Promise<void> {
    // The route's schema checks this too; the rule is repeated here so no other caller can skip it.
    const problem = passwordRuleProblem(newPassword);
    if (problem) throw new BadRequestException(problem);
    const now = this.clock.now();
    const userId = await this.secrets.useLinkToken(this.prisma.passwordResetToken, token, now);
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
