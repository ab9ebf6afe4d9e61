import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { HANDOVER_CODE_TTL_SECONDS, HANDOVER_MESSAGES } from '@pac/contracts';
import { type PrismaClient, type User } from '@pac/db';
import {
  PRISMA,
  REDIS,
  SessionRegistry,
  sha256Hex,
  type AuthenticatedUser,
  type OpenedSession,
} from '@pac/server-kit';
import { type Redis } from 'ioredis';
import { CLOCK, type Clock } from '../common/clock.js';
import { OneTimeSecrets } from '../common/one-time-secret.js';
import { type RequestOrigin } from '../common/records.js';
import { SecuritySettingsReader } from '../common/security-settings.js';

/**
 * Redis key of a code (a one-time secret of the `token` kind): only its SHA-256 is ever stored, so a read of Redis
 * yields nothing that opens a session.
 */
export const handoverKey = (code: string) => `identity:handover:${sha256Hex(code)}`;

/** What a code stands for while it lives. */
interface HandoverRecord {
  userId: string;
  /** The session that asked for the code: a code outlives neither its revocation nor its expiry. */
  sessionId: string;
  /** Clock time of issue (ms), checked besides the Redis TTL so tests move the clock instead of sleeping. */
  issuedAt: number;
}

function parseRecord(stored: string | null): HandoverRecord | null {
  if (!stored) return null;
  try {
    const value = JSON.parse(stored) as Partial<HandoverRecord> | null;
    return typeof value?.userId === 'string' &&
      typeof value.sessionId === 'string' &&
      typeof value.issuedAt === 'number'
      ? (value as HandoverRecord)
      : null;
  } catch {
    return null;
  }
}

const expired = () => new UnauthorizedException(HANDOVER_MESSAGES.expired);

/**
 * One-time codes that carry a signed-in user to a calculator on another origin: 32 random bytes (base64url), valid
 * 60 seconds, single use (GETDEL: of two racing exchanges one gets the record), exchanged for a session of its own
 * that ends no later than the session which asked for it.
 */
@Injectable()
export class HandoverCodes {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly secrets: OneTimeSecrets,
    private readonly sessions: SessionRegistry,
    private readonly settings: SecuritySettingsReader,
  ) {}

  async issue(session: AuthenticatedUser): Promise<string> {
    const now = this.clock.now();
    const { secret: code } = this.secrets.issue('token', now, HANDOVER_CODE_TTL_SECONDS * 1000);
    const record: HandoverRecord = {
      userId: session.id,
      sessionId: session.sessionId,
      issuedAt: now.getTime(),
    };
    await this.redis.set(handoverKey(code), JSON.stringify(record), 'EX', HANDOVER_CODE_TTL_SECONDS);
    return code;
  }

  /** The code's user with a new session; 401 for a code that is unknown, spent, too old or whose session ended. */
  async exchange(code: string, origin: RequestOrigin): Promise<{ user: User; session: OpenedSession }> {
    const record = parseRecord(await this.redis.getdel(handoverKey(code)));
    if (!record) throw expired();
    const now = this.clock.now();
    if (now.getTime() - record.issuedAt >= HANDOVER_CODE_TTL_SECONDS * 1000) throw expired();

    const [asking, user, { sessionTimeoutHours }] = await Promise.all([
      this.prisma.session.findUnique({
        where: { id: record.sessionId },
        select: { userId: true, revokedAt: true, expiresAt: true },
      }),
      this.prisma.user.findUnique({ where: { id: record.userId } }),
      this.settings.read(),
    ]);
    if (!user || !asking || asking.userId !== user.id || asking.revokedAt || asking.expiresAt <= now) {
      throw expired();
    }
    // Handing over again and again must not stretch a session past the one the user signed in with.
    const remainingHours = (asking.expiresAt.getTime() - now.getTime()) / 3_600_000;
    const session = await this.sessions.open({
      userId: user.id,
      role: user.role,
      ttlHours: Math.min(sessionTimeoutHours, remainingHours),
      ip: origin.ip,
      userAgent: origin.userAgent,
    });
    return { user, session };
  }
}
