import { HttpException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { STEP_UP_TEXTS } from '@pac/contracts';
import { normalizeEmail, type PrismaClient } from '@pac/db';
import { PRISMA, signStepUpProof, type AuthenticatedUser } from '@pac/server-kit';
import { CLOCK, type Clock } from '../common/clock.js';
import { tooManyRequests } from '../common/rate-limits.js';
import { recordAuditEvent } from '../common/records.js';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config/identity.config.js';
import {
  TWO_FACTOR_MESSAGES,
  TwoFactorCodes,
  refuseWithinCooldown,
  type CodeCheck,
} from '../two-factor/two-factor-codes.js';

const PURPOSE = 'admin-step-up';

/**
 * The step-up before a security-relevant admin setting changes: the sign-in's code engine (HMAC-stored code, 10
 * minutes, single use, tries counted in one conditional UPDATE, resend cooldown) with the admin portal session as
 * the attempt, so only that session's requests are checked against its code; a right code signs a short proof for
 * that admin and that session (verifyStepUpProof in the admin service).
 */
@Injectable()
export class AdminStepUpService {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    private readonly codes: TwoFactorCodes,
  ) {}

  /** Emails a code: a resend of this session's live code, or a new one; never within the cooldown of the last. */
  async sendCode(admin: AuthenticatedUser, ip: string | null): Promise<void> {
    const attemptId = attemptOf(admin);
    const last = await this.codes.lastSend(attemptId, PURPOSE);
    if (last) refuseWithinCooldown(last.lastSentAt, this.clock.now());
    const user = await this.prisma.user.findUniqueOrThrow({ where: { id: admin.id } });
    if (last?.resendable) await this.codes.resend(attemptId, user.emailNormalized, PURPOSE);
    else await this.codes.issue(user, ip, PURPOSE, attemptId);
  }

  /** Checks a code of this session; a right one gives the proof (and an audit event). */
  async verify(admin: AuthenticatedUser, code: string, ip: string | null) {
    const result = await this.codes.check(attemptOf(admin), normalizeEmail(admin.email), code, PURPOSE);
    if (!result.ok) throw failure(result.reason);
    const now = this.clock.now();
    const proof = signStepUpProof(this.config.JWT_SECRET, {
      userId: admin.id,
      sessionId: admin.sessionId,
      issuedAt: now,
    });
    await recordAuditEvent(this.prisma, {
      kind: 'admin.step_up_verified',
      description: `Admin confirmed a security settings change with a code: ${admin.email}`,
      actorId: admin.id,
      at: now,
      metadata: { ip },
    });
    return proof;
  }
}

/** The step-up's attempt is the admin portal session: its row id, known only to the server and that session. */
const attemptOf = (admin: AuthenticatedUser): string => `${PURPOSE}:${admin.sessionId}`;

function failure(reason: Exclude<CodeCheck, { ok: true }>['reason']): HttpException {
  if (reason === 'code_attempts_exceeded') return tooManyRequests(STEP_UP_TEXTS.exhausted);
  if (reason === 'code_expired') return new UnauthorizedException(TWO_FACTOR_MESSAGES.expired);
  return TwoFactorCodes.failure(reason);
}
