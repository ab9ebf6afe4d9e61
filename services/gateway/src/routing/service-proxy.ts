import { type LoggerService } from '@nestjs/common';
import { type ServiceName } from '@pac/contracts';
import { type Request, type RequestHandler, type Response } from 'express';
import { Agent, type ServerResponse } from 'node:http';
import { createProxyMiddleware, type Options, type Plugin } from 'http-proxy-middleware';
import { upstreamPathFor } from './service-routes.js';
import { neverConnected, type UpstreamPool } from './upstream-pool.js';

const TIMEOUT_CODES = new Set(['ETIMEDOUT', 'ESOCKETTIMEDOUT']);
/** http-proxy reports its own proxyTimeout as a plain ECONNRESET, so timed-out requests are remembered here. */
const timedOutRequests = new WeakSet<Request>();
/** The replicas each request was sent to, in order: the last one is handling it. */
const triedReplicas = new WeakMap<Request, string[]>();

export const serviceLabel = (service: ServiceName) => `${service[0]?.toUpperCase()}${service.slice(1)}`;

const pathnameOf = (url: string) => url.split('?')[0] ?? url;

/** A request without a body can be sent again as it is: the first try used up nothing of its stream. */
const hasNoBody = (req: Request) =>
  req.headers['transfer-encoding'] === undefined &&
  (req.headers['content-length'] === undefined || req.headers['content-length'] === '0');

/**
 * Turns a failed upstream call into JSON instead of http-proxy's plain-text default: 502 when the service cannot
 * be reached, 504 when it took longer than the proxy timeout.
 *
 * Before that, a replica that refused the connection leaves the rotation (UpstreamPool), and the request that met
 * the refusal goes on to the next replica in rotation when it has no body (GET, HEAD, a body-less POST such as
 * logout): the refused replica never saw it. A request with a body is not replayed (the gateway streams bodies
 * instead of keeping them) and gets the 502.
 */
function upstreamErrors(
  service: ServiceName,
  pool: UpstreamPool,
  transport: Options<Request, Response>,
  logger?: LoggerService,
): Plugin<Request, Response> {
  return (proxyServer) => {
    /** Whether the request was sent on to another replica. */
    const retriedElsewhere = (error: NodeJS.ErrnoException, req: Request, res: ServerResponse) => {
      const tried = triedReplicas.get(req);
      const replica = tried?.at(-1);
      if (!tried || !replica || !neverConnected(error)) return false;
      pool.markDown(replica);
      if (!hasNoBody(req) || res.headersSent) return false;
      const next = pool.next(new Set(tried));
      if (next === undefined) return false;
      logger?.warn(
        `${serviceLabel(service)} replica ${replica} refused ${req.method} ${req.path}; sent to ${next}`,
      );
      tried.push(next);
      proxyServer.web(req, res, { ...transport, target: next });
      return true;
    };
    proxyServer.on('proxyReq', (proxyReq, req) => {
      proxyReq.on('timeout', () => timedOutRequests.add(req));
    });
    proxyServer.on('proxyRes', (_proxyRes, req) => {
      const replica = triedReplicas.get(req)?.at(-1);
      if (replica) pool.markUp(replica);
    });
    proxyServer.on('error', (error: NodeJS.ErrnoException, req, res) => {
      const response = res as ServerResponse;
      if (typeof response.writeHead === 'function' && retriedElsewhere(error, req, response)) return;
      logger?.warn(
        `${serviceLabel(service)} upstream error on ${req.method} ${req.path}` +
          `${pool.targets.length > 1 ? ` (${triedReplicas.get(req)?.at(-1)})` : ''}: ${error.code ?? error.message}`,
      );
      if (typeof response.writeHead !== 'function') {
        (res as unknown as { destroy?: () => void }).destroy?.();
        return;
      }
      if (response.headersSent) {
        response.end();
        return;
      }
      const timedOut =
        timedOutRequests.has(req) || (error.code !== undefined && TIMEOUT_CODES.has(error.code));
      const body = JSON.stringify({
        success: false,
        error: timedOut
          ? `${serviceLabel(service)} service did not answer in time`
          : `${serviceLabel(service)} service is unavailable`,
      });
      response.writeHead(timedOut ? 504 : 502, { 'content-type': 'application/json; charset=utf-8' });
      response.end(body);
    });
  };
}

