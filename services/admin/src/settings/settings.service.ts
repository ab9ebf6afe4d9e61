import { Inject, Injectable } from '@nestjs/common';
import {
  SECRET_SETTINGS,
  SETTINGS_GROUPS,
  maskSecret,
  settingsUpdateSchemas,
  type AdminSettingsData,
  type SettingsGroupName,
  type SettingsValues,
} from '@pac/contracts';
import { type PrismaClient } from '@pac/db';
import { PRISMA, SettingsReader, encryptSettingSecret } from '@pac/server-kit';
import { recordAuditEvent } from '../common/audit.js';
import { ADMIN_CONFIG, type AdminConfig } from '../config/admin.config.js';

/**
 * The four settings tabs. Secrets are stored AES-256-GCM encrypted and only ever shown masked; a blank secret in
 * an update leaves the stored one as it is. Each save is one transaction with its audit event (who, when, which
 * keys; never the values of secrets), and the settings cache is cleared so every service sees it at once.
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

  async update(group: SettingsGroupName, input: unknown, actor: { id: string; email: string }) {
    const values = settingsUpdateSchemas[group].parse(input) as Record<string, string | number | boolean>;
    const secrets = SECRET_SETTINGS[group];
    const changes = Object.entries(values).filter(([key, value]) => !(secrets.includes(key) && value === ''));
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

  private async masked(group: SettingsGroupName): Promise<SettingsValues> {
    const values: SettingsValues = { ...(await this.reader.group(group)) };
    for (const key of SECRET_SETTINGS[group]) values[key] = maskSecret(String(values[key] ?? ''));
    return values;
  }
}
