import { SETTINGS_DEFAULTS, type PrismaClient, type SettingsGroup } from '@pac/db';
import { type Redis } from 'ioredis';
import { createHash } from 'node:crypto';
import { redisScript } from '../redis/redis-script.js';
import { decryptSettingSecret, isEncryptedSettingValue } from './settings-crypto.js';
import {
  hearsSettingsSaves,
  noteSettingsSave,
  settingsSavedChannel,
  settingsSaveStamp,
} from './settings-saves.js';

export type SettingValue = string | number | boolean;

/** What SettingsReader reports through. */
export interface SettingsLogger {
  warn(message: string): void;
}

/** A changed setting reaches every replica within this many seconds (the admin service also clears the cache). */
export const SETTINGS_CACHE_SECONDS = 5;
/** Keyed by database as well, so stacks and test runs sharing one Redis never read each other's settings. */
export const settingsCacheKey = (namespace: string, group: string) => `settings:${namespace}:${group}`;
/**
 * Counts a group's saves (SettingsReader.invalidate). A reader caches what it read only while the count is the one
 * it saw before reading the table, so a read that began before a save cannot put the old values back after it.
 */
export const settingsGenerationKey = (namespace: string, group: string) =>
  `settings:${namespace}:${group}:generation`;
/** The save count outlives any read in flight by far; it expires so test databases leave nothing behind. */
const GENERATION_SECONDS = 24 * 3_600;
/** SET the cache (KEYS[1]) only if the save count (KEYS[2]) is still ARGV[1]: one round trip, atomic in Redis. */
const SET_IF_GENERATION = `
if (redis.call('GET', KEYS[2]) or '0') == ARGV[1] then
  return redis.call('SET', KEYS[1], ARGV[2], 'EX', ARGV[3])
end
return nil`;
const setIfGeneration = redisScript('pacSettingsCacheSet', SET_IF_GENERATION, 2);
/** The namespace of one database: every process reading it must use the same, so a save clears all their caches. */
export const settingsNamespaceFor = (databaseUrl: string) =>
  createHash('sha256').update(databaseUrl).digest('hex').slice(0, 16);

/**
 * Reads the admin's settings (table `settings`) for any service: one group at a time, cached briefly in Redis,
 * defaults filled in, secrets decrypted with SETTINGS_ENCRYPTION_KEY (an undecryptable secret reads as unset).
 *
 *   const reader = new SettingsReader(prisma, redis, process.env.SETTINGS_ENCRYPTION_KEY);
 *   const { secretKey } = await reader.group('payment');   // '' when not configured
 */
export class SettingsReader {
  /**
   * Groups read in the last SETTINGS_CACHE_SECONDS, answered from memory while this process hears every save
   * (SettingsSaveListener): the maintenance flag is read on every request and the sign-in settings on every sign-in
   * step, a Redis round trip each (one of a profile read's three, four of a sign-in's nine).
   */
  private readonly remembered = new Map<
    SettingsGroup,
    { values: Record<string, SettingValue>; stamp: string; until: number }
  >();

  constructor(
    private readonly prisma: PrismaClient,
    private readonly redis: Redis | null,
    private readonly encryptionKey?: string,
    /** Distinguishes databases sharing a Redis (see settingsCacheKey). */
    private readonly namespace = 'default',
    /**
     * Where an undecryptable secret is reported: SettingsModule passes NestJS's Logger, the email worker its JSON
     * logger. No NestJS import here, so the worker can read settings without it (@pac/server-kit/settings-reader).
     */
    private readonly logger: SettingsLogger = {
      warn: (message) => console.warn(`[SettingsReader] ${message}`),
    },
  ) {}

  async group(group: SettingsGroup): Promise<Record<string, SettingValue>> {
    const stamp = settingsSaveStamp(this.namespace, group);
    const memory = this.remembered.get(group);
    if (memory && memory.stamp === stamp && memory.until > Date.now() && hearsSettingsSaves(this.namespace))
      return { ...memory.values };
    const values = await this.readGroup(group);
    if (hearsSettingsSaves(this.namespace) && settingsSaveStamp(this.namespace, group) === stamp)
      this.remembered.set(group, { values, stamp, until: Date.now() + SETTINGS_CACHE_SECONDS * 1000 });
    return { ...values };
  }

  private async readGroup(group: SettingsGroup): Promise<Record<string, SettingValue>> {
    const stored = await this.storedGroup(group);
    const values: Record<string, SettingValue> = { ...SETTINGS_DEFAULTS[group] };
    for (const [key, value] of Object.entries(stored)) {
      if (isEncryptedSettingValue(value)) values[key] = this.decrypt(group, key, value);
      else if (['string', 'number', 'boolean'].includes(typeof value)) values[key] = value as SettingValue;
    }
    return values;
  }

  async maintenanceMode(): Promise<boolean> {
    return (await this.group('general')).maintenanceMode === true;
  }

  /**
   * Drops the cached copy, in Redis and (announced on the saved channel) in every process's memory, and counts the
   * save, so the next read anywhere sees the table and a read that was already under way does not cache what it read
   * (called after a save has committed).
   */
  async invalidate(group: SettingsGroup): Promise<void> {
    noteSettingsSave(this.namespace, group);
    await this.redis
      ?.multi()
      .incr(settingsGenerationKey(this.namespace, group))
      .expire(settingsGenerationKey(this.namespace, group), GENERATION_SECONDS)
      .del(settingsCacheKey(this.namespace, group))
      .publish(settingsSavedChannel(this.namespace), group)
      .exec()
      .catch(() => undefined);
  }

  private async storedGroup(group: SettingsGroup): Promise<Record<string, unknown>> {
    const key = settingsCacheKey(this.namespace, group);
    const generationKey = settingsGenerationKey(this.namespace, group);
    // The save count is read with the cache (one round trip), before the table.
    const [cached, generation] = (await this.redis?.mget(key, generationKey).catch(() => null)) ?? [];
    if (cached) return JSON.parse(cached) as Record<string, unknown>;
    const rows = await this.prisma.setting.findMany({ where: { group }, select: { key: true, value: true } });
    const stored = Object.fromEntries(rows.map((row) => [row.key, row.value]));
    if (this.redis) {
      await setIfGeneration(
        this.redis,
        key,
        generationKey,
        generation ?? '0',
        JSON.stringify(stored),
        SETTINGS_CACHE_SECONDS,
      ).catch(() => undefined);
    }
    return stored;
  }

  private decrypt(group: string, key: string, value: { enc: string }): string {
    if (!this.encryptionKey) return '';
    try {
      return decryptSettingSecret(value, this.encryptionKey);
    } catch {
      this.logger.warn(
        `Setting ${group}.${key} cannot be decrypted with SETTINGS_ENCRYPTION_KEY; treated as unset`,
      );
      return '';
    }
  }
}
