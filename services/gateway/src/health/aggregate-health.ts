import { HEALTH_PATHS, SERVICES, readinessSchema, type Readiness, type ServiceName } from '@pac/contracts';

export type ServiceHealth = Readiness | { status: 'unhealthy'; error: string };

export interface AggregatedHealth {
  status: 'healthy' | 'unhealthy';
  services: Record<ServiceName, ServiceHealth>;
}

async function readinessOf(target: string, timeoutMs: number): Promise<ServiceHealth> {
  try {
    const response = await fetch(new URL(HEALTH_PATHS.ready, target), {
      signal: AbortSignal.timeout(timeoutMs),
    });
    const parsed = readinessSchema.safeParse(await response.json());
    if (!parsed.success)
      return { status: 'unhealthy', error: `unexpected readiness answer (HTTP ${response.status})` };
    return parsed.data;
  } catch (error) {
    const reason =
      error instanceof Error && error.name === 'TimeoutError'
        ? `no answer within ${timeoutMs} ms`
        : 'unreachable';
    return { status: 'unhealthy', error: reason };
  }
}

/** Asks every service's `/health/ready` in parallel; the platform is healthy only when all of them are. */
export async function aggregateHealth(
  targets: Record<ServiceName, string>,
  timeoutMs: number,
): Promise<AggregatedHealth> {
  const answers = await Promise.all(
    SERVICES.map(async (service) => [service, await readinessOf(targets[service], timeoutMs)] as const),
  );
  const services = Object.fromEntries(answers) as Record<ServiceName, ServiceHealth>;
  const healthy = answers.every(([, answer]) => answer.status === 'healthy');
  return { status: healthy ? 'healthy' : 'unhealthy', services };
}
