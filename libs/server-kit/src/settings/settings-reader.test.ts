import { type PrismaClient } from '@pac/db';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRedisUrl } from '../testing/index.js';
import { SettingsReader, settingsCacheKey, settingsGenerationKey } from './settings-reader.js';
import { SettingsSaveListener, settingsSavedChannel } from './settings-saves.js';

/**
 * A `settings` table in memory: counts the reads, and a read can be held after it has taken its rows (as a query
 * whose answer is still on the way while an admin saves).
 */
function settingsTable(rows: { key: string; value: unknown }[]) {
  let held: Promise<void> | null = null;
  const table = {
    rows,
    reads: 0,
    /** The next read takes its rows, then waits until `release` is called. */
    holdNextRead() {
      let release!: () => void;
      held = new Promise<void>((resolve) => (release = resolve));
      return release;
    },
    prisma: {
      setting: {
        findMany: async () => {
          table.reads += 1;
          const snapshot = table.rows.map((row) => ({ ...row }));
          const wait = held;
          held = null;
          if (wait) await wait;
          return snapshot;
        },
      },
    } as unknown as PrismaClient,
  };
  return table;
}

describe('SettingsReader cache', () => {
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(testRedisUrl(), { maxRetriesPerRequest: null });
  });
  afterAll(() => redis.disconnect());

  const namespaced = async (namespace: string) => {
    await redis.del(settingsCacheKey(namespace, 'security'), settingsGenerationKey(namespace, 'security'));
  };

  it('answers repeated reads from Redis, and the next read after a save from the table', async () => {
    const namespace = `test-${randomUUID()}`;
    const table = settingsTable([{ key: 'maxLoginAttempts', value: 5 }]);
    const reader = new SettingsReader(table.prisma, redis, undefined, namespace);
    try {
      expect((await reader.group('security')).maxLoginAttempts).toBe(5);
      expect((await reader.group('security')).maxLoginAttempts).toBe(5);
      expect(table.reads).toBe(1);

      table.rows[0]!.value = 3;
      await reader.invalidate('security');
      expect((await reader.group('security')).maxLoginAttempts).toBe(3);
      expect(table.reads).toBe(2);
    } finally {
      await namespaced(namespace);
    }
  });

  it('does not let a read that began before a save put the old values back into the cache after it', async () => {
    const namespace = `test-${randomUUID()}`;
    const table = settingsTable([{ key: 'requireEmailVerification', value: false }]);
    // Two replicas (a sign-in's and the admin service's) sharing one Redis.
    const signIn = new SettingsReader(table.prisma, redis, undefined, namespace);
    const admin = new SettingsReader(table.prisma, redis, undefined, namespace);
    try {
      const release = table.holdNextRead();
      const inFlight = signIn.group('security'); // has read the table, its answer not yet back

      await new Promise((resolve) => setTimeout(resolve, 20));
      table.rows[0]!.value = true; // the admin's save commits...
      await admin.invalidate('security'); // ...and clears the cache

      release();
      // The read in flight answers what it read (it began before the save)...
      expect((await inFlight).requireEmailVerification).toBe(false);
      // ...but it did not cache it: every later read, on any replica, sees the save.
      expect(await redis.get(settingsCacheKey(namespace, 'security'))).toBeNull();
      expect((await signIn.group('security')).requireEmailVerification).toBe(true);
      expect((await admin.group('security')).requireEmailVerification).toBe(true);
      expect(table.reads).toBe(2);
    } finally {
      await namespaced(namespace);
    }
  });

  describe('in memory, while this process hears every save', () => {
    /** A listener on its own connection, subscribed (as SettingsModule starts one per service process). */
    const listenOn = async (namespace: string) => {
      const connection = new Redis(testRedisUrl(), { autoResubscribe: false });
      const listener = new SettingsSaveListener(connection, namespace);
      await new Promise<void>((resolve) => connection.once('ready', resolve));
      await until(async () => (await redis.pubsub('NUMSUB', settingsSavedChannel(namespace)))[1] === 1);
      return { connection, listener };
    };
    /** A process listening for saves, with a reader over a one-setting `security` group. */
    const listeningReader = async (key: string, value: unknown) => {
      const namespace = `test-${randomUUID()}`;
      const table = settingsTable([{ key, value }]);
      const reader = new SettingsReader(table.prisma, redis, undefined, namespace);
      return { namespace, table, reader, ...(await listenOn(namespace)) };
    };
    const until = async (done: () => Promise<boolean> | boolean) => {
      for (let tries = 0; !(await done()); tries++) {
        if (tries > 200) throw new Error('timed out');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };

    it('answers repeated reads without Redis, and forgets a group when another process announces its save', async () => {
      const { namespace, connection, listener, table, reader } = await listeningReader('maxLoginAttempts', 5);
      try {
        expect((await reader.group('security')).maxLoginAttempts).toBe(5);
        // Changed behind everyone's back (no save announced), Redis' copy gone: memory still answers.
        table.rows[0]!.value = 4;
        await redis.del(settingsCacheKey(namespace, 'security'));
        expect((await reader.group('security')).maxLoginAttempts).toBe(5);
        expect(table.reads).toBe(1);

        // Another process's save: its invalidate publishes on the saved channel.
        table.rows[0]!.value = 3;
        await redis.publish(settingsSavedChannel(namespace), 'security');
        await until(async () => (await reader.group('security')).maxLoginAttempts === 3);
      } finally {
        listener.stop();
        connection.disconnect();
        await namespaced(namespace);
      }
    });

    it("forgets at once a save made in this process, and everything when the listener's connection drops", async () => {
      const { namespace, connection, listener, table, reader } = await listeningReader('sessionTimeout', 60);
      const admin = new SettingsReader(table.prisma, redis, undefined, namespace);
      try {
        expect((await reader.group('security')).sessionTimeout).toBe(60);
        table.rows[0]!.value = 30;
        await admin.invalidate('security');
        expect((await reader.group('security')).sessionTimeout).toBe(30);

        connection.disconnect(); // saves elsewhere would go unheard from now on
        await until(() => connection.status === 'end');
        table.rows[0]!.value = 15;
        await redis.del(settingsCacheKey(namespace, 'security'));
        expect((await reader.group('security')).sessionTimeout).toBe(15);
        expect(table.reads).toBe(3);
      } finally {
        listener.stop();
        await namespaced(namespace);
      }
    });
  });

  it('remembers nothing in memory without a listener: every read asks Redis', async () => {
    const namespace = `test-${randomUUID()}`;
    const table = settingsTable([{ key: 'maxLoginAttempts', value: 5 }]);
    const reader = new SettingsReader(table.prisma, redis, undefined, namespace);
    try {
      expect((await reader.group('security')).maxLoginAttempts).toBe(5);
      table.rows[0]!.value = 4;
      await redis.del(settingsCacheKey(namespace, 'security'));
      expect((await reader.group('security')).maxLoginAttempts).toBe(4);
    } finally {
      await namespaced(namespace);
    }
  });

  it('reads the table on every call when Redis is unavailable', async () => {
    const table = settingsTable([{ key: 'maxLoginAttempts', value: 7 }]);
    const reader = new SettingsReader(table.prisma, null);
    expect((await reader.group('security')).maxLoginAttempts).toBe(7);
    await reader.invalidate('security');
    expect((await reader.group('security')).maxLoginAttempts).toBe(7);
    expect(table.reads).toBe(2);
  });
});
