import { BadRequestException, ForbiddenException, Inject, Injectable } from '@nestjs/common';
import { IDENTITY_MESSAGES, passwordRuleProblem, type RegisterRequest } from '@pac/contracts';
import { Prisma, hashPassword, normalizeEmail, type PrismaClient, type User } from '@pac/db';
import { PRISMA } from '@pac/server-kit';
import { CLOCK, type Clock } from '../common/clock.js';
import { recordAuditEvent, type RequestOrigin } from '../common/records.js';
import { SecuritySettingsReader } from '../common/security-settings.js';
import { EmailVerification } from './email-verification.service.js';

/**
 * Sign-up (issue 18). Every address gets the same answer after the same work (the password is hashed, one mail is
 * queued) and no session: a new address gets a confirmation link, one with a confirmed or signed-in account a notice. An
 * account nobody has confirmed yet takes the latest sign-up's name and password and a fresh link, so whoever
 * signed up first with someone else's address gains nothing (the address's owner decides by confirming).
 */
@Injectable()
export class RegistrationService {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly settings: SecuritySettingsReader,
    private readonly verification: EmailVerification,
  ) {}

  async register(request: RegisterRequest, origin: RequestOrigin): Promise<void> {
    // The route's schema checks this too; repeated here so no other caller can skip it.
    const problem = passwordRuleProblem(request.password);
    if (problem) throw new BadRequestException(problem);
    const settings = await this.settings.read();
    if (!settings.registrationEnabled) throw new ForbiddenException(IDENTITY_MESSAGES.registrationDisabled);
    const emailNormalized = normalizeEmail(request.email);
    const [existing, passwordHash] = await Promise.all([
      this.prisma.user.findUnique({ where: { emailNormalized } }),
      hashPassword(request.password),
    ]);
    const mayMail = await this.verification.mayMail(emailNormalized, {
      context: 'Registration',
      message: 'Sign-up email skipped: hourly limit reached for an address',
    });

    // An account that has signed in has proved its address too (with an emailed code), confirmed or not.
    if (existing && (existing.emailVerifiedAt || existing.lastLoginAt)) {
      if (mayMail) await this.verification.sendAlreadyRegisteredNotice(existing);
      return;
    }
    const user = existing
      ? await this.prisma.user.update({
          where: { id: existing.id },
          data: { fullName: request.name, email: request.email, passwordHash },
        })
      : await this.create(request, emailNormalized, passwordHash, origin);
    if (user && mayMail) await this.verification.sendLink(user);
  }

  /** The new, unconfirmed account; null when a simultaneous sign-up with the same address created it first. */
  private async create(
    request: RegisterRequest,
    emailNormalized: string,
    passwordHash: string,
    origin: RequestOrigin,
  ): Promise<User | null> {
    const now = this.clock.now();
    try {
      const user = await this.prisma.user.create({
        data: { fullName: request.name, email: request.email, emailNormalized, passwordHash },
      });
      await recordAuditEvent(this.prisma, {
        kind: 'user.registered',
        description: `New user registered: ${user.fullName} (${user.email})`,
        actorId: user.id,
        at: now,
        metadata: { ip: origin.ip },
      });
      return user;
    } catch (error) {
      // The unique index decides between simultaneous sign-ups; the other one's link is on its way.
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') return null;
      throw error;
    }
  }
}
