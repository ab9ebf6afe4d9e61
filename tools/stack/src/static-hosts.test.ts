import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageContentSecurityPolicy } from '@pac/contracts';
import { REMOTE_PRELOAD_FILE } from '@pac/federation';
import { freePort } from './infra/net.js';
import {
  closeServer,
  FIRST_PAINT_SLOT,
  isPlainMarkup,
  remoteForPath,
  serveRemote,
  serveShell,
} from './static-hosts.js';

const directive = (policy: string | null, name: string) =>
  (policy ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `))
    ?.split(/\s+/)
    .slice(1) ?? [];

/** Raw answer (Node's fetch would undo the compression and hide it). */
function rawGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<http.IncomingMessage & { bytes: number }>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve(Object.assign(res, { bytes })));
      })
      .on('error', reject);
  });
}

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'pac-static-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'remoteEntry.js'), 'export const entry = 1;');
fs.writeFileSync(path.join(dist, 'assets', 'page-Bx1y2z3W.js'), 'export {};');
// Big enough to be worth compressing.
fs.writeFileSync(
  path.join(dist, 'assets', 'big-Cq9r8s7T.js'),
  `export const text = '${'abc '.repeat(5000)}';`,
);
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

  it('sends security headers, compressed text, and its page loads only its own code', async () => {
    const port = await freePort();
    servers.push(await serveRemote(dist, port, { hsts: 'auto' }));
    const page = await rawGet(`http://127.0.0.1:${port}/index.html`);
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['strict-transport-security']).toBeUndefined(); // plain http, local
    const policy = String(page.headers['content-security-policy']);
    expect(directive(policy, 'script-src')[0]).toBe("'self'");
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);

    const big = await rawGet(`http://127.0.0.1:${port}/assets/big-Cq9r8s7T.js`, {
      'accept-encoding': 'gzip',
    });
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(big.bytes).toBeLessThan(2_000);
    expect(big.headers['access-control-allow-origin']).toBe('*');
  });

  it('sends hashed assets compressed once at the best ratio: brotli when accepted, else gzip, else as they are', async () => {
    const port = await freePort();
    servers.push(await serveRemote(dist, port));
    const url = `http://127.0.0.1:${port}/assets/big-Cq9r8s7T.js`;
    const source = fs.readFileSync(path.join(dist, 'assets', 'big-Cq9r8s7T.js'));
    const body = (res: http.IncomingMessage) =>
      new Promise<Buffer>((resolve) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve(Buffer.concat(chunks)));
      });
    const get = (headers: Record<string, string>) =>
      new Promise<http.IncomingMessage>((resolve, reject) => {
        http.get(url, { headers }, resolve).on('error', reject);
      });

    const br = await get({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.headers['access-control-allow-origin']).toBe('*');
    expect(br.headers['content-security-policy']).toBeTruthy();
    expect(zlib.brotliDecompressSync(await body(br))).toEqual(source);

    const gzip = await get({ 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(await body(gzip))).toEqual(source);

    const plain = await get({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(await body(plain)).toEqual(source);
    // An entry keeps revalidating through express.static.
    const entry = await rawGet(`http://127.0.0.1:${port}/remoteEntry.js`, { 'accept-encoding': 'br' });
    expect(entry.headers.etag).toBeTruthy();
    expect(entry.headers['cache-control']).toBe('no-cache');
  });

  it('refuses to start without a build, saying what to run', async () => {
    await expect(serveRemote(path.join(dist, 'missing'), await freePort())).rejects.toThrow(/npm run build/);
  });

  it("as the calculator's own site: its pages and the API on its origin, whose answers are not for every site", async () => {
    const siteDist = fs.mkdtempSync(path.join(os.tmpdir(), 'pac-static-site-'));
    fs.writeFileSync(path.join(siteDist, 'remoteEntry.js'), 'export const entry = 1;');
    fs.writeFileSync(
      path.join(siteDist, 'index.html'),
      '<!doctype html><html><head><script type="module" src="./assets/main.js"></script></head></html>',
    );
    const port = await freePort();
    servers.push(
      await serveRemote(siteDist, port, {
        ownSite: { remote: 'mfe_calculator', gatewayUrl: `http://127.0.0.1:${gatewayPort}` },
      }),
    );
    // The hand-over starts and ends here: identity sets and reads this origin's cookies through /api.
    const api = await fetch(`http://127.0.0.1:${port}/api/auth/handover/start?x=1`, { redirect: 'manual' });
    expect(await api.json()).toMatchObject({ path: '/api/auth/handover/start?x=1' });
    expect(api.headers.get('access-control-allow-origin')).toBeNull();
    // Its pages, one folder down too, are the standalone page reading its files from the root.
    for (const page of ['/calculator', '/deals/compare', '/shared/abc']) {
      const res = await fetch(`http://127.0.0.1:${port}${page}`);
      expect(res.status, page).toBe(200);
      expect(res.headers.get('cache-control'), page).toBe('no-cache');
      expect(await res.text(), page).toBe(
        '<!doctype html><html><head><base href="/"><script type="module" src="./assets/main.js"></script></head></html>',
      );
    }
    // Anyone else's paths are not its pages; the entry still loads from the shell's origin.
    expect((await fetch(`http://127.0.0.1:${port}/login`)).status).toBe(404);
    expect(
      (await fetch(`http://127.0.0.1:${port}/remoteEntry.js`)).headers.get('access-control-allow-origin'),
    ).toBe('*');
  });

  it('is no site of its own unless told: no API, no pages', async () => {
    const port = await freePort();
    servers.push(await serveRemote(dist, port));
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${port}/calculator`)).status).toBe(404);
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

    // A full page load of any client-side route, parameterised ones included, gets the app.
    for (const page of [
      '/admin/users',
      '/calculator',
      '/deals/123',
      '/deals/compare',
      '/shared/abc',
      '/deals/a/b',
    ]) {
      const deepLink = await fetch(`http://127.0.0.1:${port}${page}`);
      expect(deepLink.status, page).toBe(200);
      expect(await deepLink.text(), page).toContain('<div id="root">');
    }
  });

  it("lets its pages run code only from itself and the manifest's remotes, and may not be framed", async () => {
    const port = await freePort();
    // A port nothing listens on: a calculator running on this machine (its dev port 5178) would add its own list.
    const calculatorPort = await freePort();
    let manifest: Record<string, string> = {
      mfe_marketing: 'http://localhost:5174/remoteEntry.js',
      mfe_course: 'https://cdn.example.com/mfe-course/1.4.0/remoteEntry.js',
      mfe_calculator: `http://localhost:${calculatorPort}/remoteEntry.js`,
    };
    servers.push(
      await serveShell({
        distDir: dist,
        port,
        gatewayUrl: `http://127.0.0.1:${gatewayPort}`,
        manifest: () => manifest,
        hsts: 'on',
      }),
    );
    const page = await fetch(`http://127.0.0.1:${port}/courses`);
    const scripts = directive(page.headers.get('content-security-policy'), 'script-src');
    expect(scripts).toEqual(
      expect.arrayContaining(["'self'", 'http://localhost:5174', 'https://cdn.example.com']),
    );
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('strict-transport-security')).toContain('max-age=');

    // The page's own remote entry is announced for preloading, so it downloads beside the shell's code.
    expect(page.headers.get('link')).toBe(
      '<https://cdn.example.com/mfe-course/1.4.0/remoteEntry.js>; rel=modulepreload; crossorigin',
    );
    expect((await fetch(`http://127.0.0.1:${port}/no-such-page`)).headers.get('link')).toBeNull();
    // A saved deal's deep link announces the calculator's entry; a path no route matches announces nothing.
    expect((await fetch(`http://127.0.0.1:${port}/deals/123`)).headers.get('link')).toBe(
      `<http://localhost:${calculatorPort}/remoteEntry.js>; rel=modulepreload; crossorigin`,
    );
    expect((await fetch(`http://127.0.0.1:${port}/deals/a/b`)).headers.get('link')).toBeNull();

    // Repointing a remote in the manifest moves the policy with it, without a restart.
    manifest = { ...manifest, mfe_course: 'https://static.example.org/remoteEntry.js' };
    const moved = await fetch(`http://127.0.0.1:${port}/`);
    expect(directive(moved.headers.get('content-security-policy'), 'script-src')).toContain(
      'https://static.example.org',
    );
  });
});

