import { loadConfig } from '@pac/server-kit/config';
import { EVENT_LOOP_LIMITS, EventLoopWatchdog } from '@pac/server-kit/event-loop-watchdog';
import { createJsonLogger } from '@pac/server-kit/logging';
import { gatewayConfigSchema, serviceTargets } from './config/gateway.config.js';
import { createServer } from 'node:http';
import { createGateway } from './gateway.js';

const config = loadConfig(gatewayConfigSchema);
const logger = createJsonLogger('gateway', config.LOG_LEVEL);
const watchdog = new EventLoopWatchdog().start();
const server = createServer(createGateway(config, logger, watchdog)).listen(config.PORT, () => {
  logger.log(`gateway listening on port ${config.PORT}`, { targets: serviceTargets(config) }, 'Bootstrap');
  // A loop blocked for a minute ignores SIGTERM: the watchdog's thread ends the process so it is restarted.
  watchdog.exitWhenBlockedFor(EVENT_LOOP_LIMITS.exitBlockMs, 'gateway');
});

// Stop accepting connections, let in-flight requests finish, and give up after 10 s.
function shutdown(signal: string): void {
  logger.log(`${signal} received, closing`, 'Bootstrap');
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 10_000).unref();
}
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
