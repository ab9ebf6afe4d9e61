import fs from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import compression from 'compression';
import express, { type Request, type RequestHandler, type Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import {
  COMMON_SECURITY_HEADERS,
  HSTS_HEADER_VALUE,
  MANIFEST_PATH,
  REMOTES,
  ROUTE_OWNERS,
  type RemoteName,
  originOf,
  pageContentSecurityPolicy,
  readHstsMode,
  shouldSendHsts,
  type HstsMode,
} from '@pac/contracts';
import { REMOTE_AREA_ATTRIBUTE, REMOTE_PRELOAD_FILE, type RemotePreloads } from '@pac/federation';

/**
 * Static hosting as production does it (nginx there): each remote on its own origin with CORS, the shell with
 * its runtime manifest and `/api` forwarded to the gateway. Entry files are never cached; hashed assets for a year.
 * Text answers are compressed (brotli or gzip, as the browser accepts; hashed assets once, at the best ratio, see
 * precompressedAssets), and every answer carries the security headers: a content security policy without inline
 * scripts, frame protection, nosniff, a referrer policy, and HSTS in production over HTTPS (`HSTS`, see
 * @pac/contracts).
 */
export interface HostSecurityOptions {
  /** `HSTS` mode; read from the environment when not given. */
  hsts?: HstsMode;
}

export interface RemoteHostOptions extends HostSecurityOptions {
  /**
   * The remote served as its own site as well, as a remote deployed on another origin is (the calculator at
   * CALCULATOR_URL): `/api/*` forwarded to the gateway as the shell forwards it, so the site's API, cookies
   * included, is this origin's own (the calculator hand-over sets and reads its cookies here), and the remote's own
   * pages (ROUTE_OWNERS) answered with its standalone `index.html`.
   */
  ownSite?: { remote: RemoteName; gatewayUrl: string };
}

export async function serveRemote(
  distDir: string,
  port: number,
  options: RemoteHostOptions = {},
): Promise<Server> {
  assertBuilt(distDir);
  const app = express();
  app.disable('x-powered-by');
  // A remote's page (its standalone entry) loads only its own origin's code.
  app.use(securityHeaders(() => pageContentSecurityPolicy(), options));
  // Before the CORS header below: API answers are this origin's alone, never readable by every site.
  if (options.ownSite) app.use(apiProxy(options.ownSite.gatewayUrl));
  app.use((_req, res, next) => {
    // The shell, on another origin, imports the entry and chunks as CORS module scripts; nothing here is private.
    res.setHeader('Access-Control-Allow-Origin', '*');
    next();
  });
  app.use(precompressedAssets(distDir));
  app.use(compression());
  app.use(express.static(distDir, { setHeaders: cacheHeaders, fallthrough: true }));
  const site = options.ownSite;
  if (site) {
    const indexHtml = path.join(distDir, 'index.html');
    app.use(async (req, res, next) => {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || remoteForPath(req.path) !== site.remote)
        return next();
      // The build links its files relative to the page (`./assets/…`): a page one folder down (/deals/compare)
      // reads them from the root all the same.
      const html = (await fs.promises.readFile(indexHtml, 'utf8')).replace('<head>', '<head><base href="/">');
      res.setHeader('Cache-Control', 'no-cache');
      res.type('html').send(html);
    });
  }
  return listen(app, port);
}

/** `/api` and `/api/…` to the gateway, as they are (a string filter matches by prefix and would take /api-reference). */
function apiProxy(gatewayUrl: string): RequestHandler {
  return createProxyMiddleware({
    target: gatewayUrl,
    pathFilter: (pathname) => pathname === '/api' || pathname.startsWith('/api/'),
    changeOrigin: false,
    xfwd: true,
  });
}

export interface ShellHostOptions extends HostSecurityOptions {
  distDir: string;
  port: number;
  gatewayUrl: string;
  /** Read on every request, so a test or an operator can repoint a remote without restarting anything. */
  manifest: () => unknown;
}

