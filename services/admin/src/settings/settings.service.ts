import { ForbiddenException, Inject, Injectable } from '@nestjs/common';
import {
  SECRET_SETTINGS,
  SETTINGS_GROUPS,
  STEP_UP_REQUIRED_CODE,
  STEP_UP_TEXTS,
  maskSecret,
  needsStepUp,
  settingsUpdateSchemas,
  type AdminSettingsData,
  type SettingsGroupName,
  type SettingsValues,
} from '@pac/contracts';
import { type PrismaClient } from '@pac/db';
import {
  PRISMA,
  SettingsReader,
  encryptSettingSecret,
  recordAuditEvent,
  verifyStepUpProof,
  type AuthenticatedUser,
} from '@pac/server-kit';
import { ADMIN_CONFIG, type AdminConfig } from '../config/admin.config.js';

/** 403 with STEP_UP_REQUIRED: the change needs a step-up proof of this admin session (the controller answers it). */
export class StepUpRequiredException extends ForbiddenException {
  readonly body = { success: false as const, error: STEP_UP_TEXTS.required, code: STEP_UP_REQUIRED_CODE };
  constructor() {
    super(STEP_UP_TEXTS.required);
  }
}

/**
 * The four settings tabs. Secrets are stored AES-256-GCM encrypted and only ever shown masked; a blank secret in
 * an update leaves the stored one as it is. Each save is one transaction with its audit event (who, when, which
 * keys; never the values of secrets), and the settings cache is cleared so every service sees it at once. A change
 * to any setting of STEP_UP_SETTINGS (security, payment keys, the mail server and its credentials) also needs a
 * step-up proof (identity's emailed code) of this admin's session: a stolen session alone cannot weaken sign-in,
 * redirect mail or payments, or forge payment notices.
 */
@Injectable()
export class SettingsService {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(ADMIN_CONFIG) private readonly config: AdminConfig,
    private readonly reader: SettingsReader,
  ) {}

  async all(): Promise<AdminSettingsData> {
    const entries = await Promise.all(
      SETTINGS_GROUPS.map(async (group) => [group, await this.masked(group)] as const),
    );
    return Object.fromEntries(entries) as AdminSettingsData;
  }

  async update(
    group: SettingsGroupName,
    input: unknown,
    actor: Pick<AuthenticatedUser, 'id' | 'email' | 'sessionId'>,
    stepUpProof: string | null = null,
  ) {
    const values = settingsUpdateSchemas[group].parse(input) as Record<string, string | number | boolean>;
    const secrets = SECRET_SETTINGS[group];
    const changes = Object.entries(values).filter(([key, value]) => !(secrets.includes(key) && value === ''));
    if (
      (await this.touchesStepUpSettings(group, changes)) &&
      !(
        stepUpProof &&
        verifyStepUpProof(this.config.JWT_SECRET, stepUpProof, {
          userId: actor.id,
          sessionId: actor.sessionId,
        })
      )
    )
      throw new StepUpRequiredException();
    if (changes.length > 0) {
      await this.prisma.$transaction(async (tx) => {
        for (const [key, value] of changes) {
          const stored = secrets.includes(key)
            ? { ...encryptSettingSecret(String(value), this.config.SETTINGS_ENCRYPTION_KEY) }
            : value;
          await tx.setting.upsert({
            where: { group_key: { group, key } },
            create: { group, key, value: stored, updatedById: actor.id },
            update: { value: stored, updatedById: actor.id },
          });
        }
        const keys = changes.map(([key]) => key);
        await recordAuditEvent(tx, {
          kind: 'settings.updated',
          description: `Settings changed by ${actor.email}: ${group} (${keys.join(', ')})`,
          actorId: actor.id,
          metadata: {
            group,
            keys,
            values: Object.fromEntries(changes.filter(([key]) => !secrets.includes(key))),
          },
        });
      });
      await this.reader.invalidate(group);
    }
    return this.masked(group);
  }

  /**
   * Whether these changes alter a setting that needs a step-up: a secret whenever one is given (blank ones are
   * already dropped), a plain value only when it differs from the stored one (the portal sends the whole tab, the
   * unchanged values included; the stored side has the defaults filled in, as the portal was shown them).
   */
  private async touchesStepUpSettings(
    group: SettingsGroupName,
    changes: [string, string | number | boolean][],
  ): Promise<boolean> {
    const guarded = changes.filter(([key]) => needsStepUp(group, key));
    if (guarded.length === 0) return false;
    const current = await this.reader.group(group);
    return guarded.some(
      ([key, value]) => SECRET_SETTINGS[group].includes(key) || String(value) !== String(current[key] ?? ''),
    );
  }

  private async masked(group: SettingsGroupName): Promise<SettingsValues> {
    const values: SettingsValues = { ...(await this.reader.group(group)) };
    for (const key of SECRET_SETTINGS[group]) values[key] = maskSecret(String(values[key] ?? ''));
    return values;
  }
}
