/*
 * The calculator hand-over, end to end. It exists for a calculator deployed as its own site on another origin
 * (CALCULATOR_URL): that origin has cookies of its own, so the site's session cannot simply be there. With the
 * built-in calculator (CALCULATOR_URL unset, or on the site's own origin) nothing is handed over: "Open Calculator"
 * is a navigation inside the site, whose session is already there, and none of the steps below happens.
 *
 *  1. "Open Calculator" (a signed-in user on the site: user menu, home page, payment success, the end of sign-in)
 *     sends the browser to the calculator's origin, `<calculator origin>/api/auth/handover/start` (libs/session
 *     openCalculator). That origin routes `/api/*` to the gateway, so this service answers there (start, below): it
 *     makes a random 32-byte state, sets it as the calculator origin's cookie HANDOVER_STATE_COOKIE (HttpOnly,
 *     SameSite=Lax, Path=/, HANDOVER_STATE_TTL_SECONDS, `__Host-` and Secure on https) and keeps the state's SHA-256,
 *     the challenge, in Redis for as long. It answers 303 to the site's ROUTES.calculatorHandover?challenge=<SHA-256>.
 *     The state itself never leaves that cookie.
 *  2. The site's page (mfe-account calculator-handover-page, libs/session continueCalculatorHandOver) asks for a
 *     code with the site's session cookie, `POST /api/auth/handover {challenge}` (Origin checked like every cookie
 *     mutation), and sends the browser to `<CALCULATOR_URL>?handover=<code>`. The code (issue, below) is 32 random
 *     bytes, 60 seconds, single use, kept in Redis only as its SHA-256 with the user, the issuing session and the
 *     challenge.
 *  3. The calculator's entry (mfe-calculator handover-exchange) posts the code to its own origin,
 *     `POST /api/auth/handover/exchange {code}`, and the browser adds the state cookie. The exchange (below) takes
 *     the code with GETDEL (spent, whatever follows), clears the state cookie, and opens a session only if the
 *     SHA-256 of the cookie's state is the code's challenge and that state is live (its Redis entry, taken with
 *     GETDEL: used once). A code opened in any other browser (no state cookie, or that browser's own) is refused
 *     with HANDOVER_MESSAGES.otherBrowser and nothing is issued. So a link with an attacker's code cannot sign a
 *     victim in as the attacker (login CSRF), and a code read off an address is worthless without the cookie it
 *     was made for.
 *  4. The new session's cookie is set on the calculator's origin. Its row names the issuing site session
 *     (`sessions.parent_session_id`, SessionRegistry.openHandOver); it ends no later than that one (expiry), and
 *     whatever ends that one ends it in the same transaction, with its cache tombstone: sign-out
 *     (SessionRegistry.revoke), a password reset or an admin's revocation of the account's sessions
 *     (revokeAllForUser). Every service's session check reads the same rows and cache, so that holds on every
 *     replica, and the check itself does no extra work.
 */
import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { HANDOVER_CODE_TTL_SECONDS, HANDOVER_MESSAGES, HANDOVER_STATE_TTL_SECONDS } from '@pac/contracts';
import { type PrismaClient, type User } from '@pac/db';
import {
  PRISMA,
  REDIS,
  SessionRegistry,
  randomToken,
  sha256Hex,
  type AuthenticatedUser,
  type OpenedSession,
} from '@pac/server-kit';
import { type Redis } from 'ioredis';
import { createHash } from 'node:crypto';
import { CLOCK, type Clock } from '../common/clock.js';
import { OneTimeSecrets } from '../common/one-time-secret.js';
import { type RequestOrigin } from '../common/records.js';
import { SecuritySettingsReader } from '../common/security-settings.js';

/**
 * Redis key of a code (a one-time secret of the `token` kind): only its SHA-256 is ever stored, so a read of Redis
 * yields nothing that opens a session.
 */
export const handoverKey = (code: string) => `identity:handover:${sha256Hex(code)}`;
/** Redis key of a live state, by its challenge (the state's SHA-256): the state itself is only in the cookie. */
export const handoverStateKey = (challenge: string) => `identity:handover-state:${challenge}`;
/** The challenge of a state: its SHA-256, base64url (HANDOVER_CHALLENGE_PATTERN). */
export const handoverChallengeOf = (state: string) => createHash('sha256').update(state).digest('base64url');

