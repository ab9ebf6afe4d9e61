import type { INestApplication } from '@nestjs/common';
import {
  EVENT_LOOP_CHECK,
  READINESS_CHECK_ERRORS,
  livenessSchema,
  readinessSchema,
  type ServiceName,
} from '@pac/contracts';
import { createTestDatabase } from '@pac/db/testing';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_LOOP_TEST_HOOK_PATH } from '../health/health.controller.js';
import { closedPort, testRedisUrl } from './index.js';

/** Holds the event loop for `ms`, as a long synchronous task (a report render) would. */
function holdEventLoop(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end) Math.sqrt(end);
}

export interface ServiceHealthContract {
  service: ServiceName;
  /** Boots the real module in-process, configured the way main.ts does it, minus `listen`. */
  start(env: Record<string, string>): Promise<INestApplication>;
  /** Variables the service needs beyond DATABASE_URL and REDIS_URL (e.g. JWT_SECRET). */
  extraEnv?: Record<string, string>;
}

/**
 * What every service promises operators, checked against real PostgreSQL and Redis: liveness, readiness that
 * names a dependency that is down, and an OpenAPI document generated from the code.
 */
export function describeServiceHealth({ service, start, extraEnv = {} }: ServiceHealthContract): void {
  describe(`${service} health`, () => {
    let database: Awaited<ReturnType<typeof createTestDatabase>>;
    let env: Record<string, string>;
    let app: INestApplication;

    beforeAll(async () => {
      database = await createTestDatabase();
      env = { DATABASE_URL: database.url, REDIS_URL: testRedisUrl(), ...extraEnv };
      app = await start(env);
    });

    afterAll(async () => {
      await app?.close();
      await database?.drop();
    });

    it('is live', async () => {
      const res = await request(app.getHttpServer()).get('/health/live');
      expect(res.status).toBe(200);
      expect(livenessSchema.parse(res.body)).toEqual({ status: 'ok' });
    });

    it('is ready when PostgreSQL and Redis answer and its event loop keeps up', async () => {
      const res = await request(app.getHttpServer()).get('/health/ready');
      expect(res.status).toBe(200);
      expect(readinessSchema.parse(res.body)).toMatchObject({
        service,
        status: 'healthy',
        checks: {
          database: { status: 'healthy' },
          redis: { status: 'healthy' },
          [EVENT_LOOP_CHECK]: { status: 'healthy' },
        },
      });
    });

    it('answers 503 naming the eventLoop check after its loop was held over a second, stays live, and is ready again after', async () => {
      holdEventLoop(1_200);
      const lagging = await request(app.getHttpServer()).get('/health/ready');
      expect(lagging.status).toBe(503);
      expect(readinessSchema.parse(lagging.body)).toMatchObject({
        service,
        status: 'unhealthy',
        checks: { [EVENT_LOOP_CHECK]: { status: 'unhealthy', error: READINESS_CHECK_ERRORS.lagging } },
      });
      expect((await request(app.getHttpServer()).get('/health/live')).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 2_200));
      const recovered = await request(app.getHttpServer()).get('/health/ready');
      expect(recovered.status).toBe(200);
      expect(recovered.body.checks[EVENT_LOOP_CHECK]).toEqual({ status: 'healthy' });
    });

    it('has no test hook to block its loop unless EVENT_LOOP_TEST_HOOK is set (no deployment sets it)', async () => {
      const res = await request(app.getHttpServer()).post(`${EVENT_LOOP_TEST_HOOK_PATH}?ms=5000`);
      expect(res.status).toBe(404);
    });

    it('answers 503 and names Redis when Redis is down', async () => {
      const redisPort = await closedPort();
      const withoutRedis = await start({ ...env, REDIS_URL: `redis://127.0.0.1:${redisPort}` });
      try {
        const res = await request(withoutRedis.getHttpServer()).get('/health/ready');
        expect(res.status).toBe(503);
        expect(res.body).toMatchObject({
          service,
          status: 'unhealthy',
          checks: { database: { status: 'healthy' }, redis: { status: 'unhealthy' } },
        });
        expect(res.body.checks.redis.error).toBe(READINESS_CHECK_ERRORS.unreachable);
        // Readiness is public through the gateway: it says which dependency, never where it runs.
        expect(JSON.stringify(res.body)).not.toContain(String(redisPort));
        expect(JSON.stringify(res.body)).not.toContain('127.0.0.1');
      } finally {
        await withoutRedis.close();
      }
    });

    it('answers 503 and names the database when PostgreSQL is down', async () => {
      const url = new URL(env.DATABASE_URL!);
      url.port = String(await closedPort());
      const withoutDatabase = await start({ ...env, DATABASE_URL: url.toString() });
      try {
        const res = await request(withoutDatabase.getHttpServer()).get('/health/ready');
        expect(res.status).toBe(503);
        expect(res.body).toMatchObject({
          service,
          status: 'unhealthy',
          checks: { database: { status: 'unhealthy', error: READINESS_CHECK_ERRORS.unreachable } },
        });
        expect(JSON.stringify(res.body)).not.toContain(url.port);
        expect(JSON.stringify(res.body)).not.toContain(url.hostname);
      } finally {
        await withoutDatabase.close();
      }
    });

    it('publishes its OpenAPI document', async () => {
      const res = await request(app.getHttpServer()).get('/docs-json');
      expect(res.status).toBe(200);
      expect(res.body.openapi).toMatch(/^3\./);
      expect(res.body.info.title).toBe(`${service} service`);
      expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/health/live', '/health/ready']));
      expect(Object.keys(res.body.paths).filter((path) => path.startsWith('/health/test'))).toEqual([]);
    });
  });
}
