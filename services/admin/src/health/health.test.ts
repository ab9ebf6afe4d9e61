import 'reflect-metadata';
import { type INestApplication } from '@nestjs/common';
import { readinessSchema } from '@pac/contracts';
import { createTestDatabase } from '@pac/db/testing';
import { createServiceApp } from '@pac/server-kit';
import { closedPort, testRedisUrl } from '@pac/server-kit/testing';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminConfigSchema } from '../config/admin.config.js';
import { AdminModule } from '../admin.module.js';

/** Boots the real admin module in-process, configured the way main.ts does it, minus `listen`. */
async function startAdmin(env: Record<string, string>): Promise<INestApplication> {
  const config = adminConfigSchema.parse(env);
  const app = await createServiceApp(AdminModule.forRoot(config), { name: 'admin', logLevel: false });
  return app.init();
}

describe('admin health', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let env: Record<string, string>;
  let app: INestApplication;

  beforeAll(async () => {
    database = await createTestDatabase();
    env = { DATABASE_URL: database.url, REDIS_URL: testRedisUrl() };
    app = await startAdmin(env);
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('is live', async () => {
    const res = await request(app.getHttpServer()).get('/health/live');
    expect(res.status).toBe(200);
  });

  it('is ready when PostgreSQL and Redis answer', async () => {
    const res = await request(app.getHttpServer()).get('/health/ready');
    expect(res.status).toBe(200);
    expect(readinessSchema.parse(res.body)).toMatchObject({
      service: 'admin',
      status: 'healthy',
      checks: { database: { status: 'healthy' }, redis: { status: 'healthy' } },
    });
  });

  it('answers 503 and names Redis when Redis is down', async () => {
    const withoutRedis = await startAdmin({ ...env, REDIS_URL: `redis://127.0.0.1:${await closedPort()}` });
    try {
      const res = await request(withoutRedis.getHttpServer()).get('/health/ready');
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({
        service: 'admin',
        status: 'unhealthy',
        checks: { database: { status: 'healthy' }, redis: { status: 'unhealthy' } },
      });
      expect(res.body.checks.redis.error).toEqual(expect.any(String));
    } finally {
      await withoutRedis.close();
    }
  });

  it('publishes its OpenAPI document', async () => {
    const res = await request(app.getHttpServer()).get('/docs-json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(res.body.info.title).toBe('admin service');
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/health/live', '/health/ready']));
  });
});
