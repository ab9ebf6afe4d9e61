import {
  ForbiddenException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { IDENTITY_MESSAGES, type LoginRequest } from '@pac/contracts';
import { hashPassword, normalizeEmail, verifyPassword, type PrismaClient, type User } from '@pac/db';
import {
  LocalRateWindows,
  PRISMA,
  REDIS,
  SessionRegistry,
  SettingsReader,
  unavailableDependency,
  type OpenedSession,
} from '@pac/server-kit';
import { type Redis } from 'ioredis';
import { recordAuditEvent } from '../common/audit.js';
import { type RequestOrigin } from '../common/request-origin.js';
import { AdminCodes } from './admin-codes.js';

/** Per-address limit of failed admin sign-in steps (wrong password, non-admin, wrong code) in a window. */
export const ADMIN_SIGN_IN_IP_LIMIT = { limit: 20, windowSeconds: 15 * 60 };
/** Injection token of the Redis key prefix of the per-address limit (tests use their own per run). */
export const SIGN_IN_LIMIT_PREFIX = Symbol('SIGN_IN_LIMIT_PREFIX');
export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please wait a few minutes and try again.';
const lockedMessage = (minutes: number) =>
  `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
const lockoutMinutes = (previousLocks: number) => Math.min(5 * 2 ** previousLocks, 24 * 60);

let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('decoy password never used by anyone'));

type Failure = 'unknown_email' | 'wrong_password' | 'account_locked' | 'not_admin' | 'invalid_code';

/**
 * The admin portal's sign-in: password, then an emailed code (2FA is mandatory for everyone). Only role admin
 * gets a code and a session; every attempt is a `login_attempts` row marked admin_portal; repeated failures lock
 * the account (security.maxLoginAttempts) and each address is limited in Redis.
 */
@Injectable()
export class AdminSignInService {
  private readonly localFailures = new LocalRateWindows();

  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(SIGN_IN_LIMIT_PREFIX) private readonly limitPrefix: string,
    private readonly settings: SettingsReader,
    private readonly sessions: SessionRegistry,
    private readonly codes: AdminCodes,
  ) {}

  async checkPassword(request: LoginRequest, origin: RequestOrigin): Promise<void> {
    await this.throttle(origin);
    const email = normalizeEmail(request.email);
    const user = await this.prisma.user.findUnique({ where: { emailNormalized: email } });
    const now = new Date();
    const fail = (failure: Failure) => this.record(email, user?.id ?? null, origin, failure);

    if (user?.lockedUntil && user.lockedUntil > now) {
      await fail('account_locked');
      const minutes = Math.ceil((user.lockedUntil.getTime() - now.getTime()) / 60_000);
      throw new HttpException(lockedMessage(minutes), HttpStatus.TOO_MANY_REQUESTS);
    }
    const passwordOk = user
      ? await verifyPassword(user.passwordHash, request.password)
      : (await verifyPassword(await decoy(), request.password), false);
    if (!user || !passwordOk) {
      await fail(user ? 'wrong_password' : 'unknown_email');
      if (user) await this.countFailure(user, now);
      throw new UnauthorizedException(IDENTITY_MESSAGES.invalidCredentials);
    }
    if (user.role !== 'admin') {
      await fail('not_admin');
      throw new ForbiddenException(IDENTITY_MESSAGES.adminAccessDenied);
    }
    await this.codes.issue(user, origin.ip);
  }

  async verifyCode(
    emailInput: string,
    code: string,
    origin: RequestOrigin,
  ): Promise<{ user: User; session: OpenedSession }> {
    await this.throttle(origin);
    const email = normalizeEmail(emailInput);
    const found = await this.prisma.user.findUnique({ where: { emailNormalized: email } });
    const admin = found?.role === 'admin' ? found : null;
    try {
      await this.codes.check(admin, code);
    } catch (error) {
      await this.record(email, found?.id ?? null, origin, 'invalid_code');
      throw error;
    }
    const user = admin as User;
    const security = await this.settings.group('security');
    const session = await this.sessions.open({
      userId: user.id,
      role: 'admin',
      ttlHours: Number(security.sessionTimeout) > 0 ? Number(security.sessionTimeout) : 72,
      ip: origin.ip,
      userAgent: origin.userAgent,
    });
    const updated = await this.prisma.user.update({
      where: { id: user.id },
      data: { lastLoginAt: new Date(), failedLoginCount: 0, lockoutCount: 0, lockedUntil: null },
    });
    await this.record(email, user.id, origin);
    await recordAuditEvent(this.prisma, {
      kind: 'admin.signed_in',
      description: `Admin signed in: ${user.email}`,
      actorId: user.id,
      metadata: { ip: origin.ip },
    });
    return { user: updated, session };
  }

  async resendCode(emailInput: string, origin: RequestOrigin): Promise<void> {
    await this.throttle(origin);
    const found = await this.prisma.user.findUnique({
      where: { emailNormalized: normalizeEmail(emailInput) },
    });
    await this.codes.resend(found?.role === 'admin' ? found : null);
  }

  private throttleKey = (origin: RequestOrigin) => `${this.limitPrefix}:failures:${origin.ip ?? 'unknown'}`;

  private async throttle(origin: RequestOrigin): Promise<void> {
    const key = this.throttleKey(origin);
    const failures = await this.redis.get(key).then(Number, (error: unknown) => {
      if (unavailableDependency(error) !== 'redis') throw error;
      return this.localFailures.peek(key);
    });
    if (failures >= ADMIN_SIGN_IN_IP_LIMIT.limit)
      throw new HttpException(TOO_MANY_ATTEMPTS, HttpStatus.TOO_MANY_REQUESTS);
  }

  /** Counted in Redis; while Redis is down, in this process (the limit then holds per replica). */
  private async countAddressFailure(origin: RequestOrigin): Promise<void> {
    const key = this.throttleKey(origin);
    try {
      const count = await this.redis.incr(key);
      if (count === 1) await this.redis.expire(key, ADMIN_SIGN_IN_IP_LIMIT.windowSeconds);
    } catch (error) {
      if (unavailableDependency(error) !== 'redis') throw error;
      const { limit, windowSeconds } = ADMIN_SIGN_IN_IP_LIMIT;
      this.localFailures.hit(key, windowSeconds * 1000, limit);
    }
  }

  private async countFailure(user: User, now: Date): Promise<void> {
    const max = Math.max(1, Number((await this.settings.group('security')).maxLoginAttempts) || 5);
    const counted = await this.prisma.user.update({
      where: { id: user.id },
      data: { failedLoginCount: { increment: 1 } },
      select: { failedLoginCount: true, lockoutCount: true },
    });
    if (counted.failedLoginCount < max) return;
    await this.prisma.user.update({
      where: { id: user.id },
      data: {
        failedLoginCount: 0,
        lockoutCount: { increment: 1 },
        lockedUntil: new Date(now.getTime() + lockoutMinutes(counted.lockoutCount) * 60_000),
      },
    });
  }

  private async record(email: string, userId: string | null, origin: RequestOrigin, failure?: Failure) {
    if (failure) await this.countAddressFailure(origin);
    await this.prisma.loginAttempt.create({
      data: {
        email,
        userId,
        ip: origin.ip,
        userAgent: origin.userAgent,
        success: !failure,
        adminPortal: true,
        failureReason: failure ?? null,
      },
    });
  }
}
