import fs from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import express, { type Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { MANIFEST_PATH } from '@pac/contracts';

/**
 * Static hosting as production does it (nginx there): each remote on its own origin with CORS, the shell with
 * its runtime manifest and `/api` forwarded to the gateway. Entry files are never cached; hashed assets for a year.
 */
export async function serveRemote(distDir: string, port: number): Promise<Server> {
  assertBuilt(distDir);
  const app = express();
  app.disable('x-powered-by');
  app.use((_req, res, next) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    next();
  });
  app.use(express.static(distDir, { setHeaders: cacheHeaders, fallthrough: true }));
  return listen(app, port);
}

export interface ShellHostOptions {
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
  app.get(MANIFEST_PATH, (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(options.manifest());
  });
  app.use(
    createProxyMiddleware({
      target: options.gatewayUrl,
      // '/api' or '/api/…' only: a string filter matches by prefix and would swallow the page /api-reference.
      pathFilter: (pathname) => pathname === '/api' || pathname.startsWith('/api/'),
      changeOrigin: false,
      xfwd: true,
    }),
  );
  app.use(express.static(options.distDir, { setHeaders: cacheHeaders, index: false }));
  const indexHtml = path.join(options.distDir, 'index.html');
  // Client-side routes (and unknown paths, which the shell renders as its 404 page) all get the app.
  app.use((_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
  return listen(app, options.port);
}

function cacheHeaders(res: Response, filePath: string): void {
  const file = path.basename(filePath);
  const hashed =
    /[-.][A-Za-z0-9_-]{8,}\.(js|css|woff2?|png|svg|jpg|webp)$/.test(file) && !file.startsWith('remoteEntry');
  res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
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
