import { Inject, Injectable } from '@nestjs/common';
import { type PrismaClient } from '@pac/db';
import { PRISMA, clientAddressKey } from '@pac/server-kit';
import { tooManyRequests } from './rate-limits.js';
import { loginAttemptRecorder, type RequestOrigin, type SignInFailure } from './records.js';
import { SecuritySettingsReader, type SignInSettings } from './security-settings.js';

/** First lock 5 minutes, doubling with each further lock in a row, at most a day. */
export const LOCKOUT_BASE_MINUTES = 5;
const LOCKOUT_MAX_MINUTES = 24 * 60;
export const lockoutMinutes = (previousLocks: number) =>
  Math.min(LOCKOUT_BASE_MINUTES * 2 ** previousLocks, LOCKOUT_MAX_MINUTES);

export const lockedMessage = (minutes: number) =>
  `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;

/** Failures that count towards a lock: guesses of a password or of a code (not a lock's own refusals). */
const COUNTED: readonly (string | null)[] = [
  'wrong_password',
  'unknown_email',
  'invalid_code',
] satisfies SignInFailure[];

/** How far back attempts are replayed (a lock lasts at most a day). */
const LOOKBACK_MS = 2 * 24 * 60 * 60_000;
const REPLAYED_ROWS = 500;

/** Until when an email is locked for an address (null: not locked), and the sign-in settings it was judged by. */
export interface LockInspection {
  lockedUntil: Date | null;
  settings: SignInSettings;
}

/**
 * Sign-in locks per account *and* address: after maxLoginAttempts failed passwords or codes for one email from one
 * address (an IPv6 /64 counts as one, see clientAddressKey), that pair is locked for a growing interval. A stranger
 * guessing from elsewhere locks only themselves out, never the owner; an email without an account locks exactly as
 * one with an account would (the same rows, the same arithmetic), so a 429 tells nothing about which it is. A
 * completed sign-in from that address starts the count again. Derived from `login_attempts`, the record of truth
 * both portals write, so every replica agrees.
 */
@Injectable()
export class SignInLocks {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly settings: SecuritySettingsReader,
  ) {}

  /**
   * Until when `email` is locked for this address (or null), with the sign-in settings it was judged by: the
   * settings (cached) and the recent attempts are read together.
   */
  async inspect(email: string, origin: RequestOrigin, now: Date): Promise<LockInspection> {
    const [settings, recent] = await Promise.all([
      this.settings.signIn(),
      this.prisma.loginAttempt.findMany({
        where: { email, createdAt: { gt: new Date(now.getTime() - LOOKBACK_MS), lte: now } },
        orderBy: { createdAt: 'desc' },
        take: REPLAYED_ROWS,
        select: { ip: true, success: true, failureReason: true, createdAt: true },
      }),
    ]);
    const address = clientAddressKey(origin.ip);
    let failures = 0;
    let locks = 0;
    let lockedUntil: Date | null = null;
    for (const attempt of recent.reverse()) {
      if (clientAddressKey(attempt.ip) !== address) continue;
      if (attempt.success) {
        failures = 0;
        locks = 0;
        lockedUntil = null;
        continue;
      }
      if (!COUNTED.includes(attempt.failureReason) || (lockedUntil && attempt.createdAt < lockedUntil))
        continue;
      failures += 1;
      if (failures < settings.maxLoginAttempts) continue;
      lockedUntil = new Date(attempt.createdAt.getTime() + lockoutMinutes(locks) * 60_000);
      locks += 1;
      failures = 0;
    }
    return { lockedUntil: lockedUntil && lockedUntil > now ? lockedUntil : null, settings };
  }

  /**
   * The start of a sign-in step (the password or the code): while `step.email` is locked for this address, 429 with
   * the minutes left, recorded as account_locked of `knownUserId`; otherwise how the step records its outcome, and
   * the sign-in settings read on the way. `inspection` is `inspect`'s answer when the caller read it alongside its
   * own reads (read here otherwise).
   */
  async beginStep(
    step: { email: string; origin: RequestOrigin; at: Date; adminPortal: boolean },
    knownUserId: string | null,
    inspection?: LockInspection,
  ): Promise<{ record: ReturnType<typeof loginAttemptRecorder>; settings: SignInSettings }> {
    const record = loginAttemptRecorder(this.prisma, step);
    const { lockedUntil, settings } = inspection ?? (await this.inspect(step.email, step.origin, step.at));
    if (lockedUntil) {
      await record(knownUserId, 'account_locked');
      throw tooManyRequests(lockedMessage(SignInLocks.minutesLeft(lockedUntil, step.at)));
    }
    return { record, settings };
  }

  /** Minutes left of a lock, as the message words them. */
  static minutesLeft(lockedUntil: Date, now: Date): number {
    return Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000);
  }
}
