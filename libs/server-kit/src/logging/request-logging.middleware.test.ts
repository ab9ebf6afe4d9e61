import { type LoggerService } from '@nestjs/common';
import express from 'express';
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { createJsonLogger } from './json-logger.js';
import { logRequest, requestLogging } from './request-logging.middleware.js';

function capturingLogger() {
  const entries: unknown[][] = [];
  const logger: LoggerService = {
    log: (...args: unknown[]) => entries.push(args),
    error: (...args: unknown[]) => entries.push(args),
    warn: (...args: unknown[]) => entries.push(args),
  };
  return { logger, entries };
}

describe('requestLogging', () => {
  it('logs method, path, status and duration, and nothing from headers or the query', async () => {
    const { logger, entries } = capturingLogger();
    const app = express();
    app.use(requestLogging(logger));
    app.get('/api/user', (_req, res) => {
      res.status(401).json({ success: false });
    });
    await request(app)
      .get('/api/user?token=reset-secret')
      .set('Authorization', 'Bearer very-secret-jwt')
      .set('Cookie', 'token=cookie-secret');

    expect(entries).toHaveLength(1);
    const [line, entry, context] = entries[0] as [string, Record<string, unknown>, string];
    expect(line).toMatch(/^GET \/api\/user 401 [\d.]+ms$/);
    expect(entry).toMatchObject({ method: 'GET', path: '/api/user', status: 401 });
    expect(typeof entry.ms).toBe('number');
    expect(context).toBe('HTTP');
    const everything = JSON.stringify(entries);
    for (const secret of ['very-secret-jwt', 'cookie-secret', 'reset-secret'])
      expect(everything).not.toContain(secret);
  });

  it('logs the path as requested even when a proxy rewrites it', async () => {
    const { logger, entries } = capturingLogger();
    const app = express();
    app.use(requestLogging(logger));
    app.use((req, res) => {
      req.url = '/docs-json';
      res.json({});
    });
    await request(app).get('/api/docs/identity-json');
    expect(entries[0]?.[1]).toMatchObject({ path: '/api/docs/identity-json' });
  });

  it("redacts a shared deal's link token from the logged path", async () => {
    const { logger, entries } = capturingLogger();
    const app = express();
    app.use(requestLogging(logger));
    app.get('/api/shared/:token', (_req, res) => {
      res.status(404).json({ success: false });
    });
    await request(app).get('/api/shared/share-link-secret-token');

    const [line, entry] = entries[0] as [string, Record<string, unknown>];
    expect(line).toMatch(/^GET \/api\/shared\/\[redacted\] 404 /);
    expect(entry).toMatchObject({ path: '/api/shared/[redacted]' });
    expect(JSON.stringify(entries)).not.toContain('share-link-secret-token');
  });
});

describe('logRequest with the JSON logger', () => {
  it('writes the line ConsoleLogger itself writes for the same entry', () => {
    const written: string[] = [];
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    try {
      const logger = createJsonLogger('identity');
      const entry = { method: 'GET', path: '/api/user/profile', status: 200, ms: 1.5 };
      logger.log('GET /api/user/profile 200 1.5ms', entry, 'HTTP');
      logRequest(logger, {
        method: 'GET',
        path: '/api/user/profile',
        status: 200,
        started: process.hrtime.bigint(),
      });
    } finally {
      write.mockRestore();
    }
    expect(written).toHaveLength(2);
    const [nest, ours] = written.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(written[1]!.endsWith('}\n')).toBe(true);
    const { timestamp: _a, ...nestFields } = nest!;
    const { timestamp: _b, ...ourFields } = ours!;
    expect(Object.keys(ours!)).toEqual(Object.keys(nest!));
    expect({ ...ourFields, message: 'x', params: { ...(ourFields.params as object), ms: 0 } }).toEqual({
      ...nestFields,
      message: 'x',
      params: { ...(nestFields.params as object), ms: 0 },
    });
    expect(ourFields.message).toMatch(/^GET \/api\/user\/profile 200 [\d.]+ms$/);
  });

  it('writes nothing below its threshold', () => {
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      logRequest(createJsonLogger('identity', 'warn'), {
        method: 'GET',
        path: '/api/user/profile',
        status: 200,
        started: process.hrtime.bigint(),
      });
      expect(write).not.toHaveBeenCalled();
    } finally {
      write.mockRestore();
    }
  });
});

describe('requestLogging with the JSON logger: no secret reaches stdout', () => {
  it('writes no token of a path, a query string, a header or a body', async () => {
    const written: string[] = [];
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    const secrets = {
      share: 'share-link-secret-token',
      shareCased: 'share-link-cased-token',
      shareDoubled: 'share-link-doubled-token',
      reset: 'reset-secret-token',
      unsubscribe: 'unsubscribe-secret-token',
      verify: 'verify-email-secret-token',
      handover: 'handover-secret-code',
      checkout: 'cs_test_secret_session',
      bearer: 'very-secret-jwt',
      cookie: 'cookie-secret',
      body: 'body-secret-password',
    };
    try {
      const app = express();
      app.use(requestLogging(createJsonLogger('gateway')));
      app.use(express.json());
      app.get('/api/shared/:token', (_req, res) => {
        res.status(200).json({ success: true });
      });
      app.use((_req, res) => {
        res.status(404).json({ success: false });
      });
      const requests = [
        request(app).get(`/api/shared/${secrets.share}?token=${secrets.share}`),
        request(app).get(`/API/Shared/${secrets.shareCased}`),
        request(app).get(`//api/shared/${secrets.shareDoubled}/`),
        request(app).get(`/api/reset-password?token=${secrets.reset}`),
        request(app).get(`/api/email/unsubscribe?token=${secrets.unsubscribe}`),
        request(app).get(`/api/verify-email?token=${secrets.verify}`),
        request(app).get(`/api/auth/handover/exchange?code=${secrets.handover}`),
        request(app).get(`/api/payment/session?session_id=${secrets.checkout}`),
        request(app)
          .post('/api/login')
          .set('Authorization', `Bearer ${secrets.bearer}`)
          .set('Cookie', `token=${secrets.cookie}`)
          .send({ password: secrets.body }),
      ];
      for (const pending of requests) await pending;
    } finally {
      write.mockRestore();
    }
    const lines = written.filter((line) => line.includes('"context":"HTTP"'));
    expect(lines).toHaveLength(9);
    for (const secret of Object.values(secrets)) expect(written.join(''), secret).not.toContain(secret);
    expect(lines[0]).toContain('"path":"/api/shared/[redacted]"');
    expect(lines[1]).toContain('"path":"/API/Shared/[redacted]"');
  });
});