export async function serveShell(options: ShellHostOptions): Promise<Server> {
  assertBuilt(options.distDir);
  const app = express();
  app.disable('x-powered-by');
  // The shell's pages run the remotes' code: the policy allows the origins the manifest names, read per request
  // like the manifest itself, so repointing a remote needs no restart here either.
  app.use(securityHeaders(() => shellContentSecurityPolicy(options.manifest()), options));
  app.get(MANIFEST_PATH, (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(options.manifest());
  });
  app.use(apiProxy(options.gatewayUrl));
  // After the proxy: API answers stream through untouched.
  app.use(precompressedAssets(options.distDir));
  app.use(compression());
  app.use(express.static(options.distDir, { setHeaders: cacheHeaders, index: false }));
  const indexHtml = path.join(options.distDir, 'index.html');
  // Client-side routes (and unknown paths, which the shell renders as its 404 page) all get the app.
  const hints = remotePageHints();
  app.use(async (req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    // The browser starts fetching the entry of the remote that renders this page, and the files the entry would
    // ask for next, while it still loads the shell, instead of after the shell has run and read the manifest and
    // the entry has run (three to four round trips less before the page shows).
    const remote = remoteForPath(req.path);
    const entry = remote ? (options.manifest() as Record<string, unknown> | null)?.[remote] : undefined;
    const entryHref = typeof entry === 'string' ? linkableHref(entry, originOf(entry)) : null;
    const page = entryHref ? await hints(entryHref) : null;
    if (entryHref && page) {
      res.setHeader('Link', [`<${entryHref}>; rel=modulepreload; crossorigin`, ...page.links].join(', '));
    }
    const firstPaint = remote && page ? firstPaintFor(page, req.path) : null;
    if (!remote || !page || !firstPaint) return res.sendFile(indexHtml);
    // The page's first view (its heading), painted with the remote's stylesheet before any script has run; the
    // shell keeps it on screen until the remote renders the same markup in the same place (remote-area.tsx).
    const html = (await fs.promises.readFile(indexHtml, 'utf8'))
      .replace(
        '</head>',
        `${page.styles.map((href) => `<link rel="stylesheet" href="${href}">`).join('')}</head>`,
      )
      .replace(
        FIRST_PAINT_SLOT,
        `<section ${REMOTE_AREA_ATTRIBUTE}="${remote}" class="min-h-[50vh]"><div data-testid="remote-loading-${remote}"><div data-first-paint="${remote}">${firstPaint}</div></div></section>`,
      );
    res.type('html').send(html);
  });
  return listen(app, options.port);
}

/** Characters a URL may keep to stand in a Link value: none that ends its `<…>`, a link (`,`) or a parameter (`;`). */
const LINKABLE_HREF = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+=%]+$/;
/** At most this many files of one remote are announced: a longer list is not a build's (it has a dozen or so). */
const MAX_PRELOADS = 64;

/**
 * `file` resolved against `base` as it may be written into a Link header: an http(s) URL on `origin` (a remote's
 * list names its own files, never another site's), made only of characters that cannot end the link. Anything else
 * (another origin, `javascript:`, a comma, an angle bracket, a line break) is null: left out, never escaped.
 */
function linkableHref(file: unknown, origin: string | null, base?: string): string | null {
  if (typeof file !== 'string' || !origin) return null;
  try {
    const url = new URL(file, base);
    if (url.origin !== origin || !LINKABLE_HREF.test(url.href)) return null;
    return url.href;
  } catch {
    return null;
  }
}

/** How long a remote's preload list is used before it is read again (in the background: no page waits on it). */
const PRELOADS_FRESH_MS = 2_000;
/** A remote host that does not answer within this adds no hints, and delays at most the first page. */
const PRELOADS_TIMEOUT_MS = 300;

