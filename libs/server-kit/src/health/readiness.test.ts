import { readinessSchema } from '@pac/contracts';
import { describe, expect, it } from 'vitest';
import { checkReadiness } from './readiness.js';

describe('checkReadiness', () => {
  it('is healthy when every check answers', async () => {
    const result = await checkReadiness('identity', { database: async () => 1, redis: async () => 'PONG' });
    expect(readinessSchema.parse(result)).toMatchObject({
      service: 'identity',
      status: 'healthy',
      checks: { database: { status: 'healthy' }, redis: { status: 'healthy' } },
    });
  });

  it('reports a failing check with its error and a hanging one after the deadline', async () => {
    const started = Date.now();
    const result = await checkReadiness(
      'billing',
      {
        database: () => Promise.reject(new Error('connection refused')),
        redis: () => new Promise(() => undefined),
      },
      200,
    );
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(result.status).toBe('unhealthy');
    expect(result.checks.database).toEqual({ status: 'unhealthy', error: 'connection refused' });
    expect(result.checks.redis).toEqual({ status: 'unhealthy', error: 'no answer within 200 ms' });
  });
});
