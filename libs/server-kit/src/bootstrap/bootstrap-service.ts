import { type DynamicModule, type INestApplication, type LoggerService, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { type NestExpressApplication } from '@nestjs/platform-express';
import cookieParser from 'cookie-parser';
import { noStoreForPersonalAnswers } from '../http/cache-control.js';
import { apiSecurityHeaders } from '../http/security-headers.js';
import { createJsonLogger } from '../logging/json-logger.js';
import { requestLogging } from '../logging/request-logging.middleware.js';
import { setupOpenApi } from '../openapi/setup-openapi.js';
import { ApiExceptionFilter } from './api-exception.filter.js';
import { jsonBodyParser, requestTextGuard } from './request-body.js';
import { nameFieldsInZodMessages } from './zod-messages.js';
import { maintenanceModeMiddleware } from '../settings/maintenance-mode.js';
import { SettingsReader } from '../settings/settings-reader.js';
import { LOCAL_TRUSTED_PROXIES } from '../config/env-schemas.js';
import { EVENT_LOOP_LIMITS, EventLoopWatchdog } from '../health/event-loop-watchdog.js';

export interface ServiceAppOptions {
  /** Service name as it appears in logs, readiness and the OpenAPI title. */
  name: string;
  /** Log threshold (error|warn|log|debug|verbose); `false` silences Nest entirely (tests). */
  logLevel?: string | false;
  description?: string;
  /**
   * Peers whose X-Forwarded-For (and -Proto, -Host) the app believes: the service's TRUSTED_PROXIES (addresses,
   * CIDRs or `loopback`). Loopback only when not given, which suits tests and `npm start` alone.
   */
  trustedProxies?: readonly string[];
}

export interface BootstrapOptions extends ServiceAppOptions {
  port: number;
  /** Interface to bind (the service's HOST); all interfaces by default so containers are reachable. */
  host?: string;
}

/**
 * Builds a configured Nest app without listening: JSON logs, request logging, cookies, `{success:false,error}`
 * errors, trust proxy (the gateway/nginx sets X-Forwarded-*), JSON-only UTF-8 bodies up to 100 kB (raw body kept
 * for webhook signatures), NUL and unpaired surrogates refused, field-named zod messages, OpenAPI.
 * Tests use this directly; `bootstrapService` adds shutdown hooks and `listen`.
 */
export async function createServiceApp(
  module: Type<unknown> | DynamicModule,
  options: ServiceAppOptions,
): Promise<NestExpressApplication> {
  const logger: LoggerService | false =
    options.logLevel === false ? false : createJsonLogger(options.name, options.logLevel ?? 'log');
  nameFieldsInZodMessages();
  // Nest's own parsers would also take forms; ours takes JSON only, UTF-8 only, and keeps req.rawBody.
  const app = await NestFactory.create<NestExpressApplication>(module, {
    logger,
    bodyParser: false,
    abortOnError: false,
  });
  // Only the configured proxies (the gateway, nginx, the ingress) may say who the client is; any other peer's
  // X-Forwarded-For is ignored, so a request sent straight to the service is recorded with its real address.
  app.set('trust proxy', [...(options.trustedProxies ?? LOCAL_TRUSTED_PROXIES)]);
  app.disable('x-powered-by');
  app.use(apiSecurityHeaders());
  app.use(noStoreForPersonalAnswers()); // Cache-Control: no-store on per-user and signed-in answers
  if (logger) app.use(requestLogging(logger));
  app.use(cookieParser());
  app.use(jsonBodyParser());
  app.use(requestTextGuard());
  const settings = settingsReaderOf(app);
  if (settings) app.use(maintenanceModeMiddleware(settings));
  app.useGlobalFilters(new ApiExceptionFilter());
  setupOpenApi(app as INestApplication, options.name, options.description);
  return app;
}

/** `await bootstrapService(IdentityModule.forRoot(config), { name: 'identity', port: config.PORT })`. */
export async function bootstrapService(
  module: Type<unknown> | DynamicModule,
  options: BootstrapOptions,
): Promise<NestExpressApplication> {
  const app = await createServiceApp(module, options);
  // SIGTERM/SIGINT close the HTTP server first, then Prisma and Redis (OnApplicationShutdown hooks).
  app.enableShutdownHooks();
  await app.listen(options.port, options.host ?? '0.0.0.0');
  // A loop blocked for a minute ignores SIGTERM; the watchdog's thread ends the process so it can be restarted.
  app
    .get(EventLoopWatchdog, { strict: false })
    .exitWhenBlockedFor(EVENT_LOOP_LIMITS.exitBlockMs, options.name);
  if (options.logLevel !== false) {
    createJsonLogger(options.name).log(
      `${options.name} service listening on port ${options.port}`,
      'Bootstrap',
    );
  }
  return app;
}

/** The app's SettingsReader when it imports ServiceCoreModule (apps without a database have none). */
function settingsReaderOf(app: NestExpressApplication): SettingsReader | null {
  try {
    return app.get(SettingsReader, { strict: false });
  } catch {
    return null;
  }
}
