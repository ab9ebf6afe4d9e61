import { type LoggerService } from '@nestjs/common';
import { HEALTH_PATHS, SERVICES, type ServiceName } from '@pac/contracts';
import { type EventLoopWatchdog } from '@pac/server-kit/event-loop-watchdog';
import { requestLogging } from '@pac/server-kit/logging';
import { processLiveness } from '@pac/server-kit/readiness';
import express, { type Express } from 'express';
import { type RequestListener } from 'node:http';
import { serviceTargets, type GatewayConfig } from './config/gateway.config.js';
import { replicaReady } from './health/aggregate-health.js';
import { ReadinessCache } from './health/readiness-cache.js';
import { readinessLane } from './health/readiness-lane.js';
import { createServiceProxy, serviceLabel } from './routing/service-proxy.js';
import { UpstreamPool } from './routing/upstream-pool.js';
import { corsForOrigins, securityHeaders } from './security-headers.js';

const isService = (name: string): name is ServiceName => (SERVICES as readonly string[]).includes(name);

/**
 * The gateway's request handler: its own liveness (`/health/live`, from its event-loop watchdog, for `npm start`'s
 * supervisor), readiness (`/api/health`, `/api/health/<service>/ready`) answered from the readiness cache before
 * Express, everything else by the Express app below.
 */
export function createGateway(
  config: GatewayConfig,
  logger?: LoggerService,
  watchdog?: EventLoopWatchdog,
): RequestListener {
  const readiness = new ReadinessCache(serviceTargets(config), {
    timeoutMs: config.HEALTH_TIMEOUT_MS,
    maxAgeMs: config.HEALTH_CACHE_MS,
  });
  const lane = readinessLane(readiness, { hsts: config.HSTS, corsOrigins: config.CORS_ORIGINS, logger });
  const app = createGatewayApp(config, readiness, logger);
  return (req, res) => {
    if (watchdog && req.method === 'GET' && req.url === HEALTH_PATHS.live) {
      const liveness = processLiveness(watchdog);
      res.writeHead(liveness.status === 'ok' ? 200 : 503, {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-store',
      });
      res.end(JSON.stringify(liveness));
      return;
    }
    if (!lane(req, res)) app(req, res);
  };
}

/**
 * The local gateway: `/api/health` aggregated here, everything else under `/api/*` streamed to the service that
 * owns its prefix (SERVICE_PREFIXES in @pac/contracts), round-robin over its replicas when its `*_URL` lists
 * several, unknown paths 404 JSON. It never parses bodies.
 */
function createGatewayApp(config: GatewayConfig, readiness: ReadinessCache, logger?: LoggerService): Express {
  const targets = serviceTargets(config);
  const app = express();
  app.disable('x-powered-by');
  // req.ip is the peer's address unless the peer is a configured proxy; the services receive it as X-Forwarded-For.
  app.set('trust proxy', config.TRUSTED_PROXIES);
  app.use(securityHeaders({ hsts: config.HSTS }));
  app.use(corsForOrigins(config.CORS_ORIGINS));
  if (logger) app.use(requestLogging(logger));

  // Spellings the readiness lane leaves to Express (`/API/Health`): the same cached answer.
  app.get('/api/health', async (_req, res) => {
    const health = await readiness.platform();
    res.status(health.status === 'healthy' ? 200 : 503).json(health);
  });

  // Swagger UI links its assets relatively, so its page must be fetched with a trailing slash.
  app.get('/api/docs/:service', (req, res, next) => {
    const service = String(req.params.service);
    // Non-strict routing also matches `/api/docs/identity/`, which must go on to the proxy.
    if (!isService(service) || req.path.endsWith('/')) return next();
    const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
    res.redirect(302, `/api/docs/${service}/${query}`);
  });

  for (const service of SERVICES) {
    const pool = new UpstreamPool(targets[service], {
      // With several replicas, one whose readiness fails (a lagging event loop, a dependency down) gets no new
      // requests while another is ready.
      readiness: (replica) => replicaReady(replica, config.HEALTH_TIMEOUT_MS),
      onChange: (replica, inRotation, reason) => {
        const label = `${serviceLabel(service)} replica ${replica}`;
        if (inRotation)
          logger?.log(
            `${label} ${reason === 'refused' ? 'accepts connections' : 'is ready'} again`,
            'Upstream',
          );
        else
          logger?.warn(
            `${label} ${reason === 'refused' ? 'refused a connection' : 'is not ready'}: out of rotation`,
            'Upstream',
          );
      },
    });
    app.use(createServiceProxy(service, pool, config.PROXY_TIMEOUT_MS, logger));
  }

  app.use((req, res) => {
    res.status(404).json({ success: false, error: `No API route for ${req.method} ${req.path}` });
  });
  return app;
}
