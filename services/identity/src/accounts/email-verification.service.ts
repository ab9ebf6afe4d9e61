import { BadRequestException, ForbiddenException, Inject, Injectable } from '@nestjs/common';
import { EMAIL_VERIFICATION_LINK_TTL_HOURS, IDENTITY_MESSAGES, ROUTES } from '@pac/contracts';
import { normalizeEmail, type PrismaClient, type User } from '@pac/db';
import { PRISMA } from '@pac/server-kit';
import { CLOCK, type Clock } from '../common/clock.js';
import { IdentityMail } from '../common/identity-mail.js';
import { OneTimeSecrets } from '../common/one-time-secret.js';
import { recordAuditEvent, type RequestOrigin } from '../common/records.js';
import { SecuritySettingsReader, type SignInSettings } from '../common/security-settings.js';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config/identity.config.js';

/** 403 for a right password of an unconfirmed account while requireEmailVerification is on. */
export class EmailNotVerifiedException extends ForbiddenException {
  constructor() {
    super(IDENTITY_MESSAGES.emailNotVerified);
  }
}

type Recipient = Pick<User, 'id' | 'email' | 'fullName'>;

/**
 * Confirmation of a new account's email address (issue 18). Links are 256-bit CSPRNG values stored as SHA-256,
 * valid EMAIL_VERIFICATION_LINK_TTL_HOURS, single use; using one confirms the address and never signs in.
 */
@Injectable()
export class EmailVerification {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    private readonly secrets: OneTimeSecrets,
    private readonly settings: SecuritySettingsReader,
    private readonly mail: IdentityMail,
  ) {}

  /**
   * The sign-in step's one check (called by SignInService after the password is right, so it tells nothing to
   * whoever does not know the password): refuses an unconfirmed account while the admin requires confirmation.
   */
  async assertMaySignIn(
    user: Pick<User, 'emailVerifiedAt'>,
    settings?: Pick<SignInSettings, 'requireEmailVerification'>,
  ): Promise<void> {
    if (user.emailVerifiedAt) return;
    if ((settings ?? (await this.settings.signIn())).requireEmailVerification)
      throw new EmailNotVerifiedException();
  }

  /**
   * Counts one sign-up mail to this address; false once over EMAIL_LIMITS.signUpEmails (then none is sent, the
   * warning `skipped` is logged, and the answer stays the same). Every sign-up path calls it once, so both cost the
   * same.
   */
  mayMail(emailNormalized: string, skipped: { context: string; message: string }): Promise<boolean> {
    return this.secrets.mayMail(emailNormalized, 'signUpEmails', skipped);
  }

  /** A new link for the account (earlier unused ones stop working), mailed to its address. */
  async sendLink(user: Recipient): Promise<void> {
    const now = this.clock.now();
    const token = this.secrets.issue('token', now, EMAIL_VERIFICATION_LINK_TTL_HOURS * 3_600_000);
    await this.prisma.$transaction([
      this.prisma.emailVerificationToken.updateMany({
        where: { userId: user.id, usedAt: null },
        data: { usedAt: now },
      }),
      this.prisma.emailVerificationToken.create({
        data: {
          userId: user.id,
          tokenHash: token.hash,
          createdAt: now,
          expiresAt: token.expiresAt,
        },
      }),
    ]);
    await this.mail.sendVerificationLink(user, this.secrets.link(ROUTES.verifyEmail, token.secret));
  }

  /** What a sign-up with an address that already has a confirmed account mails instead of a link. */
  async sendAlreadyRegisteredNotice(user: Recipient): Promise<void> {
    const site = this.config.PUBLIC_SITE_URL;
    await this.mail.sendAlreadyRegisteredNotice(
      user,
      new URL(ROUTES.login, site).toString(),
      new URL(ROUTES.forgotPassword, site).toString(),
    );
  }

  /** Confirms the address of the link's account; 400 for an unknown, used or expired link. */
  async verify(token: string, origin: RequestOrigin): Promise<void> {
    const now = this.clock.now();
    const userId = await this.secrets.useLinkToken(this.prisma.emailVerificationToken, token, now);
    if (!userId) throw new BadRequestException(IDENTITY_MESSAGES.verificationLinkInvalid);
    const user = await this.prisma.user.update({
      where: { id: userId },
      data: { emailVerifiedAt: now },
      select: { email: true },
    });
    await recordAuditEvent(this.prisma, {
      kind: 'user.email_verified',
      description: `Email confirmed: ${user.email}`,
      actorId: userId,
      at: now,
      metadata: { ip: origin.ip },
    });
  }

  /** A new link for an unconfirmed account with this address; nothing (and the same answer) for any other. */
  async resend(email: string): Promise<void> {
    const emailNormalized = normalizeEmail(email);
    const user = await this.prisma.user.findUnique({ where: { emailNormalized } });
    const skipped = {
      context: 'EmailVerification',
      message: 'Confirmation email skipped: hourly limit reached for an address',
    };
    if (!(await this.mayMail(emailNormalized, skipped))) return;
    if (user && !user.emailVerifiedAt) await this.sendLink(user);
  }
}