/**
 * X-Forwarded-For as the services should see it: only the client's address, as Express worked it out under
 * TRUSTED_PROXIES (`trust proxy`). http-proxy's xfwd would append to whatever the client sent, and the services
 * trust the gateway's header, so a client could otherwise choose the address their per-IP limits count.
 * X-Forwarded-Proto, -Host and -Port likewise: a trusted proxy's word (first value), else this connection's own, so a
 * client cannot claim https or another host to the services (origin checks, links).
 */
function forwardedAsSeen(): Plugin<Request, Response> {
  return (proxyServer) => {
    proxyServer.on('proxyReq', (proxyReq, req) => {
      const address = req.ip ?? req.socket.remoteAddress;
      if (address) proxyReq.setHeader('x-forwarded-for', address);
      else proxyReq.removeHeader('x-forwarded-for');
      // Express reads X-Forwarded-Proto / -Host only when the peer is trusted: req.protocol and req.host say so.
      proxyReq.setHeader('x-forwarded-proto', req.protocol);
      if (req.host) proxyReq.setHeader('x-forwarded-host', req.host);
      else proxyReq.removeHeader('x-forwarded-host');
      const trusted = (req.app.get('trust proxy fn') as (addr: string, hop: number) => boolean)(
        req.socket.remoteAddress ?? '',
        0,
      );
      const port = trusted ? req.get('x-forwarded-port')?.split(',')[0]?.trim() : undefined;
      proxyReq.setHeader('x-forwarded-port', port || String(req.socket.localPort ?? ''));
    });
  };
}

/**
 * Idle connections to a service are kept and reused (without an agent http-proxy opens a new TCP connection per
 * request and asks the service to close it). They are dropped after 4 s idle, before Node's 5 s keep-alive timeout
 * on the service's side, so the gateway never writes to a socket the service is closing. One agent serves all
 * replicas of a service (it keeps its idle connections per host and port).
 */
const IDLE_UPSTREAM_SOCKET_MS = 4_000;

/**
 * One proxy per service, over the service's replicas in round-robin (`pool`). The request is streamed through
 * untouched (no body parsing anywhere in the gateway: the billing webhook's signature is over the raw bytes) and
 * the public path is kept, except for the gateway-owned health and docs paths, which are rewritten to the
 * service's own.
 */
export function createServiceProxy(
  service: ServiceName,
  pool: UpstreamPool,
  timeoutMs: number,
  logger?: LoggerService,
): RequestHandler {
  // What http-proxy itself reads; a retry passes these again with another target (the path is already rewritten).
  const transport: Options<Request, Response> = {
    agent: new Agent({ keepAlive: true, timeout: IDLE_UPSTREAM_SOCKET_MS }),
    xfwd: true,
    proxyTimeout: timeoutMs,
  };
  return createProxyMiddleware<Request, Response>({
    ...transport,
    target: pool.targets[0],
    router: (req) => {
      const replica = pool.next() as string;
      triedReplicas.set(req, [replica]);
      return replica;
    },
    ejectPlugins: true,
    plugins: [forwardedAsSeen(), upstreamErrors(service, pool, transport, logger)],
    pathFilter: (_path, req) =>
      upstreamPathFor(pathnameOf(req.originalUrl ?? req.url), service) !== undefined,
    pathRewrite: (url) => {
      const [pathname = url, query] = url.split('?');
      const upstream = upstreamPathFor(pathname, service) ?? pathname;
      return query === undefined ? upstream : `${upstream}?${query}`;
    },
  }) as unknown as RequestHandler;
}
