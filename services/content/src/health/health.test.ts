import 'reflect-metadata';
import { type INestApplication } from '@nestjs/common';
import { readinessSchema } from '@pac/contracts';
import { createTestDatabase } from '@pac/db/testing';
import { createServiceApp } from '@pac/server-kit';
import { closedPort, testRedisUrl } from '@pac/server-kit/testing';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentConfigSchema } from '../config/content.config.js';
import { ContentModule } from '../content.module.js';

/** Boots the real content module in-process, configured the way main.ts does it, minus `listen`. */
async function startContent(env: Record<string, string>): Promise<INestApplication> {
  const config = contentConfigSchema.parse(env);
  const app = await createServiceApp(ContentModule.forRoot(config), { name: 'content', logLevel: false });
  return app.init();
}

describe('content health', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let env: Record<string, string>;
  let app: INestApplication;

  beforeAll(async () => {
    database = await createTestDatabase();
    env = { DATABASE_URL: database.url, REDIS_URL: testRedisUrl() };
    app = await startContent(env);
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
      service: 'content',
      status: 'healthy',
      checks: { database: { status: 'healthy' }, redis: { status: 'healthy' } },
    });
  });

  it('answers 503 and names Redis when Redis is down', async () => {
    const withoutRedis = await startContent({ ...env, REDIS_URL: `redis://127.0.0.1:${await closedPort()}` });
    try {
      const res = await request(withoutRedis.getHttpServer()).get('/health/ready');
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({
        service: 'content',
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
    expect(res.body.info.title).toBe('content service');
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/health/live', '/health/ready']));
  });
});
