import { Injectable } from '@nestjs/common';
import { SETTINGS_DEFAULTS } from '@pac/db';
import { SettingsReader, type SettingValue } from '@pac/server-kit';

export interface SecuritySettings {
  registrationEnabled: boolean;
  /** Session length in hours. */
  sessionTimeoutHours: number;
  /** Failed sign-ins before the account is locked. */
  maxLoginAttempts: number;
  /** Accounts whose email is not confirmed may not sign in (issue 18). */
  requireEmailVerification: boolean;
}

/** The settings a sign-in step reads (all in the `security` group). */
export type SignInSettings = Omit<SecuritySettings, 'registrationEnabled'>;

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

const signInSettings = (security: Record<string, SettingValue>): SignInSettings => {
  const requireVerification = security.requireEmailVerification;
  return {
    // At most a year, at least a few minutes of use: a zero or absurd value must not lock everyone out.
    sessionTimeoutHours: positiveNumber(security.sessionTimeout, DEFAULTS.sessionTimeoutHours, 24 * 365),
    maxLoginAttempts: Math.floor(positiveNumber(security.maxLoginAttempts, DEFAULTS.maxLoginAttempts, 1000)),
    requireEmailVerification:
      typeof requireVerification === 'boolean' ? requireVerification : DEFAULTS.requireEmailVerification,
  };
};

/**
 * The admin's settings that govern sign-in, read through the shared SettingsReader (its short Redis cache, which
 * the admin service clears on every save, so a change applies to the next request on every replica) instead of a
 * database query per use. Missing or malformed values fall back to the seeded defaults (SETTINGS_DEFAULTS).
 */
@Injectable()
export class SecuritySettingsReader {
  constructor(private readonly reader: SettingsReader) {}

  /** What a sign-in step needs: one cached read of the `security` group. */
  async signIn(): Promise<SignInSettings> {
    return signInSettings(await this.reader.group('security'));
  }

  async read(): Promise<SecuritySettings> {
    const [general, security] = await Promise.all([
      this.reader.group('general'),
      this.reader.group('security'),
    ]);
    const registration = general.registrationEnabled;
    return {
      registrationEnabled: typeof registration === 'boolean' ? registration : DEFAULTS.registrationEnabled,
      ...signInSettings(security),
    };
  }
}