describe('shell host announcing a remote page', () => {
  it("announces the remote's own preload list with the page, read from the remote's host", async () => {
    const remoteDist = fs.mkdtempSync(path.join(os.tmpdir(), 'pac-remote-'));
    fs.cpSync(dist, remoteDist, { recursive: true });
    fs.writeFileSync(
      path.join(remoteDist, REMOTE_PRELOAD_FILE),
      JSON.stringify({ modules: ['assets/page-Bx1y2z3W.js'], styles: ['assets/page-Dk3m4n5P.css'] }),
    );
    const remotePort = await freePort();
    servers.push(await serveRemote(remoteDist, remotePort));
    const port = await freePort();
    const entry = `http://127.0.0.1:${remotePort}/remoteEntry.js`;
    servers.push(
      await serveShell({
        distDir: dist,
        port,
        gatewayUrl: `http://127.0.0.1:${gatewayPort}`,
        manifest: () => ({ mfe_course: entry }),
      }),
    );
    // The entry, then its files as the runtime will ask for them: scripts in CORS mode, the stylesheet plain.
    expect((await fetch(`http://127.0.0.1:${port}/courses`)).headers.get('link')).toBe(
      [
        `<${entry}>; rel=modulepreload; crossorigin`,
        `<http://127.0.0.1:${remotePort}/assets/page-Bx1y2z3W.js>; rel=modulepreload; crossorigin`,
        `<http://127.0.0.1:${remotePort}/assets/page-Dk3m4n5P.css>; rel=preload; as=style`,
      ].join(', '),
    );
    // The list is the remote's to change (a new release): not cached for long.
    const list = await fetch(`http://127.0.0.1:${remotePort}/${REMOTE_PRELOAD_FILE}`);
    expect(list.headers.get('cache-control')).toBe('no-cache');
  });
});

