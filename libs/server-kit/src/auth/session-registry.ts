import { Inject, Injectable, Logger } from '@nestjs/common';
import { type PrismaClient } from '@pac/db';
import { type Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { PRISMA } from '../database/database.module.js';
import { REDIS } from '../redis/redis.module.js';
import { AUTH_OPTIONS, type AuthModuleOptions } from './auth-options.js';
import {
  randomToken,
  sha256Hex,
  signSessionToken,
  type SessionPortal,
  type SessionRole,
} from './session-token.js';

/** The signed-in user a guard puts on the request (`@CurrentUser()`). */
export interface AuthenticatedUser {
  id: string;
  email: string;
  role: SessionRole;
  /** The front door the session was opened through (its token's audience); 'site' for a renewal token. */
  portal: SessionPortal;
  /** Row id in `sessions`. */
  sessionId: string;
  /** SHA-256 of the token's jti (`sessions.token_hash`); empty for a renewal token. */
  tokenHash: string;
  /** Set when the caller holds only a renewal token (expired plan, checkout only), not a session. */
  renewalOnly?: true;
}

/** How long a service trusts a cached "session is live" answer; revocation overrides it at once (tombstone). */
export const SESSION_CACHE_SECONDS = 30;
const REVOKED = 'revoked';
/** Tombstones outlive any cached answer even for rows without an expiry in reach. */
const MIN_TOMBSTONE_SECONDS = 2 * SESSION_CACHE_SECONDS;

export const sessionCacheKey = (tokenHash: string) => `auth:session:${tokenHash}`;

export interface OpenSessionInput {
  userId: string;
  role: SessionRole;
  /** Session length (the sessionTimeout setting, hours). */
  ttlHours: number;
  /** Default 'site'; 'admin' signs the token for the admin audience. */
  portal?: SessionPortal;
  /** The session ends after this long without a request (checked at most every SESSION_CACHE_SECONDS). */
  idleTimeoutSeconds?: number;
  ip?: string | null;
  userAgent?: string | null;
  now?: Date;
}

/** A calculator hand-over's session (SessionRegistry.openHandOver). */
export interface OpenHandOverInput {
  /** The session that asked for the hand-over code. */
  issuingSessionId: string;
  userId: string;
  role: SessionRole;
  /** At most this long (the sessionTimeout setting, hours); never past the end of the issuing session. */
  ttlHours: number;
  ip?: string | null;
  userAgent?: string | null;
  now?: Date;
}

export interface OpenedSession {
  /** The signed JWT: set as the session cookie and returned as `token`. */
  token: string;
  sessionId: string;
  tokenHash: string;
  expiresAt: Date;
}

/** A `sessions` row as SessionRegistry.prepare makes it. */
export interface PreparedSessionRow {
  id: string;
  userId: string;
  tokenHash: string;
  expiresAt: Date;
  ip: string | null;
  userAgent: string | null;
  createdAt: Date;
  portal: SessionPortal;
  idleTimeoutSeconds: number | null;
  lastActiveAt: Date | null;
}

/** What a revocation needs of each row it ended: the cache key and how long its tombstone must last. */
const ENDED = { tokenHash: true, expiresAt: true } as const;

/** The issuer of a hand-over and its parent, as openHandOver locks them. */
interface IssuerRow {
  id: string;
  user_id: string;
  portal: string;
  revoked_at: Date | null;
  expires_at: Date;
  parent_session_id: string | null;
}

interface CachedSession {
  id: string;
  email: string;
  role: SessionRole;
  /** Absent in entries cached before portals existed: 'site'. */
  portal?: SessionPortal;
  sessionId: string;
}

/**
 * Server-side truth of sessions, shared by every service through PostgreSQL (`sessions`) and Redis.
 * Checking: a live answer is cached for SESSION_CACHE_SECONDS with SET NX; revoking writes the row *and* a
 * "revoked" tombstone over the cache key, so a revoked session is refused everywhere from the next request on
 * (SET NX means a check racing the revocation can never overwrite the tombstone with a stale "live").
 * A calculator hand-over's session names the site session that issued it (`parent_session_id`): revoking a
 * session revokes its hand-over sessions in the same transaction, with their tombstones, so the check itself
 * stays one cache read (or one row) and needs no look at the parent.
 */
@Injectable()
export class SessionRegistry {
  private readonly logger = new Logger('SessionRegistry');
  /** Set while Redis fails, so the outage is logged once rather than on every request. */
  private cacheDown = false;

  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(AUTH_OPTIONS) private readonly options: AuthModuleOptions,
  ) {}

  /** Creates the server-side record and signs its token (identity's sign-in; other services' tests). */
  async open(input: OpenSessionInput): Promise<OpenedSession> {
    const prepared = this.prepare(input);
    await this.prisma.session.create({ data: prepared.row, select: { id: true } });
    return prepared.session;
  }

  /**
   * The `sessions` row of a new session and its signed token, for a flow that writes the row in one statement with
   * its own rows (identity's code step); the session is live once the row is written. The id is chosen here.
   */
  prepare(input: OpenSessionInput): { row: PreparedSessionRow; session: OpenedSession } {
    const now = input.now ?? new Date();
    const expiresAt = new Date(now.getTime() + input.ttlHours * 3_600_000);
    const jti = randomToken();
    const tokenHash = sha256Hex(jti);
    const portal = input.portal ?? 'site';
    const row: PreparedSessionRow = {
      id: randomUUID(),
      userId: input.userId,
      tokenHash,
      expiresAt,
      ip: input.ip ?? null,
      userAgent: input.userAgent?.slice(0, 512) ?? null,
      createdAt: now,
      portal,
      idleTimeoutSeconds: input.idleTimeoutSeconds ?? null,
      lastActiveAt: input.idleTimeoutSeconds ? now : null,
    };
    const token = signSessionToken(this.options.jwtSecret, {
      userId: input.userId,
      role: input.role,
      portal,
      jti,
      issuedAt: now,
      expiresAt,
    });
    return { row, session: { token, sessionId: row.id, tokenHash, expiresAt } };
  }

  /**
   * A session made from a calculator hand-over, tied to the session that issued the code (or, when that one is a
   * hand-over session itself, to its parent, so every hand-over session hangs off one site session): it ends no later
   * than them, and revoking them revokes it. Null when the issuer is not a live site session of this user.
   * The issuer's rows are read FOR SHARE in the transaction that writes the new row, so a revocation racing with
   * this either comes first (and this refuses) or waits for the new row, which its second statement then ends too.
   */
  async openHandOver(input: OpenHandOverInput): Promise<OpenedSession | null> {
    const now = input.now ?? new Date();
    const issuer = input.issuingSessionId;
    return this.prisma.$transaction(async (tx) => {
      const rows = await tx.$queryRaw<IssuerRow[]>`
        SELECT id, user_id, portal, revoked_at, expires_at, parent_session_id FROM sessions
         WHERE id = ${issuer}::uuid OR id = (SELECT parent_session_id FROM sessions WHERE id = ${issuer}::uuid)
           FOR SHARE`;
      const asking = rows.find((row) => row.id === issuer);
      const live = (row: IssuerRow) =>
        row.user_id === input.userId &&
        row.portal === 'site' &&
        row.revoked_at === null &&
        new Date(row.expires_at).getTime() > now.getTime();
      if (!asking || (asking.parent_session_id && rows.length !== 2) || !rows.every(live)) return null;
      const endsAt = Math.min(...rows.map((row) => new Date(row.expires_at).getTime()));
      const ttlHours = Math.min(input.ttlHours, (endsAt - now.getTime()) / 3_600_000);
      const { row, session } = this.prepare({ ...input, ttlHours, now });
      await tx.session.create({
        data: { ...row, parentSessionId: asking.parent_session_id ?? asking.id },
        select: { id: true },
      });
      return session;
    });
  }

  /** The user behind a live session, or null when it is unknown, revoked or expired. */
  async check(jti: string, now: Date = new Date()): Promise<AuthenticatedUser | null> {
    const tokenHash = sha256Hex(jti);
    const key = sessionCacheKey(tokenHash);
    const cached = await this.redis.get(key).then(
      (value) => {
        this.cacheDown = false;
        return value;
      },
      (error: Error) => {
        // Without Redis the database still answers (revocations included); only the cache is lost.
        if (!this.cacheDown)
          this.logger.warn(`Session cache unavailable, checking the database: ${error.message}`);
        this.cacheDown = true;
        return null;
      },
    );
    if (cached === REVOKED) return null;
    if (cached) {
      const entry = JSON.parse(cached) as CachedSession;
      return { ...entry, portal: entry.portal ?? 'site', tokenHash };
    }

    const session = await this.prisma.session.findUnique({
      where: { tokenHash },
      select: {
        id: true,
        expiresAt: true,
        revokedAt: true,
        portal: true,
        idleTimeoutSeconds: true,
        user: { select: { id: true, email: true, role: true } },
      },
    });
    if (!session || session.revokedAt || session.expiresAt <= now || (await this.idledOut(session, now))) {
      const ttl = session ? this.tombstoneSeconds(session.expiresAt, now) : MIN_TOMBSTONE_SECONDS;
      await this.redis.set(key, REVOKED, 'EX', ttl).catch(() => undefined);
      return null;
    }
    const live: CachedSession & { portal: SessionPortal } = {
      id: session.user.id,
      email: session.user.email,
      role: session.user.role,
      portal: session.portal === 'admin' ? 'admin' : 'site',
      sessionId: session.id,
    };
    const ttl = Math.min(SESSION_CACHE_SECONDS, this.secondsUntil(session.expiresAt, now));
    if (ttl > 0) await this.redis.set(key, JSON.stringify(live), 'EX', ttl, 'NX').catch(() => undefined);
    return { ...live, tokenHash };
  }

  /** The account behind a renewal token (CheckoutAccessGuard): no session, checkout only. */
  async renewalUser(userId: string): Promise<AuthenticatedUser | null> {
    const user = await this.prisma.user.findUnique({
      where: { id: userId },
      select: { id: true, email: true, role: true },
    });
    return user ? { ...user, portal: 'site', sessionId: '', tokenHash: '', renewalOnly: true } : null;
  }

  /** Ends one session (logout) and the hand-over sessions made from it. Returns whether a live session was ended. */
  async revoke(tokenHash: string, now: Date = new Date()): Promise<boolean> {
    const [rows, handOvers] = await this.prisma.$transaction([
      this.prisma.session.updateManyAndReturn({
        where: { tokenHash, revokedAt: null },
        data: { revokedAt: now },
        select: ENDED,
      }),
      // A statement of its own: it also sees a hand-over session written while the first one waited for the row.
      this.prisma.session.updateManyAndReturn({
        where: { revokedAt: null, parentSession: { tokenHash } },
        data: { revokedAt: now },
        select: ENDED,
      }),
    ]);
    await this.writeTombstones([{ tokenHash, expiresAt: rows[0]?.expiresAt ?? now }, ...handOvers], now);
    return rows.length > 0;
  }

  /**
   * Ends every live session of a user, except optionally one (password reset, account changes by an admin), and the
   * hand-over sessions of those it ended.
   */
  async revokeAllForUser(userId: string, options: { except?: string; now?: Date } = {}): Promise<number> {
    const now = options.now ?? new Date();
    const [rows, handOvers] = await this.prisma.$transaction([
      this.prisma.session.updateManyAndReturn({
        where: {
          userId,
          revokedAt: null,
          expiresAt: { gt: now },
          ...(options.except ? { tokenHash: { not: options.except } } : {}),
        },
        data: { revokedAt: now },
        select: ENDED,
      }),
      // Hand-over sessions written while the first statement waited for their parent's row (see openHandOver).
      this.prisma.session.updateManyAndReturn({
        where: { userId, revokedAt: null, parentSession: { revokedAt: { not: null } } },
        data: { revokedAt: now },
        select: ENDED,
      }),
    ]);
    await this.writeTombstones([...rows, ...handOvers], now);
    return rows.length + handOvers.length;
  }

  private async writeTombstones(rows: { tokenHash: string; expiresAt: Date }[], now: Date): Promise<void> {
    if (rows.length === 0) return;
    const pipeline = this.redis.pipeline();
    for (const row of rows) {
      pipeline.set(sessionCacheKey(row.tokenHash), REVOKED, 'EX', this.tombstoneSeconds(row.expiresAt, now));
    }
    await pipeline.exec().catch((error: Error) => {
      this.logger.warn(`Could not publish session revocation to the cache: ${error.message}`);
    });
  }

  /**
   * An idle-limited session (admin portal) lives while requests keep coming within its idle timeout: this check
   * counts as one and moves lastActiveAt on, in one conditional update. With the cache in front, that happens at
   * most every SESSION_CACHE_SECONDS, which is the resolution of the timeout.
   */
  private async idledOut(
    session: { id: string; idleTimeoutSeconds: number | null },
    now: Date,
  ): Promise<boolean> {
    if (!session.idleTimeoutSeconds) return false;
    const activeSince = new Date(now.getTime() - session.idleTimeoutSeconds * 1000);
    const touched = await this.prisma.session.updateMany({
      where: { id: session.id, revokedAt: null, lastActiveAt: { gt: activeSince } },
      data: { lastActiveAt: now },
    });
    return touched.count === 0;
  }

  private tombstoneSeconds(expiresAt: Date, now: Date): number {
    return Math.max(MIN_TOMBSTONE_SECONDS, this.secondsUntil(expiresAt, now) + 60);
  }

  private secondsUntil(date: Date, now: Date): number {
    return Math.ceil((date.getTime() - now.getTime()) / 1000);
  }
}
