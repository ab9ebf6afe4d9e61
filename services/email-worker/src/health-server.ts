import { HEALTH_PATHS } from '@pac/contracts';
import { type EventLoopWatchdog } from '@pac/server-kit/event-loop-watchdog';
import {
  DEFAULT_CHECK_TIMEOUT_MS,
  checkProcessReadiness,
  processLiveness,
  type DependencyCheck,
  type ReadinessReport,
} from '@pac/server-kit/readiness';
import { createServer, type Server } from 'node:http';

/**
 * `/health/live` and `/health/ready` on plain node:http: the worker has no other HTTP surface. Both answer from the
 * worker's event-loop watchdog as the services' do: readiness fails while the loop lags, liveness while it was
 * blocked for many seconds.
 */
export function createHealthServer(
  checks: Record<string, DependencyCheck>,
  watchdog: EventLoopWatchdog,
  report?: ReadinessReport,
): Server {
  return createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'GET') return reply(405, { success: false, error: 'Method not allowed' });
    if (path === HEALTH_PATHS.live) {
      const liveness = processLiveness(watchdog);
      return reply(liveness.status === 'ok' ? 200 : 503, liveness);
    }
    if (path === HEALTH_PATHS.ready) {
      void checkProcessReadiness('email-worker', watchdog, checks, DEFAULT_CHECK_TIMEOUT_MS, report).then(
        (readiness) => reply(readiness.status === 'healthy' ? 200 : 503, readiness),
      );
      return;
    }
    reply(404, { success: false, error: 'Not found' });
  });
}
