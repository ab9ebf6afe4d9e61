import { HEALTH_PATHS } from '@pac/contracts';
import {
  DEFAULT_CHECK_TIMEOUT_MS,
  checkReadiness,
  type DependencyCheck,
  type ReadinessReport,
} from '@pac/server-kit/readiness';
import { createServer, type Server } from 'node:http';

/** `/health/live` and `/health/ready` on plain node:http: the worker has no other HTTP surface. */
export function createHealthServer(
  checks: Record<string, DependencyCheck>,
  report?: ReadinessReport,
): Server {
  return createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'GET') return reply(405, { success: false, error: 'Method not allowed' });
    if (path === HEALTH_PATHS.live) return reply(200, { status: 'ok' });
    if (path === HEALTH_PATHS.ready) {
      void checkReadiness('email-worker', checks, DEFAULT_CHECK_TIMEOUT_MS, report).then((readiness) =>
        reply(readiness.status === 'healthy' ? 200 : 503, readiness),
      );
      return;
    }
    reply(404, { success: false, error: 'Not found' });
  });
}