describe('shell host announcing a hostile or broken preload list', () => {
  it('announces only well-formed files of the remote’s own origin, and cannot be made to write other header content', async () => {
    const remoteDist = fs.mkdtempSync(path.join(os.tmpdir(), 'pac-remote-'));
    fs.cpSync(dist, remoteDist, { recursive: true });
    fs.writeFileSync(
      path.join(remoteDist, REMOTE_PRELOAD_FILE),
      JSON.stringify({
        modules: [
          'assets/page-Bx1y2z3W.js',
          'https://evil.example/x.js',
          '//evil.example/y.js',
          'javascript:alert(1)',
          'data:text/javascript,alert(1)',
          'assets/a.js>; rel=preload; as=script, <https://evil.example/z.js',
          'assets/b,c.js',
          'assets/d;e.js',
          'assets/f"g.js',
          'assets/line\r\nSet-Cookie: session=stolen',
          42,
          null,
          { href: 'https://evil.example/w.js' },
        ],
        styles: 'assets/not-a-list.css',
      }),
    );
    const remotePort = await freePort();
    servers.push(await serveRemote(remoteDist, remotePort));
    const port = await freePort();
    const entry = `http://127.0.0.1:${remotePort}/remoteEntry.js`;
    servers.push(
      await serveShell({
        distDir: dist,
        port,
        gatewayUrl: `http://127.0.0.1:${gatewayPort}`,
        manifest: () => ({ mfe_course: entry }),
      }),
    );
    const page = await fetch(`http://127.0.0.1:${port}/courses`);
    expect(page.status).toBe(200);
    const link = page.headers.get('link') ?? '';
    expect(page.headers.get('set-cookie')).toBeNull();
    expect(link).not.toContain('evil.example');
    expect(link).not.toContain('javascript:');
    expect(link).not.toContain('data:');
    expect(link).not.toMatch(/[\r\n"]/);
    // Every link is one `<url>; params` of the remote's origin: nothing the list held split or added a link.
    const links = link.split(', ');
    for (const value of links) {
      expect(value).toMatch(
        new RegExp(
          `^<http://127\\.0\\.0\\.1:${remotePort}/[^<>,;\\s]*>; rel=(modulepreload; crossorigin|preload; as=style)$`,
        ),
      );
    }
    expect(links.slice(0, 2)).toEqual([
      `<${entry}>; rel=modulepreload; crossorigin`,
      `<http://127.0.0.1:${remotePort}/assets/page-Bx1y2z3W.js>; rel=modulepreload; crossorigin`,
    ]);
  });

  it('announces only the entry when the list is not an object of lists, and nothing for an entry that is not a URL', async () => {
    const remoteDist = fs.mkdtempSync(path.join(os.tmpdir(), 'pac-remote-'));
    fs.cpSync(dist, remoteDist, { recursive: true });
    fs.writeFileSync(path.join(remoteDist, REMOTE_PRELOAD_FILE), 'null');
    const remotePort = await freePort();
    servers.push(await serveRemote(remoteDist, remotePort));
    const port = await freePort();
    const entry = `http://127.0.0.1:${remotePort}/remoteEntry.js`;
    let manifest: Record<string, string> = { mfe_course: entry };
    servers.push(
      await serveShell({
        distDir: dist,
        port,
        gatewayUrl: `http://127.0.0.1:${gatewayPort}`,
        manifest: () => manifest,
      }),
    );
    expect((await fetch(`http://127.0.0.1:${port}/courses`)).headers.get('link')).toBe(
      `<${entry}>; rel=modulepreload; crossorigin`,
    );
    manifest = { mfe_course: `${entry}>; rel=preload, <https://evil.example/x.js` };
    const page = await fetch(`http://127.0.0.1:${port}/courses`);
    expect(page.status).toBe(200);
    expect(page.headers.get('link')).toBeNull();
  });
});

describe("shell host sending a remote page's first view", () => {
  const heading =
    '<div class="mx-auto px-4"><header class="mb-8"><h1 class="text-3xl">Deal &amp; course</h1><p>Nine short videos</p></header></div>';

  async function shellWith(firstPaint: unknown) {
    const shellDist = fs.mkdtempSync(path.join(os.tmpdir(), 'pac-shell-'));
    fs.writeFileSync(
      path.join(shellDist, 'index.html'),
      `<!doctype html><html><head><title>t</title></head><body><div id="root"><main>${FIRST_PAINT_SLOT}</main></div></body></html>`,
    );
    const remoteDist = fs.mkdtempSync(path.join(os.tmpdir(), 'pac-remote-'));
    fs.cpSync(dist, remoteDist, { recursive: true });
    fs.writeFileSync(
      path.join(remoteDist, REMOTE_PRELOAD_FILE),
      JSON.stringify({
        modules: ['assets/page-Bx1y2z3W.js'],
        styles: ['assets/page-Dk3m4n5P.css'],
        firstPaint,
      }),
    );
    const remotePort = await freePort();
    servers.push(await serveRemote(remoteDist, remotePort));
    const port = await freePort();
    servers.push(
      await serveShell({
        distDir: shellDist,
        port,
        gatewayUrl: `http://127.0.0.1:${gatewayPort}`,
        manifest: () => ({ mfe_course: `http://127.0.0.1:${remotePort}/remoteEntry.js` }),
      }),
    );
    return { shell: `http://127.0.0.1:${port}`, remote: `http://127.0.0.1:${remotePort}` };
  }

  it("puts it in <main> inside the remote's area, with the remote's stylesheet, on that route only", async () => {
    const { shell, remote } = await shellWith({ '/courses': heading });
    const page = await fetch(`${shell}/courses`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('link')).toContain('rel=modulepreload');
    const html = await page.text();
    expect(html).toContain(`<link rel="stylesheet" href="${remote}/assets/page-Dk3m4n5P.css"></head>`);
    expect(html).toContain(
      `<main><section data-remote-area="mfe_course" class="min-h-[50vh]"><div data-testid="remote-loading-mfe_course"><div data-first-paint="mfe_course">${heading}</div></div></section></main>`,
    );
    expect(html).not.toContain(FIRST_PAINT_SLOT);
    // Another page of the site (no first view for it) is the plain index.html.
    const login = await (await fetch(`${shell}/login`)).text();
    expect(login).toContain(`<main>${FIRST_PAINT_SLOT}</main>`);
    expect(login).not.toContain('stylesheet');
  });

  it('sends the plain page when the first view is not plain markup or names a route of the wrong shape', async () => {
    for (const firstPaint of [
      { '/courses': `${heading}<script>alert(1)</script>` },
      { '/courses': '<h1 onclick="alert(1)">x</h1>' },
      { '/courses': '<img src=x onerror=alert(1)>' },
      { '/courses': '<a href="https://evil.example">x</a>' },
      { '/courses': 42 },
      { 'courses"><script>': heading },
      ['/courses', heading],
      'not an object',
    ]) {
      const { shell } = await shellWith(firstPaint);
      const html = await (await fetch(`${shell}/courses`)).text();
      expect(html, JSON.stringify(firstPaint)).toContain(`<main>${FIRST_PAINT_SLOT}</main>`);
    }
  });
});

describe('isPlainMarkup', () => {
  it('takes text in layout tags with class, id and aria attributes, and nothing else', () => {
    expect(isPlainMarkup('<div class="a b"><h1 id="t" aria-label="x">A &lt;b&gt;</h1></div>')).toBe(true);
    expect(isPlainMarkup('<style>body{}</style>')).toBe(false);
    expect(isPlainMarkup('<div style="x">a</div>')).toBe(false);
    expect(isPlainMarkup('<div class="a" onmouseover="x()">a</div>')).toBe(false);
    expect(isPlainMarkup('<div class=a>unquoted</div>')).toBe(false);
    expect(isPlainMarkup('<div class="a>b">')).toBe(false);
    expect(isPlainMarkup('<!-- comment -->')).toBe(false);
    expect(isPlainMarkup('<div')).toBe(false);
    expect(isPlainMarkup('')).toBe(false);
    expect(isPlainMarkup(`<p>${'x'.repeat(5000)}</p>`)).toBe(false);
  });
});

describe('remoteForPath', () => {
  it('finds the remote of a page as the shell routes it', () => {
    expect(remoteForPath('/')).toBe('mfe_marketing');
    expect(remoteForPath('/pricing')).toBe('mfe_marketing');
    expect(remoteForPath('/Courses')).toBe('mfe_course');
    expect(remoteForPath('/login/')).toBe('mfe_account');
    expect(remoteForPath('/admin')).toBe('mfe_admin');
    expect(remoteForPath('/admin/users/42')).toBe('mfe_admin');
    expect(remoteForPath('/administrator')).toBeNull();
    expect(remoteForPath('/no-such-page')).toBeNull();
  });

  it("matches the calculator's parameterised paths one segment at a time", () => {
    expect(remoteForPath('/calculator')).toBe('mfe_calculator');
    expect(remoteForPath('/deals')).toBe('mfe_calculator');
    expect(remoteForPath('/deals/compare')).toBe('mfe_calculator');
    expect(remoteForPath('/deals/123')).toBe('mfe_calculator');
    expect(remoteForPath('/deals/123/')).toBe('mfe_calculator');
    expect(remoteForPath('/shared/abc')).toBe('mfe_calculator');
    expect(remoteForPath('/deals/a/b')).toBeNull();
    expect(remoteForPath('/shared')).toBeNull();
    expect(remoteForPath('/calculator/extra')).toBeNull();
  });
});

describe('production (nginx)', () => {
  it('sends the same page policy as these hosts, to pages and remotes served from its own origin', () => {
    const conf = fs.readFileSync(
      path.resolve(import.meta.dirname, '../../../deploy/nginx/security-headers.conf'),
      'utf8',
    );
    expect(conf).toContain(`add_header Content-Security-Policy "${pageContentSecurityPolicy()}" always;`);
  });
});
