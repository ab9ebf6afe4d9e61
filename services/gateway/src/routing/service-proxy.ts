import { type LoggerService } from '@nestjs/common';
import { type ServiceName } from '@pac/contracts';
import { type Request, type RequestHandler, type Response } from 'express';
import { Agent, type ServerResponse } from 'node:http';
import { createProxyMiddleware, type Plugin } from 'http-proxy-middleware';
import { upstreamPathFor } from './service-routes.js';

const TIMEOUT_CODES = new Set(['ETIMEDOUT', 'ESOCKETTIMEDOUT']);
/** http-proxy reports its own proxyTimeout as a plain ECONNRESET, so timed-out requests are remembered here. */
const timedOutRequests = new WeakSet<Request>();

export const serviceLabel = (service: ServiceName) => `${service[0]?.toUpperCase()}${service.slice(1)}`;

const pathnameOf = (url: string) => url.split('?')[0] ?? url;

/**
 * Turns a failed upstream call into JSON instead of http-proxy's plain-text default: 502 when the service cannot
 * be reached, 504 when it took longer than the proxy timeout.
 */
function jsonErrors(service: ServiceName, logger?: LoggerService): Plugin<Request, Response> {
  return (proxyServer) => {
    proxyServer.on('proxyReq', (proxyReq, req) => {
      proxyReq.on('timeout', () => timedOutRequests.add(req));
    });
    proxyServer.on('error', (error: NodeJS.ErrnoException, req, res) => {
      logger?.warn(
        `${serviceLabel(service)} upstream error on ${req.method} ${req.path}: ${error.code ?? error.message}`,
      );
      const response = res as ServerResponse;
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
 */
function clientAddressOnly(): Plugin<Request, Response> {
  return (proxyServer) => {
    proxyServer.on('proxyReq', (proxyReq, req) => {
      const address = req.ip ?? req.socket.remoteAddress;
      if (address) proxyReq.setHeader('x-forwarded-for', address);
      else proxyReq.removeHeader('x-forwarded-for');
    });
  };
}

/**
 * Idle connections to a service are kept and reused (without an agent http-proxy opens a new TCP connection per
 * request and asks the service to close it). They are dropped after 4 s idle, before Node's 5 s keep-alive timeout
 * on the service's side, so the gateway never writes to a socket the service is closing.
 */
const IDLE_UPSTREAM_SOCKET_MS = 4_000;

/**
 * One proxy per service. The request is streamed through untouched (no body parsing anywhere in the gateway:
 * the billing webhook's signature is over the raw bytes) and the public path is kept, except for the
 * gateway-owned health and docs paths, which are rewritten to the service's own.
 */
export function createServiceProxy(
  service: ServiceName,
  target: string,
  timeoutMs: number,
  logger?: LoggerService,
): RequestHandler {
  return createProxyMiddleware<Request, Response>({
    target,
    agent: new Agent({ keepAlive: true, timeout: IDLE_UPSTREAM_SOCKET_MS }),
    xfwd: true,
    proxyTimeout: timeoutMs,
    ejectPlugins: true,
    plugins: [clientAddressOnly(), jsonErrors(service, logger)],
    pathFilter: (_path, req) =>
      upstreamPathFor(pathnameOf(req.originalUrl ?? req.url), service) !== undefined,
    pathRewrite: (url) => {
      const [pathname = url, query] = url.split('?');
      const upstream = upstreamPathFor(pathname, service) ?? pathname;
      return query === undefined ? upstream : `${upstream}?${query}`;
    },
  }) as unknown as RequestHandler;
}
