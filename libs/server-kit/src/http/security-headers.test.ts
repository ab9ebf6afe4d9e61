import 'reflect-metadata';
import { Controller, Get, Module, type INestApplication } from '@nestjs/common';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServiceApp } from '../bootstrap/bootstrap-service.js';
import { apiSecurityHeaders } from './security-headers.js';

@Controller('probe')
class ProbeController {
  @Get()
  probe() {
    return { ok: true };
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

describe('security headers of a service', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await createServiceApp(ProbeModule, { name: 'probe', logLevel: false });
    await app.init();
  });
  afterAll(() => app.close());

  it('are on every answer, found or not: nothing loads from JSON, nothing frames it', async () => {
    for (const path of ['/probe', '/no-such-route']) {
      const res = await request(app.getHttpServer()).get(path);
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['strict-transport-security']).toBeUndefined(); // tests run outside production
    }
  });

  it('give the OpenAPI page its own scripts but no inline ones', async () => {
    const res = await request(app.getHttpServer()).get('/docs/');
    expect(res.status).toBe(200);
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(res.text).not.toMatch(/<script>(?!\s*<\/script>)/); // every script of the page is a file
  });
});

describe('HSTS', () => {
  const appWith = (options: Parameters<typeof apiSecurityHeaders>[0]) =>
    express()
      .use(apiSecurityHeaders(options))
      .get('/', (_req, res) => {
        res.json({});
      });

  it('is sent in production to requests that came over HTTPS, never over plain http', async () => {
    const production = appWith({ hsts: 'auto', production: true });
    const viaTls = await request(production).get('/').set('X-Forwarded-Proto', 'https');
    expect(viaTls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect((await request(production).get('/')).headers['strict-transport-security']).toBeUndefined();
    const local = appWith({ hsts: 'auto', production: false });
    const localTls = await request(local).get('/').set('X-Forwarded-Proto', 'https');
    expect(localTls.headers['strict-transport-security']).toBeUndefined();
  });

  it('can be forced on or off', async () => {
    expect(
      (await request(appWith({ hsts: 'on', production: false })).get('/')).headers[
        'strict-transport-security'
      ],
    ).toContain('max-age=');
    const off = await request(appWith({ hsts: 'off', production: true }))
      .get('/')
      .set('X-Forwarded-Proto', 'https');
    expect(off.headers['strict-transport-security']).toBeUndefined();
  });
});
