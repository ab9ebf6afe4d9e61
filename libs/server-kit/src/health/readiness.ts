import { type Readiness } from '@pac/contracts';

/** A dependency probe: resolves when the dependency answers, rejects (or times out) when it does not. */
export type DependencyCheck = () => Promise<unknown>;

export const DEFAULT_CHECK_TIMEOUT_MS = 1_500;
const startedAt = Date.now();

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  // A probe that answers after the deadline must not surface later as an unhandled rejection.
  work.catch(() => undefined);
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Runs every check in parallel with a short deadline and builds the `readinessSchema` body of @pac/contracts.
 * Framework-free so the email worker (plain node:http) answers with the same shape as the Nest services.
 */
export async function checkReadiness(
  service: string,
  checks: Record<string, DependencyCheck>,
  timeoutMs = DEFAULT_CHECK_TIMEOUT_MS,
): Promise<Readiness> {
  const entries = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      try {
        await withTimeout(Promise.resolve().then(check), timeoutMs);
        return [name, { status: 'healthy' as const }] as const;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        return [name, { status: 'unhealthy' as const, error: message }] as const;
      }
    }),
  );
  const results = Object.fromEntries(entries);
  const healthy = entries.every(([, result]) => result.status === 'healthy');
  return {
    service,
    status: healthy ? 'healthy' : 'unhealthy',
    checks: results,
    uptime_seconds: Math.round((Date.now() - startedAt) / 1000),
  };
}