/** Where index.html's static chrome takes the page's first view (shell/index.html, inside <main>). */
export const FIRST_PAINT_SLOT = '<!--pac:first-paint-->';
/** A first view is a heading and a few lines: anything longer is not one. */
const MAX_FIRST_PAINT_CHARS = 4_096;
const FIRST_PAINT_TAGS = new Set(['div', 'section', 'header', 'p', 'span', 'strong', 'em', 'h1', 'h2', 'h3']);
const FIRST_PAINT_TAG = /^<\/?([a-z0-9]+)((?:\s+(?:class|id|aria-[a-z]+)="[^"<>]*")*)\s*>$/;

/**
 * Whether a remote's first view is plain markup the host may put in the shell's page: text (React escapes `<`,
 * so every `<` opens a tag) and a few layout tags with class, id and aria attributes. No scripts, styles, links,
 * forms, event handlers or URLs: a remote's list is read over the network and gets no more than that.
 */
export function isPlainMarkup(html: unknown): html is string {
  if (typeof html !== 'string' || html.length === 0 || html.length > MAX_FIRST_PAINT_CHARS) return false;
  const tags = html.match(/<[^>]*>?/g) ?? [];
  return tags.every((tag) => {
    const match = FIRST_PAINT_TAG.exec(tag);
    return match !== null && FIRST_PAINT_TAGS.has(match[1]!);
  });
}

/** What the shell's host adds to a page of one remote, read from that remote's `REMOTE_PRELOAD_FILE`. */
interface RemotePageHints {
  /** Link header values: its modules and stylesheets. */
  links: string[];
  /** Its stylesheets' addresses. */
  styles: string[];
  /** Route patterns and the first view of each, as RemotePreloads.firstPaint gives them, checked. */
  firstPaint: { pattern: RegExp; html: string }[];
}

function firstPaintFor(page: RemotePageHints, pathname: string): string | null {
  return page.firstPaint.find(({ pattern }) => pattern.test(pathname))?.html ?? null;
}

/**
 * What a remote's page fetches before it renders, and its first view, read from `REMOTE_PRELOAD_FILE` beside its
 * entry (written by its build, libs/federation preload-chunks.ts). Kept per entry address, so a repointed remote
 * is read afresh; a remote whose list cannot be read gets only its entry announced.
 */
export function remotePageHints(): (entry: string) => Promise<RemotePageHints> {
  const known = new Map<string, { readAt: number; hints: Promise<RemotePageHints> }>();
  const read = async (entry: string): Promise<RemotePageHints> => {
    const none: RemotePageHints = { links: [], styles: [], firstPaint: [] };
    try {
      const response = await fetch(new URL(REMOTE_PRELOAD_FILE, entry), {
        signal: AbortSignal.timeout(PRELOADS_TIMEOUT_MS),
      });
      if (!response.ok) return none;
      const { modules, styles, firstPaint } = ((await response.json()) ?? {}) as Partial<RemotePreloads>;
      const origin = originOf(entry);
      const hrefs = (files: unknown) =>
        (Array.isArray(files) ? (files as unknown[]) : [])
          .map((file) => linkableHref(file, origin, entry))
          .filter((href): href is string => href !== null);
      const styleHrefs = hrefs(styles).slice(0, MAX_PRELOADS);
      const views =
        firstPaint && typeof firstPaint === 'object' && !Array.isArray(firstPaint)
          ? Object.entries(firstPaint as Record<string, unknown>)
          : [];
      return {
        links: [
          ...hrefs(modules).map((href) => `<${href}>; rel=modulepreload; crossorigin`),
          ...styleHrefs.map((href) => `<${href}>; rel=preload; as=style`),
        ].slice(0, MAX_PRELOADS),
        styles: styleHrefs,
        firstPaint: views.flatMap(([route, html]) =>
          isPlainMarkup(html) && /^\/[\w\-/:*]*$/.test(route) ? [{ pattern: routePattern(route), html }] : [],
        ),
      };
    } catch {
      return none;
    }
  };
  return async (entry) => {
    const cached = known.get(entry);
    if (!cached || Date.now() - cached.readAt > PRELOADS_FRESH_MS) {
      known.set(entry, { readAt: Date.now(), hints: read(entry) });
    }
    // A stale list still serves this page (the next one gets the new list); only an entry's first page waits.
    return (cached ?? known.get(entry)!).hints;
  };
}

/** React Router's syntax, as the shell matches it: `:param` is one segment, a trailing `/*` anything below. */
function routePattern(route: string): RegExp {
  return new RegExp(
    `^${route
      .replace(/\/\*$/, '')
      .split('/')
      .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/')}${route.endsWith('/*') ? '(/.*)?' : ''}/?$`,
    'i', // React Router matches paths case-insensitively
  );
}

const ROUTE_PATTERNS = REMOTES.flatMap((remote) =>
  ROUTE_OWNERS[remote].map((route) => ({ remote, pattern: routePattern(route) })),
);

/** The remote whose page this path is (null: the shell's 404). */
export function remoteForPath(pathname: string): RemoteName | null {
  return ROUTE_PATTERNS.find(({ pattern }) => pattern.test(pathname))?.remote ?? null;
}

/** The shell's policy for a manifest: the remotes' origins (and a separate API origin, if any) may serve code. */
export function shellContentSecurityPolicy(manifest: unknown): string {
  const entries = (manifest ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const remoteOrigins = REMOTES.map((name) => originOf(text(entries[name]))).filter(
    (origin): origin is string => origin !== null,
  );
  return pageContentSecurityPolicy({
    remoteOrigins,
    apiOrigin: originOf(text(entries.apiBaseUrl)) ?? undefined,
  });
}

function securityHeaders(policy: () => string, options: HostSecurityOptions): RequestHandler {
  const hsts = options.hsts ?? readHstsMode(process.env.HSTS);
  const production = process.env.NODE_ENV === 'production';
  return (req: Request, res: Response, next) => {
    for (const [name, value] of Object.entries(COMMON_SECURITY_HEADERS)) res.setHeader(name, value);
    res.setHeader('Content-Security-Policy', policy());
    const encrypted = 'encrypted' in req.socket && Boolean(req.socket.encrypted);
    if (shouldSendHsts(hsts, { production, encrypted, forwardedProto: req.headers['x-forwarded-proto'] })) {
      res.setHeader('Strict-Transport-Security', HSTS_HEADER_VALUE);
    }
    next();
  };
}

/** Vite's content-hashed build output: never changes under its name. */
function isHashedAsset(filePath: string): boolean {
  const file = path.basename(filePath);
  return (
    /[-.][A-Za-z0-9_-]{8,}\.(js|css|woff2?|png|svg|jpg|webp)$/.test(file) && !file.startsWith('remoteEntry')
  );
}

function cacheHeaders(res: Response, filePath: string): void {
  res.setHeader(
    'Cache-Control',
    isHashedAsset(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
}

type Encoding = 'br' | 'gzip';
interface Compressed {
  mtimeMs: number;
  br: Buffer;
  gzip: Buffer;
}

const COMPRESSIBLE = /\.(js|css|svg)$/;

export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, quality]) => !quality || !/^q=0(\.0*)?$/.test(quality.trim()))
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

/**
 * Hashed scripts and styles compressed once, at the best ratio (brotli 11, gzip 9), and kept in memory, as a
 * production static host serves prepared files: per-request compression (the `compression` middleware, brotli 4)
 * sent react-dom 6% larger than gzip and spent ~10 ms of CPU on every request. Entries (remoteEntry.js, pages)
 * keep `compression()` and express.static, with their ETags for revalidation.
 */
export function precompressedAssets(distDir: string): RequestHandler {
  const root = path.resolve(distDir);
  const cache = new Map<string, Compressed>();
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    let file: string;
    try {
      file = path.join(root, decodeURIComponent(req.path));
    } catch {
      return next();
    }
    if (!encoding || !file.startsWith(root + path.sep) || !COMPRESSIBLE.test(file) || !isHashedAsset(file)) {
      return next();
    }
    fs.stat(file, (error, stats) => {
      if (error || !stats.isFile()) return next();
      let compressed = cache.get(file);
      if (compressed?.mtimeMs !== stats.mtimeMs) {
        const body = fs.readFileSync(file);
        compressed = {
          mtimeMs: stats.mtimeMs,
          br: zlib.brotliCompressSync(body, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
          gzip: zlib.gzipSync(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
        };
        cache.set(file, compressed);
      }
      const bytes = compressed[encoding];
      res.type(path.extname(file));
      res.setHeader('Content-Encoding', encoding);
      res.setHeader('Vary', 'Accept-Encoding');
      res.setHeader('Content-Length', bytes.length);
      cacheHeaders(res, file);
      res.end(req.method === 'HEAD' ? undefined : bytes);
    });
  };
}

function assertBuilt(distDir: string): void {
  if (!fs.existsSync(distDir)) throw new Error(`${distDir} does not exist: run \`npm run build\` first.`);
}

function listen(app: express.Express, port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, '0.0.0.0', (error?: Error) => (error ? reject(error) : resolve(server)));
  });
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}
