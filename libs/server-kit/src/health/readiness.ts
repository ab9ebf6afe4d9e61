import {
  EVENT_LOOP_CHECK,
  LIVENESS_ERRORS,
  READINESS_CHECK_ERRORS,
  type Liveness,
  type Readiness,
} from '@pac/contracts';
import { type EventLoopWatchdog } from './event-loop-watchdog.js';

/** A dependency probe: resolves when the dependency answers, rejects (or times out) when it does not. */
export type DependencyCheck = () => Promise<unknown>;

/**
 * Told each check's reason for failing (the driver's own words, which may name hosts and ports) or null once it
 * passes; readiness bodies only say which check failed and how, so the detail goes to the logs from here.
 */
export type ReadinessReport = (check: string, detail: string | null) => void;

export const DEFAULT_CHECK_TIMEOUT_MS = 1_500;
const startedAt = Date.now();
const uptimeSeconds = () => Math.round((Date.now() - startedAt) / 1000);

class CheckTimedOut extends Error {}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CheckTimedOut(`no answer within ${ms} ms`)), ms);
  });
  // A probe that answers after the deadline must not surface later as an unhandled rejection.
  work.catch(() => undefined);
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The drivers' words for a dependency that accepted the connection but did not answer in time. */
const TIMED_OUT_TEXT = /timed out|timeout|no answer within/i;

/**
 * What a readiness body may say about a failed check: readiness is reachable from outside (the gateway's
 * `/api/health`), and driver messages carry internal hosts, ports and sometimes user names.
 */
function publicCheckError(error: unknown): string {
  if (error instanceof CheckTimedOut) return READINESS_CHECK_ERRORS.timeout;
  const message = error instanceof Error ? error.message : String(error);
  return TIMED_OUT_TEXT.test(message) ? READINESS_CHECK_ERRORS.timeout : READINESS_CHECK_ERRORS.unreachable;
}

/**
 * A ReadinessReport that logs each check's failure once when it starts or its reason changes, and once when it
 * passes again: readiness is polled every second, so logging every answer would bury everything else.
 */
export function loggingReadinessReport(logger: {
  warn: (message: string) => void;
  log: (message: string) => void;
}): ReadinessReport {
  const last = new Map<string, string>();
  return (check, detail) => {
    const previous = last.get(check);
    if (detail === null) {
      if (previous === undefined) return;
      last.delete(check);
      logger.log(`readiness: ${check} answers again`);
      return;
    }
    if (previous === detail) return;
    last.set(check, detail);
    logger.warn(`readiness: ${check} unhealthy: ${detail}`);
  };
}

/**
 * Runs every check in parallel with a short deadline and builds the `readinessSchema` body of @pac/contracts.
 * Framework-free so the email worker (plain node:http) answers with the same shape as the Nest services.
 */
export async function checkReadiness(
  service: string,
  checks: Record<string, DependencyCheck>,
  timeoutMs = DEFAULT_CHECK_TIMEOUT_MS,
  report?: ReadinessReport,
): Promise<Readiness> {
  const entries = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      try {
        await withTimeout(Promise.resolve().then(check), timeoutMs);
        report?.(name, null);
        return [name, { status: 'healthy' as const }] as const;
      } catch (error) {
        report?.(name, error instanceof Error ? error.message : String(error));
        return [name, { status: 'unhealthy' as const, error: publicCheckError(error) }] as const;
      }
    }),
  );
  const results = Object.fromEntries(entries);
  const healthy = entries.every(([, result]) => result.status === 'healthy');
  return {
    service,
    status: healthy ? 'healthy' : 'unhealthy',
    checks: results,
    uptime_seconds: uptimeSeconds(),
  };
}

/**
 * Readiness of a process that watches its own event loop: its dependency checks plus the `eventLoop` check. While
 * the loop lags, only that check is reported and the dependencies are not probed: their answers would wait behind
 * the same lag, time out, and blame PostgreSQL or Redis for what is the process's own delay.
 */
export async function checkProcessReadiness(
  service: string,
  watchdog: EventLoopWatchdog,
  checks: Record<string, DependencyCheck>,
  timeoutMs = DEFAULT_CHECK_TIMEOUT_MS,
  report?: ReadinessReport,
): Promise<Readiness> {
  const lagging = (): Readiness['checks'][string] | undefined => {
    if (!watchdog.lagging()) return undefined;
    report?.(EVENT_LOOP_CHECK, `event loop fell more than ${watchdog.readyLagMs} ms behind`);
    return { status: 'unhealthy', error: READINESS_CHECK_ERRORS.lagging };
  };
  const before = lagging();
  if (before)
    return {
      service,
      status: 'unhealthy',
      checks: { [EVENT_LOOP_CHECK]: before },
      uptime_seconds: uptimeSeconds(),
    };
  const readiness = await checkReadiness(service, checks, timeoutMs, report);
  // The loop may have fallen behind while the dependencies answered.
  const after = lagging();
  if (!after) report?.(EVENT_LOOP_CHECK, null);
  return {
    ...readiness,
    status: after ? 'unhealthy' : readiness.status,
    checks: { ...readiness.checks, [EVENT_LOOP_CHECK]: after ?? { status: 'healthy' } },
  };
}

/** The `/health/live` answer: unhealthy only while the event loop was recently blocked for many seconds. */
export function processLiveness(watchdog: EventLoopWatchdog): Liveness {
  return watchdog.blocked() ? { status: 'unhealthy', error: LIVENESS_ERRORS.blocked } : { status: 'ok' };
}
