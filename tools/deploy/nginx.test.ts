import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMOTES, SERVICES, SERVICE_PREFIXES, type ServiceName } from '@pac/contracts';
import { parseRuntimeManifest } from '@pac/federation/manifest';
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
import { releaseRemote } from './release-remote.js';
import { NGINX_DIR, REPO_ROOT, remoteHost } from './render-routing.js';

// The built front ends: `npm test` builds before it tests.
const SHELL_DIST = path.join(REPO_ROOT, 'shell/dist');
const REMOTE_DISTS = REMOTES.map((remote) => ({
  remote,
  dist: path.join(REPO_ROOT, remoteHost(remote), 'dist'),
}));

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(port: number, pathname: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: pathname, headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

const text = (reply: Reply) =>
  (reply.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(reply.body) : reply.body).toString('utf8');

/** One stub per service: answers every request with who it is and what it received. */
async function startStub(service: ServiceName): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    // Long enough for gzip (gzip_min_length 256), and a header the gateway must not duplicate.
    res.setHeader('x-content-type-options', 'nosniff');
    res.end(
      JSON.stringify({
        service,
        path: req.url,
        forwardedFor: req.headers['x-forwarded-for'],
        padding: 'x'.repeat(400),
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

function requireBuilt(): void {
  const missing = [
    path.join(SHELL_DIST, 'index.html'),
    ...REMOTE_DISTS.map(({ dist }) => path.join(dist, 'remoteEntry.js')),
  ].filter((file) => !fs.existsSync(file));
  if (missing.length) {
    throw new Error(
      `The built front ends are missing (${missing.map((file) => path.relative(REPO_ROOT, file)).join(', ')}): ` +
        'run `npm run build` first (`npm test` does).',
    );
  }
}

/** A hashed build file of `dist`, as a path under `/assets/`. */
function hashedAsset(dist: string, extension: string): string {
  const file = fs
    .readdirSync(path.join(dist, 'assets'))
    .find((name) => name.endsWith(extension) && /-[A-Za-z0-9_-]{8}\.[a-z]+$/.test(name));
  if (!file) throw new Error(`no hashed ${extension} file in ${dist}/assets`);
  return `/assets/${file}`;
}

describe('production nginx (Debian nginx on the committed deploy/nginx files)', () => {
  let prefix: NginxPrefix;
  let nginx: RunningNginx | undefined;
  const stubs = new Map<ServiceName, http.Server>();
  let gatewayPort = 0;
  let releasePort = 0;
  let releasedEntry = '';

  beforeAll(async () => {
    requireNginx();
    requireBuilt();
    for (const service of SERVICES) stubs.set(service, await startStub(service));
    gatewayPort = await freePort();
    const shellPort = await freePort();
    const remotePorts = new Map<string, number>();
    for (const { remote } of REMOTE_DISTS) remotePorts.set(remoteHost(remote), await freePort());
    const upstreams: Record<string, number> = { shell: shellPort, ...Object.fromEntries(remotePorts) };
    for (const [service, server] of stubs) upstreams[service] = (server.address() as AddressInfo).port;
    prefix = createNginxPrefix(upstreams);

    // The shell's folder as its image has it at run time: the build, plus the manifest write-manifest.sh writes.
    const shellRoot = path.join(prefix.dir, 'shell-html');
    fs.mkdirSync(shellRoot);
    for (const entry of fs.readdirSync(SHELL_DIST)) {
      if (entry !== 'mfe-manifest.json')
        fs.symlinkSync(path.join(SHELL_DIST, entry), path.join(shellRoot, entry));
    }
    const written = spawnSync('sh', [path.join(NGINX_DIR, 'write-manifest.sh')], {
      encoding: 'utf8',
      env: {
        PATH: process.env.PATH,
        MANIFEST_DIR: shellRoot,
        ...Object.fromEntries(
          REMOTES.map((remote) => [`${remote.toUpperCase()}_URL`, `/${remoteHost(remote)}`]),
        ),
        CALCULATOR_URL: 'https://calculator.example.com',
      },
    });
    expect(written.status, written.stderr).toBe(0);

    // A release target (tools/deploy/release-remote.ts) served by the same static rules, as a CDN origin would be.
    const releaseTarget = path.join(prefix.dir, 'release-target');
    const course = REMOTE_DISTS.find(({ remote }) => remote === 'mfe_course')!;
    releasedEntry = releaseRemote({
      remote: 'mfe-course',
      target: releaseTarget,
      dist: course.dist,
      version: '1.4.0',
    }).entry;
    releasePort = await freePort();

    const staticServer = (port: number, root: string) =>
      `  server { listen 127.0.0.1:${port}; root ${root}; include pac/static-locations.conf; }`;
    writeMainConfig(
      prefix,
      [
        '  include pac/upstreams.conf;',
        `  server { listen 127.0.0.1:${gatewayPort}; include pac/gateway-routes.conf; }`,
        staticServer(shellPort, shellRoot),
        ...REMOTE_DISTS.map(({ remote, dist }) => staticServer(remotePorts.get(remoteHost(remote))!, dist)),
        staticServer(releasePort, releaseTarget),
      ].join('\n'),
    );
    nginx = await startNginx(prefix, gatewayPort);
  });

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all([...stubs.values()].map((server) => new Promise((resolve) => server.close(resolve))));
    if (prefix) fs.rmSync(prefix.dir, { recursive: true, force: true });
  });

  it('passes `nginx -t` with the images’ own gateway.conf and static-site.conf and every file they include', () => {
    const check = createNginxPrefix(
      Object.fromEntries([...SERVICES, 'shell', ...REMOTES.map(remoteHost)].map((n) => [n, 1])),
    );
    try {
      // access-log.conf as the images have it, in conf.d before their default.conf.
      writeMainConfig(
        check,
        '  include pac/access-log.conf;\n  include pac/gateway.conf;\n  include pac/static-site.conf;',
      );
      const result = testConfig(check);
      expect(result.output).toContain('syntax is ok');
      expect(result.ok, result.output).toBe(true);
    } finally {
      fs.rmSync(check.dir, { recursive: true, force: true });
    }
  });

  it('passes `nginx -t` with the test topology (the same routes and cache rules on free ports)', () => {
    const result = testConfig(prefix);
    expect(result.ok, result.output).toBe(true);
  });

  it('serves the shell’s index.html at / and for client-side routes, never cached long', async () => {
    const index = fs.readFileSync(path.join(SHELL_DIST, 'index.html'), 'utf8');
    // The calculator's parameterised pages too: a full load of a saved deal's or a share link's URL gets the app.
    const calculatorPages = [
      '/calculator',
      '/deals',
      '/deals/compare',
      '/deals/123',
      '/shared/abc',
      '/deals/a/b',
    ];
    for (const page of ['/', '/courses', '/admin/login', '/api-reference', ...calculatorPages]) {
      const reply = await get(gatewayPort, page);
      expect(reply.status, page).toBe(200);
      expect(reply.headers['content-type'], page).toMatch(/^text\/html/);
      expect(text(reply), page).toBe(index);
      expect(reply.headers['cache-control'], page).toBe('no-cache');
    }
  });

  it('serves /mfe-manifest.json written from the environment, never cached, pointing at remotes that load', async () => {
    const reply = await get(gatewayPort, '/mfe-manifest.json');
    expect(reply.status).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-store');
    const manifest = parseRuntimeManifest(JSON.parse(text(reply)));
    expect(manifest.calculatorUrl).toBe('https://calculator.example.com');
    for (const remote of REMOTES) {
      expect(manifest[remote]).toBe(`/${remoteHost(remote)}/remoteEntry.js`);
      const entry = await get(gatewayPort, manifest[remote]);
      expect(entry.status, manifest[remote]).toBe(200);
      expect(entry.headers['content-type'], manifest[remote]).toMatch(/javascript/);
      expect(entry.headers['cache-control'], manifest[remote]).toBe('no-cache');
      expect(entry.headers['access-control-allow-origin']).toBe('*');
    }
  });

  it('caches hashed assets for a year, immutable, for the shell and for a remote under its path', async () => {
    const course = REMOTE_DISTS.find(({ remote }) => remote === 'mfe_course')!;
    for (const asset of [hashedAsset(SHELL_DIST, '.js'), `/mfe-course${hashedAsset(course.dist, '.js')}`]) {
      const reply = await get(gatewayPort, asset);
      expect(reply.status, asset).toBe(200);
      expect(reply.headers['cache-control'], asset).toBe('public, max-age=31536000, immutable');
    }
    // A hashed name that does not exist is a 404, not the index page cached for a year under its name.
    const missing = await get(gatewayPort, '/assets/index-AAAAAAAA.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBeUndefined();
  });

  it('compresses scripts, styles and API JSON with gzip when the client accepts it', async () => {
    const scriptPath = hashedAsset(SHELL_DIST, '.js');
    const script = await get(gatewayPort, scriptPath, { 'accept-encoding': 'gzip' });
    expect(script.headers['content-encoding']).toBe('gzip');
    expect(script.headers['vary']).toMatch(/Accept-Encoding/i);
    // At zlib's usual ratio (level 6), not nginx's default level 1.
    const source = fs.readFileSync(path.join(SHELL_DIST, scriptPath));
    expect(script.body.length).toBeLessThanOrEqual(zlib.gzipSync(source, { level: 6 }).length + 64);
    const api = await get(gatewayPort, '/api/plans', { 'accept-encoding': 'gzip' });
    expect(api.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(text(api)).service).toBe('billing');
    const plain = await get(gatewayPort, hashedAsset(SHELL_DIST, '.js'));
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('sends the security headers once on pages, assets, API answers and errors', async () => {
    for (const pathname of [
      '/',
      hashedAsset(SHELL_DIST, '.js'),
      '/api/login',
      '/api/nothing-here',
      '/mfe-course/remoteEntry.js',
    ]) {
      const reply = await get(gatewayPort, pathname);
      expect(reply.headers['x-content-type-options'], pathname).toBe('nosniff');
      expect(reply.headers['x-frame-options'], pathname).toBe('DENY');
      expect(reply.headers['referrer-policy'], pathname).toBe('strict-origin-when-cross-origin');
      expect(reply.headers['permissions-policy'], pathname).toContain('camera=()');
      expect(reply.headers['strict-transport-security'], pathname).toMatch(/^max-age=31536000/);
      expect(reply.headers['server'], pathname).toBe('nginx'); // no version
    }
  });

  it('routes every /api prefix of SERVICE_PREFIXES to its service with the path and query intact', async () => {
    for (const service of SERVICES) {
      for (const prefix of SERVICE_PREFIXES[service]) {
        for (const pathname of [prefix, `${prefix}/some/path?x=1&y=%2F`]) {
          const reply = await get(gatewayPort, pathname, { 'x-forwarded-for': '203.0.113.9' });
          expect(reply.status, pathname).toBe(200);
          const seen = JSON.parse(text(reply)) as { service: string; path: string; forwardedFor: string };
          expect(seen.service, pathname).toBe(service);
          expect(seen.path, pathname).toBe(pathname);
          // The client's own X-Forwarded-For is replaced by the real peer.
          expect(seen.forwardedFor, pathname).toBe('127.0.0.1');
        }
      }
    }
  });

  it('maps /api/health/<service>/live|ready to the service’s own health paths and answers unknown /api with 404', async () => {
    for (const service of SERVICES) {
      for (const kind of ['live', 'ready']) {
        const reply = await get(gatewayPort, `/api/health/${service}/${kind}`);
        expect(JSON.parse(text(reply))).toMatchObject({ service, path: `/health/${kind}` });
      }
    }
    for (const pathname of ['/api', '/api/nothing-here', '/api/courses-not-a-prefix']) {
      const reply = await get(gatewayPort, pathname);
      expect(reply.status, pathname).toBe(404);
      expect(JSON.parse(text(reply)), pathname).toEqual({ success: false, error: 'Not found' });
    }
  });

  it('serves a release target with the same rules: manifest never cached, versioned entry revalidated, assets a year', async () => {
    const manifest = await get(releasePort, '/mfe-manifest.json');
    expect(manifest.headers['cache-control']).toBe('no-store');
    expect(parseRuntimeManifest(JSON.parse(text(manifest))).mfe_course).toBe(releasedEntry);
    const entry = await get(releasePort, releasedEntry);
    expect(entry.status).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    const course = REMOTE_DISTS.find(({ remote }) => remote === 'mfe_course')!;
    const asset = await get(releasePort, `/mfe-course/1.4.0${hashedAsset(course.dist, '.js')}`);
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers its own liveness at /healthz', async () => {
    const reply = await get(gatewayPort, '/healthz');
    expect(reply.status).toBe(200);
    expect(text(reply)).toBe('ok');
  });
});