/** What a code stands for while it lives. */
interface HandoverRecord {
  userId: string;
  /** The session that asked for the code: a code outlives neither its revocation nor its expiry. */
  sessionId: string;
  /** The challenge of the state the calculator's origin set in the browser that is to exchange the code. */
  challenge: string;
  /** Clock time of issue (ms), checked besides the Redis TTL so tests move the clock instead of sleeping. */
  issuedAt: number;
}

/** What a state's Redis entry holds. */
interface StateRecord {
  issuedAt: number;
}

function parseJson<T>(stored: string | null, valid: (value: Partial<T>) => boolean): T | null {
  if (!stored) return null;
  try {
    const value = JSON.parse(stored) as Partial<T> | null;
    return value && valid(value) ? (value as T) : null;
  } catch {
    return null;
  }
}

const parseRecord = (stored: string | null) =>
  parseJson<HandoverRecord>(
    stored,
    (value) =>
      typeof value.userId === 'string' &&
      typeof value.sessionId === 'string' &&
      typeof value.challenge === 'string' &&
      typeof value.issuedAt === 'number',
  );
const parseState = (stored: string | null) =>
  parseJson<StateRecord>(stored, (value) => typeof value.issuedAt === 'number');

const expired = () => new UnauthorizedException(HANDOVER_MESSAGES.expired);

/**
 * The states, codes and exchanges of the calculator hand-over (the flow is described at the top of this file).
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

  /** A new state for the browser's cookie, and its challenge for the site; the challenge lives as long as the state. */
  async start(): Promise<{ state: string; challenge: string }> {
    const now = this.clock.now();
    const state = randomToken();
    const challenge = handoverChallengeOf(state);
    const record: StateRecord = { issuedAt: now.getTime() };
    await this.redis.set(
      handoverStateKey(challenge),
      JSON.stringify(record),
      'EX',
      HANDOVER_STATE_TTL_SECONDS,
    );
    return { state, challenge };
  }

  /** A code for this session, which only the browser holding the state of `challenge` can exchange. */
  async issue(session: AuthenticatedUser, challenge: string): Promise<string> {
    const now = this.clock.now();
    const { secret: code } = this.secrets.issue('token', now, HANDOVER_CODE_TTL_SECONDS * 1000);
    const record: HandoverRecord = {
      userId: session.id,
      sessionId: session.sessionId,
      challenge,
      issuedAt: now.getTime(),
    };
    await this.redis.set(handoverKey(code), JSON.stringify(record), 'EX', HANDOVER_CODE_TTL_SECONDS);
    return code;
  }

  /**
   * The code's user with a new session tied to the one that asked for the code. 401 with
   * HANDOVER_MESSAGES.otherBrowser when `state` (the request's state cookie) is missing or is not the one the code
   * was made for, and with HANDOVER_MESSAGES.expired for a code or state that is unknown, spent or too old, or whose
   * session ended. The code is spent either way, the state once it met its code.
   */
  async exchange(
    code: string,
    state: string | null,
    origin: RequestOrigin,
  ): Promise<{ user: User; session: OpenedSession }> {
    const record = parseRecord(await this.redis.getdel(handoverKey(code)));
    if (!record) throw expired();
    const now = this.clock.now();
    if (now.getTime() - record.issuedAt >= HANDOVER_CODE_TTL_SECONDS * 1000) throw expired();
    const challenge = state === null ? null : handoverChallengeOf(state);
    if (challenge !== record.challenge) throw new UnauthorizedException(HANDOVER_MESSAGES.otherBrowser);
    // Spent by the code it was made for (a code of another browser's leaves it be): of two codes asked for with one
    // state (the site's page opened twice), one opens a session.
    const stateRecord = parseState(await this.redis.getdel(handoverStateKey(record.challenge)));
    if (!stateRecord || now.getTime() - stateRecord.issuedAt >= HANDOVER_STATE_TTL_SECONDS * 1000) {
      throw expired();
    }

    const [user, { sessionTimeoutHours }] = await Promise.all([
      this.prisma.user.findUnique({ where: { id: record.userId } }),
      this.settings.read(),
    ]);
    if (!user) throw expired();
    // Handing over again and again must not stretch a session past the one the user signed in with.
    const session = await this.sessions.openHandOver({
      issuingSessionId: record.sessionId,
      userId: user.id,
      role: user.role,
      ttlHours: sessionTimeoutHours,
      ip: origin.ip,
      userAgent: origin.userAgent,
      now,
    });
    if (!session) throw expired();
    return { user, session };
  }
}
