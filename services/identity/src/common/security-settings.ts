import { Inject, Injectable } from '@nestjs/common';
import { SETTINGS_DEFAULTS, type PrismaClient } from '@pac/db';
import { PRISMA } from '@pac/server-kit';

export interface SecuritySettings {
  registrationEnabled: boolean;
  /** Session length in hours. */
  sessionTimeoutHours: number;
  /** Failed sign-ins before the account is locked. */
  maxLoginAttempts: number;
  /** Accounts whose email is not confirmed may not sign in (issue 18). */
  requireEmailVerification: boolean;
}

const DEFAULTS: SecuritySettings = {
  registrationEnabled: SETTINGS_DEFAULTS.general.registrationEnabled as boolean,
  sessionTimeoutHours: SETTINGS_DEFAULTS.security.sessionTimeout as number,
  maxLoginAttempts: SETTINGS_DEFAULTS.security.maxLoginAttempts as number,
  requireEmailVerification: SETTINGS_DEFAULTS.security.requireEmailVerification as boolean,
};

const positiveNumber = (value: unknown, fallback: number, max: number): number => {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0
    ? Math.min(number, max)
    : fallback;
};

/**
 * The admin's settings that govern sign-in, read from the `settings` table on every use (one indexed query), so a
 * change in the admin portal applies to the next request on every replica. Missing or malformed values fall back
 * to the seeded defaults (SETTINGS_DEFAULTS).
 */
@Injectable()
export class SecuritySettingsReader {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async read(): Promise<SecuritySettings> {
    const rows = await this.prisma.setting.findMany({
      where: {
        OR: [
          { group: 'general', key: 'registrationEnabled' },
          {
            group: 'security',
            key: { in: ['sessionTimeout', 'maxLoginAttempts', 'requireEmailVerification'] },
          },
        ],
      },
      select: { key: true, value: true },
    });
    const value = (key: string) => rows.find((row) => row.key === key)?.value;
    const registration = value('registrationEnabled');
    const requireVerification = value('requireEmailVerification');
    return {
      registrationEnabled: typeof registration === 'boolean' ? registration : DEFAULTS.registrationEnabled,
      // At most a year, at least a few minutes of use: a zero or absurd value must not lock everyone out.
      sessionTimeoutHours: positiveNumber(value('sessionTimeout'), DEFAULTS.sessionTimeoutHours, 24 * 365),
      maxLoginAttempts: Math.floor(
        positiveNumber(value('maxLoginAttempts'), DEFAULTS.maxLoginAttempts, 1000),
      ),
      requireEmailVerification:
        typeof requireVerification === 'boolean' ? requireVerification : DEFAULTS.requireEmailVerification,
    };
  }
}
