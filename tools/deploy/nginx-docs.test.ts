import 'reflect-metadata';
import { Module, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMOTES, SERVICES, gatewayDocsPath, type ServiceName } from '@pac/contracts';
import { setupOpenApi } from '@pac/server-kit/openapi';
import {
  createNginxPrefix,
  freePort,
  requireNginx,
  startNginx,
  testConfig,
  writeMainConfig,
  type NginxPrefix,
  type RunningNginx,
} from './nginx-harness.js';
import { remoteHost } from './render-routing.js';

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function send(port: number, method: string, pathname: string, body?: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: pathname,
        agent: false,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** A service as far as its docs go: NestJS with the very OpenAPI setup every service bootstraps with. */
async function startDocsService(
  service: ServiceName,
  seen: string[],
): Promise<{ app: INestApplication; port: number }> {
  class DocsOnlyModule {}
  Module({})(DocsOnlyModule);
  const app = await NestFactory.create(DocsOnlyModule, { logger: false });
  app.use((req: http.IncomingMessage, _res: unknown, next: () => void) => {
    seen.push(`${service} ${req.method} ${req.url}`);
    next();
  });
  setupOpenApi(app, service);
  await app.listen(0, '127.0.0.1');
  return { app, port: (app.getHttpServer().address() as AddressInfo).port };
}

/** The URLs a page loads by itself: script sources, stylesheets and icons. */
const loadedBy = (html: string) =>
  [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);

describe('production nginx: each service’s OpenAPI at /api/docs/<service>, read-only', () => {
  let prefix: NginxPrefix;
  let nginx: RunningNginx | undefined;
  const apps: INestApplication[] = [];
  const seen: string[] = [];
  let port = 0;

  beforeAll(async () => {
    requireNginx();
    const upstreams: Record<string, number> = {};
    for (const service of SERVICES) {
      const started = await startDocsService(service, seen);
      apps.push(started.app);
      upstreams[service] = started.port;
    }
    // Pages and remotes are not asked for here: their upstreams only have to exist for the routes to load.
    for (const host of ['shell', ...REMOTES.map(remoteHost)]) upstreams[host] = await freePort();
    prefix = createNginxPrefix(upstreams);
    port = await freePort();
    writeMainConfig(
      prefix,
      `  include pac/upstreams.conf;\n  server { listen 127.0.0.1:${port}; include pac/gateway-routes.conf; }`,
    );
    nginx = await startNginx(prefix, port);
  });

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(apps.map((app) => app.close()));
    if (prefix) fs.rmSync(prefix.dir, { recursive: true, force: true });
  });

  it('passes `nginx -t`', () => {
    const result = testConfig(prefix);
    expect(result.ok, result.output).toBe(true);
  });

  it.each(SERVICES)(
    '%s: the document at -json and /json, the UI one relative redirect away with every asset local',
    async (service) => {
      const docs = gatewayDocsPath(service);
      for (const pathname of [`${docs}-json`, `${docs}/json`]) {
        const reply = await send(port, 'GET', pathname);
        expect(reply.status, pathname).toBe(200);
        expect(reply.headers['content-type'], pathname).toMatch(/^application\/json/);
        const document = JSON.parse(reply.body) as { openapi: string; info: { title: string } };
        expect(document.openapi, pathname).toMatch(/^3\./);
        expect(document.info.title, pathname).toBe(`${service} service`);
      }

      // What the site's API Reference links to: relative, so it stays on https behind the TLS terminator.
      const link = await send(port, 'GET', `${docs}?tab=1`);
      expect(link.status).toBe(302);
      expect(link.headers.location).toBe(`${docs}/?tab=1`);

      const page = await send(port, 'GET', `${docs}/`);
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('swagger-ui');
      expect(page.headers['x-frame-options']).toBe('DENY');
      // Nothing from the internet: every script, stylesheet and icon is the service's own, below the docs path.
      const assets = loadedBy(page.body);
      expect(assets.length).toBeGreaterThanOrEqual(3);
      for (const asset of assets) {
        expect(asset, asset).not.toMatch(/^(https?:)?\/\//);
        const loaded = await send(port, 'GET', new URL(asset, `http://gateway${docs}/`).pathname);
        expect(loaded.status, asset).toBe(200);
      }
      const scripts = assets.filter((asset) => asset.endsWith('.js'));
      expect(scripts.length).toBeGreaterThanOrEqual(2);
      // The initialiser carries the document too: the UI needs no request the gateway does not route.
      const init = scripts.find((script) => script.includes('init'));
      expect(init).toBeDefined();
      const initScript = await send(port, 'GET', new URL(init!, `http://gateway${docs}/`).pathname);
      expect(initScript.body).toContain(`${service} service`);
    },
  );

  it('refuses anything but GET and HEAD with 405 and Allow, before it reaches the service', async () => {
    for (const service of SERVICES) {
      const docs = gatewayDocsPath(service);
      expect((await send(port, 'HEAD', `${docs}-json`)).status).toBe(200);
      for (const [method, pathname] of [
        ['POST', docs],
        ['POST', `${docs}-json`],
        ['PUT', `${docs}/json`],
        ['DELETE', `${docs}/`],
        ['POST', `${docs}/swagger-ui-init.js`],
        ['PATCH', `${docs}/anything`],
      ] as const) {
        seen.length = 0;
        const reply = await send(port, method, pathname, '{}');
        expect(reply.status, `${method} ${pathname}`).toBe(405);
        expect(reply.headers.allow, `${method} ${pathname}`).toBe('GET, HEAD');
        expect(JSON.parse(reply.body)).toEqual({ success: false, error: 'Method not allowed' });
        expect(reply.headers['x-content-type-options']).toBe('nosniff');
        expect(reply.headers['x-frame-options']).toBe('DENY');
        expect(seen, `${method} ${pathname}`).toEqual([]);
      }
    }
  });

  it('cannot be walked out of: a dot segment, encoded or not, is the path it resolves to, never a way past the docs', async () => {
    // nginx decodes the path once and resolves its dot segments before it picks a location. What resolves outside
    // the docs path is answered as a request for that path is (its own location, rules and service); what stays
    // inside reaches the service only as a GET or HEAD below its /docs, with no dot segment left.
    const serviceOf = (request: string) => request.split(' ')[0];
    const urlOf = (request: string) => request.split(' ')[2] ?? '';
    for (const service of SERVICES) {
      const docs = gatewayDocsPath(service);
      const other = service === 'admin' ? 'identity' : 'admin';
      const attempts: Array<[string, string]> = [
        [`${docs}/../../admin/settings`, '/api/admin/settings'],
        [`${docs}/%2e%2e/%2e%2e/admin/settings`, '/api/admin/settings'],
        [`${docs}/..%2f..%2fadmin%2fsettings`, '/api/admin/settings'],
        [`${docs}/%2E%2E%2F%2E%2E%2Fdeals`, '/api/deals'],
        [`${docs}/./../../health/${service}/ready`, `/api/health/${service}/ready`],
        [`${docs}/../${other}/`, `${gatewayDocsPath(other)}/`],
        // Not dot segments for nginx: they stay below the docs path.
        [`${docs}/..;/..;/admin/settings`, `${docs}/..;/..;/admin/settings`],
        [`${docs}/%252e%252e/%252e%252e/admin/settings`, `${docs}/%252e%252e/%252e%252e/admin/settings`],
      ];
      for (const method of ['GET', 'POST'] as const) {
        for (const [pathname, resolved] of attempts) {
          const body = method === 'POST' ? '{}' : undefined;
          const label = `${method} ${pathname}`;
          seen.length = 0;
          const direct = await send(port, method, resolved, body);
          const directSeen = [...seen];
          seen.length = 0;
          const reply = await send(port, method, pathname, body);
          expect(reply.status, label).toBe(direct.status);
          expect(seen.map(serviceOf), label).toEqual(directSeen.map(serviceOf));
          for (const request of seen.filter((entry) => urlOf(entry).startsWith('/docs'))) {
            expect(method, label).toBe('GET');
            expect(decodeURIComponent(urlOf(request)), label).not.toMatch(/(^|\/)\.\.?(\/|$)/);
          }
        }
      }
    }
  });

  it('routes no other path under /api/docs to a service', async () => {
    for (const pathname of ['/api/docs', '/api/docs/', '/api/docs/gateway', '/api/docs/identityx']) {
      seen.length = 0;
      const reply = await send(port, 'GET', pathname);
      expect(reply.status, pathname).toBe(404);
      expect(seen, pathname).toEqual([]);
    }
  });
});
