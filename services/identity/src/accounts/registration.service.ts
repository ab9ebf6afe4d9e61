import { ConflictException, ForbiddenException, Inject, Injectable } from '@nestjs/common';
import { IDENTITY_MESSAGES, type RegisterRequest } from '@pac/contracts';
import { Prisma, hashPassword, normalizeEmail, type PrismaClient, type User } from '@pac/db';
import { PRISMA, SessionRegistry, type OpenedSession } from '@pac/server-kit';
import { CLOCK, type Clock } from '../common/clock.js';
import { recordAuditEvent, type RequestOrigin } from '../common/records.js';
import { SecuritySettingsReader } from '../common/security-settings.js';

@Injectable()
export class RegistrationService {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly settings: SecuritySettingsReader,
    private readonly sessions: SessionRegistry,
  ) {}

  /** Creates the account and signs it in (spec section 4: register success stores user and token). */
  async register(
    request: RegisterRequest,
    origin: RequestOrigin,
  ): Promise<{ user: User; session: OpenedSession }> {
    const settings = await this.settings.read();
    if (!settings.registrationEnabled) throw new ForbiddenException(IDENTITY_MESSAGES.registrationDisabled);
    const emailNormalized = normalizeEmail(request.email);
    if (await this.prisma.user.findUnique({ where: { emailNormalized }, select: { id: true } })) {
      throw new ConflictException(IDENTITY_MESSAGES.emailTaken);
    }
    const now = this.clock.now();
    const passwordHash = await hashPassword(request.password);
    let user: User;
    try {
      user = await this.prisma.user.create({
        data: {
          fullName: request.name,
          email: request.email,
          emailNormalized,
          passwordHash,
          lastLoginAt: now,
        },
      });
    } catch (error) {
      // Two sign-ups with the same address at once: the unique index decides, the loser gets the same answer.
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
        throw new ConflictException(IDENTITY_MESSAGES.emailTaken);
      }
      throw error;
    }
    await recordAuditEvent(this.prisma, {
      kind: 'user.registered',
      description: `New user registered: ${user.fullName} (${user.email})`,
      actorId: user.id,
      at: now,
      metadata: { ip: origin.ip },
    });
    const session = await this.sessions.open({
      userId: user.id,
      role: user.role,
      ttlHours: settings.sessionTimeoutHours,
      ip: origin.ip,
      userAgent: origin.userAgent,
    });
    return { user, session };
  }
}
