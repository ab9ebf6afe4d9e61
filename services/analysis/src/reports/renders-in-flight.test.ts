import { randomBytes } from 'node:crypto';
import { TEST_JWT_SECRET, testRedisUrl } from '@pac/server-kit/testing';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisConfigSchema } from '../config/analysis.config.js';
import { RENDERS_IN_FLIGHT_PER_USER, RendersInFlight, type RenderPlace } from './renders-in-flight.js';

const held = (place: Awaited<ReturnType<RendersInFlight['take']>>): place is RenderPlace =>
  'release' in place;

describe('RendersInFlight', () => {
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(testRedisUrl());
  });
  afterAll(() => redis.quit());

  /** Two replicas of one deployment (one Redis prefix), with the given render deadline. */
  const replicas = (deadlineMs: number) => {
    const config = analysisConfigSchema.parse({
      DATABASE_URL: 'postgresql://unused@127.0.0.1:5432/unused',
      REDIS_URL: testRedisUrl(),
      QUEUE_PREFIX: `test-renders-${randomBytes(4).toString('hex')}`,
      JWT_SECRET: TEST_JWT_SECRET,
      REPORT_RENDER_TIMEOUT_MS: String(deadlineMs),
    });
    return [new RendersInFlight(redis, config), new RendersInFlight(redis, config)] as const;
  };

  it('holds the limit per user across replicas, and frees a place when a render ends', async () => {
    const [a, b] = replicas(10_000);
    const first = await a.take('user-1');
    const second = await b.take('user-1');
    expect(held(first) && held(second)).toBe(true);
    const third = await a.take('user-1');
    expect(third).toEqual({ retryAfterSeconds: 10 });
    expect(held(await b.take('user-2'))).toBe(true);

    if (held(first)) await first.release();
    const again = await b.take('user-1');
    expect(held(again)).toBe(true);
    expect(RENDERS_IN_FLIGHT_PER_USER).toBe(2);
  });

  it('lets a crashed process’s places expire by themselves, so the user is never locked out', async () => {
    const [a, b] = replicas(100);
    // Replica a takes both places and dies without letting go.
    expect(held(await a.take('user-1'))).toBe(true);
    expect(held(await a.take('user-1'))).toBe(true);
    expect(held(await b.take('user-1'))).toBe(false);
    // The leases end 5 s after the render's deadline at most.
    await new Promise((resolve) => setTimeout(resolve, 5_300));
    expect(held(await b.take('user-1'))).toBe(true);
  }, 20_000);
});
