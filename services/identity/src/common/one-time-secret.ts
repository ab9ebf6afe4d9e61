import { Inject, Injectable, Logger } from '@nestjs/common';
import { RateLimits, randomToken, sha256Hex } from '@pac/server-kit';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config/identity.config.js';
import { IdentityMail } from './identity-mail.js';
import { EMAIL_LIMITS } from './rate-limits.js';

/**
 * The two kinds of one-time secret identity hands out. A `token` (reset and confirmation links, calculator
 * hand-over codes) is 32 CSPRNG bytes in base64url, kept as its SHA-256. A `code` (sign-in and step-up codes) is 6
 * CSPRNG digits, kept as an HMAC keyed with the server secret: a plain hash of a 6-digit number is reversed by
 * trying all million.
 */
export type SecretKind = 'token' | 'code';

/** A secret as it is handed out (in a mail, a link) and as it is kept (only its hash), with when it stops working. */
export interface IssuedSecret {
  secret: string;
  hash: string;
  expiresAt: Date;
}

/** The rows of an emailed link token (password_reset_tokens, email_verification_tokens). */
interface LinkTokenRows {
  updateManyAndReturn(args: {
    where: { tokenHash: string; usedAt: null; expiresAt: { gt: Date } };
    data: { usedAt: Date };
    select: { userId: true };
  }): PromiseLike<{ userId: string }[]>;
}

/**
 * Making, mailing, keeping and checking identity's one-time secrets. Each flow keeps its own rules: how long a secret
 * lives, how many tries it takes, where it is stored (a database row or a Redis key) and how it is used once.
 */
@Injectable()
export class OneTimeSecrets {
  constructor(
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    private readonly mail: IdentityMail,
    private readonly emailLimits: RateLimits,
  ) {}

  /** A per-email cap, times EMAIL_LIMIT_MULTIPLIER (1 in production). */
  private emailLimit(limit: keyof typeof EMAIL_LIMITS) {
    const rule = EMAIL_LIMITS[limit];
    return { ...rule, limit: rule.limit * this.config.EMAIL_LIMIT_MULTIPLIER };
  }

  /**
   * Before anything is written for a mail that must arrive now (a code): 503 while no mail can go out, 429 with
   * `message` once the address has had its `limit`.
   */
  async assertMayMail(email: string, limit: keyof typeof EMAIL_LIMITS, message: string): Promise<void> {
    this.mail.assertCanSend();
    const rule = this.emailLimit(limit);
    await this.emailLimits.consume(rule.name, email, rule, message);
  }

  /**
   * Counts one mail to the address under `limit`; false once over it: the mail is skipped (with the warning
   * `skipped` in the flow's log) and the answer stays the same, so it tells nothing about the account.
   */
  async mayMail(
    email: string,
    limit: keyof typeof EMAIL_LIMITS,
    skipped: { context: string; message: string },
  ): Promise<boolean> {
    const rule = this.emailLimit(limit);
    if (await this.emailLimits.allow(rule.name, email, rule)) return true;
    new Logger(skipped.context).warn(skipped.message);
    return false;
  }

  issue(kind: SecretKind, now: Date, lifetimeMs: number): IssuedSecret {
    const secret = kind === 'code' ? String(randomInt(0, 1_000_000)).padStart(6, '0') : randomToken();
    return { secret, hash: this.hash(kind, secret), expiresAt: new Date(now.getTime() + lifetimeMs) };
  }

  /** What is stored and looked up for `secret`. */
  hash(kind: SecretKind, secret: string): string {
    if (kind === 'token') return sha256Hex(secret);
    return createHmac('sha256', this.config.JWT_SECRET).update(`two-factor-code:${secret}`).digest('hex');
  }

  /** Whether `secret` is the one kept as `stored`, in the same time whichever byte differs. */
  matches(kind: SecretKind, stored: string, secret: string): boolean {
    const expected = Buffer.from(stored, 'hex');
    const actual = Buffer.from(this.hash(kind, secret), 'hex');
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }

  /** The site's page at `path` carrying the token: what a link mail holds. */
  link(path: string, token: string): string {
    const link = new URL(path, this.config.PUBLIC_SITE_URL);
    link.searchParams.set('token', token);
    return link.toString();
  }

  /**
   * Uses an emailed link token: the account of an unused, unexpired one, which is marked used in the same
   * conditional update, so of two racing requests only one gets it; null for any other token.
   */
  async useLinkToken(rows: LinkTokenRows, token: string, now: Date): Promise<string | null> {
    const used = await rows.updateManyAndReturn({
      where: { tokenHash: this.hash('token', token), usedAt: null, expiresAt: { gt: now } },
      data: { usedAt: now },
      select: { userId: true },
    });
    return used[0]?.userId ?? null;
  }
}
