import {
  ForbiddenException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import {
  DEALS_API_MESSAGES,
  hasApiAccess,
  type ApiKeyCreatedResponse,
  type ApiKeySummary,
  type UserPlan,
} from '@pac/contracts';
import { type PrismaClient } from '@pac/db';
import { PRISMA } from '@pac/server-kit';
import { sha256Hex, type AuthenticatedUser } from '@pac/server-kit/auth';
import { CLOCK, type Clock } from '../common/clock.js';
import { newApiKeySecret } from './api-key-secret.js';

/** Most live keys one account may hold; a leaked key is revoked, not piled up. */
export const MAX_LIVE_API_KEYS = 10;
/** `last_used_at` is written at most this often per key, not on every call. */
const LAST_USED_RESOLUTION_MS = 60_000;

const summaryOf = (key: {
  id: string;
  name: string;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}): ApiKeySummary => ({
  id: key.id,
  name: key.name,
  prefix: key.prefix,
  createdAt: key.createdAt.toISOString(),
  lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
});

/** A caller signed in through an API key: the key's owner, and which key. */
export type ApiKeyCaller = AuthenticatedUser & { apiKeyId: string };

/** Executive users' personal API keys: created and shown once, stored hashed, revocable. */
@Injectable()
export class ApiKeysService {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async create(userId: string, name: string): Promise<ApiKeyCreatedResponse> {
    await this.requireApiAccess(userId);
    const { secret, secretHash, prefix } = newApiKeySecret();
    const key = await this.prisma.$transaction(async (tx) => {
      // Serialises one user's creations, so the cap holds under parallel requests.
      await tx.$queryRaw`SELECT 1 FROM users WHERE id = ${userId}::uuid FOR UPDATE`;
      const live = await tx.apiKey.count({ where: { userId, revokedAt: null } });
      if (live >= MAX_LIVE_API_KEYS)
        throw new HttpException(DEALS_API_MESSAGES.tooManyApiKeys, HttpStatus.CONFLICT);
      return tx.apiKey.create({ data: { userId, name, prefix, secretHash, createdAt: this.clock.now() } });
    });
    return { success: true, key: summaryOf(key), secret };
  }

  async list(userId: string): Promise<ApiKeySummary[]> {
    await this.requireApiAccess(userId);
    const keys = await this.prisma.apiKey.findMany({
      where: { userId, revokedAt: null },
      orderBy: { createdAt: 'desc' },
    });
    return keys.map(summaryOf);
  }

  /** Revokes one of the user's keys; another user's key, or an unknown id, is not found. */
  async revoke(userId: string, id: string): Promise<void> {
    const revoked = await this.prisma.apiKey.updateMany({
      where: { id, userId, revokedAt: null },
      data: { revokedAt: this.clock.now() },
    });
    if (revoked.count === 0) throw new NotFoundException(DEALS_API_MESSAGES.apiKeyNotFound);
  }

  /** The owner behind a key: 401 for an unknown or revoked key, 403 when the owner's plan has no API access. */
  async authenticate(secret: string): Promise<ApiKeyCaller> {
    const key = await this.prisma.apiKey.findUnique({
      where: { secretHash: sha256Hex(secret) },
      select: {
        id: true,
        revokedAt: true,
        lastUsedAt: true,
        user: { select: { id: true, email: true, role: true, plan: true } },
      },
    });
    if (!key || key.revokedAt) throw new UnauthorizedException(DEALS_API_MESSAGES.apiKeyInvalid);
    if (!hasApiAccess(key.user.plan)) throw new ForbiddenException(DEALS_API_MESSAGES.apiKeysExecutiveOnly);
    const now = this.clock.now();
    if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
      await this.prisma.apiKey.update({ where: { id: key.id }, data: { lastUsedAt: now } });
    }
    return {
      id: key.user.id,
      email: key.user.email,
      role: key.user.role,
      // An API key acts on the site's API, never the admin portal's.
      portal: 'site',
      sessionId: '',
      tokenHash: '',
      apiKeyId: key.id,
    };
  }

  private async requireApiAccess(userId: string): Promise<void> {
    const user = await this.prisma.user.findUnique({ where: { id: userId }, select: { plan: true } });
    if (!user || !hasApiAccess(user.plan as UserPlan))
      throw new ForbiddenException(DEALS_API_MESSAGES.apiKeysExecutiveOnly);
  }
}
