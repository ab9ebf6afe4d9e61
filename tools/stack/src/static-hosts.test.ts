import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './infra/net.js';
import { closeServer, serveRemote, serveShell } from './static-hosts.js';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'pac-static-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'remoteEntry.js'), 'export const entry = 1;');
fs.writeFileSync(path.join(dist, 'assets', 'page-Bx1y2z3W.js'), 'export {};');
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');

let gateway: http.Server;
let gatewayPort: number;
const servers: http.Server[] = [];

beforeAll(async () => {
  gatewayPort = await freePort();
  gateway = http.createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ path: req.url, forwardedFor: req.headers['x-forwarded-for'] ?? null }));
  });
  await new Promise<void>((resolve) => gateway.listen(gatewayPort, '127.0.0.1', resolve));
});
afterAll(async () => {
  await Promise.all(servers.map(closeServer));
  await closeServer(gateway);
});

describe('remote host', () => {
  it('lets the shell on another origin load the entry, which is never cached, while hashed assets are', async () => {
    const port = await freePort();
    servers.push(await serveRemote(dist, port));
    const entry = await fetch(`http://127.0.0.1:${port}/remoteEntry.js`);
    expect(entry.status).toBe(200);
    expect(entry.headers.get('access-control-allow-origin')).toBe('*');
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    const asset = await fetch(`http://127.0.0.1:${port}/assets/page-Bx1y2z3W.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  it('refuses to start without a build, saying what to run', async () => {
    await expect(serveRemote(path.join(dist, 'missing'), await freePort())).rejects.toThrow(/npm run build/);
  });
});

describe('shell host', () => {
  it('serves the current manifest uncached, forwards /api to the gateway and falls back to the app', async () => {
    const port = await freePort();
    let manifest = { mfe_course: 'http://a.test/remoteEntry.js' };
    servers.push(
      await serveShell({
        distDir: dist,
        port,
        gatewayUrl: `http://127.0.0.1:${gatewayPort}`,
        manifest: () => manifest,
      }),
    );
    const first = await fetch(`http://127.0.0.1:${port}/mfe-manifest.json`);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(await first.json()).toEqual(manifest);
    manifest = { mfe_course: 'http://b.test/remoteEntry.js' };
    expect(await (await fetch(`http://127.0.0.1:${port}/mfe-manifest.json`)).json()).toEqual(manifest);

    const api = await fetch(`http://127.0.0.1:${port}/api/health?x=1`);
    expect(await api.json()).toMatchObject({ path: '/api/health?x=1' });

    // A page whose path merely starts with "api" is the app's, not the gateway's.
    const apiReference = await fetch(`http://127.0.0.1:${port}/api-reference`);
    expect(await apiReference.text()).toContain('<div id="root">');

    const deepLink = await fetch(`http://127.0.0.1:${port}/admin/users`);
    expect(deepLink.status).toBe(200);
    expect(await deepLink.text()).toContain('<div id="root">');
  });
});
