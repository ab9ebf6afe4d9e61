import 'reflect-metadata';
import { Controller, Get, Module, type INestApplication } from '@nestjs/common';
import { createPrismaClient, type PrismaClient } from '@pac/db';
import { createTestDatabase, type TestDatabase } from '@pac/db/testing';
import { Redis } from 'ioredis';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServiceApp } from '../bootstrap/bootstrap-service.js';
import { ServiceCoreModule } from '../bootstrap/service-core.module.js';
import { testRedisUrl } from '../testing/index.js';
import { settingsCacheKey, settingsNamespaceFor } from './settings-reader.js';
import { settingsSavedChannel } from './settings-saves.js';

@Controller('api/probe')
class ProbeController {
  @Get()
  probe() {
    return { success: true };
  }
}

@Module({ controllers: [ProbeController] })
class ProbeFeatureModule {}

describe('settings in a service process (ServiceCoreModule)', () => {
  let database: TestDatabase;
  let prisma: PrismaClient;
  let redis: Redis;
  let app: INestApplication | undefined;
  let channel: string;
  const subscribers = async () => (await redis.pubsub('NUMSUB', channel))[1];

  beforeAll(async () => {
    database = await createTestDatabase();
    prisma = createPrismaClient(database.url);
    redis = new Redis(testRedisUrl(), { maxRetriesPerRequest: null });
    channel = settingsSavedChannel(settingsNamespaceFor(database.url));
    @Module({
      imports: [
        ServiceCoreModule.forRoot({ service: 'probe', databaseUrl: database.url, redisUrl: testRedisUrl() }),
        ProbeFeatureModule,
      ],
    })
    class ProbeAppModule {}
    app = await createServiceApp(ProbeAppModule, { name: 'probe', logLevel: false });
    await app.init();
  });

  afterAll(async () => {
    await app?.close();
    redis?.disconnect();
    await prisma?.$disconnect();
    await database?.drop();
  });

  it("hears another process's save at once (maintenance on closes its API), and lets go of its connection on shutdown", async () => {
    await expect.poll(subscribers).toBe(1);
    const http = () => request(app!.getHttpServer());
    expect((await http().get('/api/probe')).status).toBe(200); // the general group is now held in memory

    // The admin service's save, as another process makes it: the row, its Redis copy dropped, the save announced.
    await prisma.setting.create({ data: { group: 'general', key: 'maintenanceMode', value: true } });
    await redis.del(settingsCacheKey(settingsNamespaceFor(database.url), 'general'));
    await redis.publish(channel, 'general');
    await expect.poll(async () => (await http().get('/api/probe')).status).toBe(503);
    expect((await http().get('/api/probe')).body).toMatchObject({ code: 'MAINTENANCE' });

    await app!.close();
    app = undefined;
    await expect.poll(subscribers).toBe(0);
  });
});
