import { type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import express from 'express';
import { SERVICES, type ServiceName } from '@pac/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReadinessCache } from './readiness-cache.js';

/** Every service pointed at one fake. */
const allAt = (url: string) =>
  Object.fromEntries(SERVICES.map((service) => [service, [url]])) as Record<ServiceName, string[]>;

describe('ReadinessCache', () => {
  let probes = 0;
  let server: Server;
  let url: string;
  beforeAll(async () => {
    const app = express();
    app.get('/health/ready', (_req, res) => {
      probes += 1;
      res.json({ service: 'identity', status: 'healthy', checks: {}, uptime_seconds: probes });
    });
    server = await new Promise((resolve) => {
      const started = app.listen(0, '127.0.0.1', () => resolve(started));
    });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('gives the last answer while it is younger than maxAgeMs, then asks again', async () => {
    let clock = 0;
    const targets = allAt(url);
    const cache = new ReadinessCache(targets, { timeoutMs: 1_000, maxAgeMs: 1_000, now: () => clock });
    probes = 0;
    expect(await cache.service('identity')).toMatchObject({ status: 'healthy', uptime_seconds: 1 });
    clock = 999;
    expect(await cache.service('identity')).toMatchObject({ uptime_seconds: 1 });
    expect(probes).toBe(1);
    clock = 1_000;
    expect(await cache.service('identity')).toMatchObject({ uptime_seconds: 2 });
    expect(probes).toBe(2);
  });

  it('lets concurrent askers share one probe', async () => {
    const targets = allAt(url);
    const cache = new ReadinessCache(targets, { timeoutMs: 1_000, maxAgeMs: 0 });
    probes = 0;
    const answers = await Promise.all(Array.from({ length: 10 }, () => cache.service('identity')));
    expect(new Set(answers).size).toBe(1);
    expect(probes).toBe(1);
    // With maxAgeMs 0, the next asker after that probe gets a new one.
    await cache.service('identity');
    expect(probes).toBe(2);
  });
});
