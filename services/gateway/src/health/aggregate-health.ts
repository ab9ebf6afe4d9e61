import { HEALTH_PATHS, SERVICES, readinessSchema, type Readiness, type ServiceName } from '@pac/contracts';

export type ReplicaHealth = Readiness | { status: 'unhealthy'; error: string };

/** How many of a service's replicas are ready, when it runs more than one. */
export interface ReplicaCount {
  total: number;
  healthy: number;
}

export type ServiceHealth = ReplicaHealth & { replicas?: ReplicaCount };

export interface AggregatedHealth {
  status: 'healthy' | 'unhealthy';
  services: Record<ServiceName, ServiceHealth>;
}

async function readinessOf(target: string, timeoutMs: number): Promise<ReplicaHealth> {
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

/**
 * A service is ready when at least one of its replicas is: the gateway sends requests only to replicas that accept
 * connections, so one ready replica serves them all. Its entry is that replica's answer (else the first replica's,
 * naming what is wrong), with `replicas` counting the ready ones when there are several.
 */
export async function serviceHealth(targets: readonly string[], timeoutMs: number): Promise<ServiceHealth> {
  const answers = await Promise.all(targets.map((target) => readinessOf(target, timeoutMs)));
  const healthy = answers.filter((answer) => answer.status === 'healthy');
  const shown = (healthy[0] ?? answers[0]) as ReplicaHealth;
  return targets.length === 1
    ? shown
    : { ...shown, replicas: { total: targets.length, healthy: healthy.length } };
}

/**
 * Whether a replica should be given requests while another is ready: not while its readiness answers 503 (its event
 * loop lags, a dependency is down) or nothing within `timeoutMs` (its loop is blocked). A refused connection is the
 * upstream pool's own check, and an answer without a readiness endpoint says nothing against it.
 */
export async function replicaReady(target: string, timeoutMs: number): Promise<boolean> {
  try {
    const response = await fetch(new URL(HEALTH_PATHS.ready, target), {
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    return response.status !== 503;
  } catch (error) {
    return !(error instanceof Error && error.name === 'TimeoutError');
  }
}

/** The platform is healthy when every service has at least one ready replica. */
export function platformHealth(services: Record<ServiceName, ServiceHealth>): AggregatedHealth {
  const healthy = SERVICES.every((service) => services[service].status === 'healthy');
  return { status: healthy ? 'healthy' : 'unhealthy', services };
}
