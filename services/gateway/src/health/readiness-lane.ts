import { type LoggerService } from '@nestjs/common';
import { SERVICES, gatewayHealthPath, shouldSendHsts, type HstsMode, type ServiceName } from '@pac/contracts';
import { logRequest } from '@pac/server-kit/logging';
import { type IncomingMessage, type ServerResponse } from 'node:http';
import { corsHeaderValues, securityHeaderValues } from '../security-headers.js';
import { type AggregatedHealth, type ServiceHealth } from './aggregate-health.js';
import { type ReadinessCache } from './readiness-cache.js';

/** An answer as written: its body and, with and without HSTS, every header of it as a flat list. */
interface Rendered {
  text: string;
  withHsts: string[];
  withoutHsts: string[];
}

/** Flattens headers into `[name, value, name, value, …]`, the form `writeHead` takes without copying. */
const flat = (headers: Record<string, string | number>) =>
  Object.entries(headers).flatMap(([name, value]) => [name, String(value)]);

export interface ReadinessLaneOptions {
  hsts: HstsMode;
  corsOrigins: readonly string[];
  logger?: LoggerService;
  /** Defaults to NODE_ENV=production (HSTS in `auto` mode is sent in production only). */
  production?: boolean;
}

const PLATFORM_PATHS = new Set(['/api/health', '/api/health/']);
const SERVICE_BY_PATH = new Map<string, ServiceName>(
  SERVICES.map((service) => [gatewayHealthPath(service, 'ready'), service]),
);

/**
 * Answers `GET|HEAD /api/health` and `/api/health/<service>/ready` from the readiness cache before Express sees the
 * request. Probes poll these constantly; Express's routing and the per-request log cost more than the answer, so
 * the lane writes it directly, with the same security and CORS headers as every other answer. Healthy answers are
 * not logged (they are the probes' noise); unhealthy ones are, as errors. Returns false for anything else.
 */
export function readinessLane(cache: ReadinessCache, options: ReadinessLaneOptions) {
  const origins = new Set(options.corsOrigins);
  const production = options.production ?? process.env.NODE_ENV === 'production';
  // The headers of every answer, worked out once: with HSTS and without (which one a request gets is decided below).
  const headersFor = (hsts: HstsMode) => ({
    ...securityHeaderValues(
      { path: '/api/health', encrypted: false, forwardedProto: undefined },
      { hsts, production },
    ),
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  const withHsts = headersFor('on');
  const withoutHsts = headersFor('off');
  // Probes are answered many times from one cached answer: each is serialized and its headers laid out once.
  const rendered = new WeakMap<object, Rendered>();
  const render = (health: ServiceHealth | AggregatedHealth): Rendered => {
    let answer = rendered.get(health);
    if (answer === undefined) {
      const text = JSON.stringify(health);
      const length = { 'Content-Length': Buffer.byteLength(text) };
      answer = {
        text,
        withHsts: flat({ ...withHsts, ...length }),
        withoutHsts: flat({ ...withoutHsts, ...length }),
      };
      rendered.set(health, answer);
    }
    return answer;
  };

  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url ?? '';
    const query = url.indexOf('?');
    const path = query === -1 ? url : url.slice(0, query);
    const service = SERVICE_BY_PATH.get(path);
    if (service === undefined && !PLATFORM_PATHS.has(path)) return false;

    const started = process.hrtime.bigint();
    const answer = (health: ServiceHealth | AggregatedHealth) => {
      const status = health.status === 'healthy' ? 200 : 503;
      const body = render(health);
      const hsts = shouldSendHsts(options.hsts, {
        production,
        encrypted: 'encrypted' in req.socket && Boolean(req.socket.encrypted),
        forwardedProto: req.headers['x-forwarded-proto'],
      });
      const headers = hsts ? body.withHsts : body.withoutHsts;
      const cors =
        req.headers.origin === undefined ? [] : flat(corsHeaderValues(origins, req.headers.origin));
      res.writeHead(status, cors.length === 0 ? headers : [...headers, ...cors]);
      res.end(req.method === 'HEAD' ? undefined : body.text);
      if (status !== 200 && options.logger)
        logRequest(options.logger, { method: req.method as string, path, status, started });
    };
    // A fresh answer is written at once; a stale one waits for the (shared) probe.
    const fresh = service && cache.fresh(service);
    if (fresh) answer(fresh);
    else void (service === undefined ? cache.platform() : cache.service(service)).then(answer);
    return true;
  };
}
