import { SERVICES, type ServiceName } from '@pac/contracts';
import {
  platformHealth,
  serviceHealth,
  type AggregatedHealth,
  type ServiceHealth,
} from './aggregate-health.js';

interface Entry {
  answer?: ServiceHealth;
  answeredAt: number;
  probe?: Promise<ServiceHealth>;
}

export interface ReadinessCacheOptions {
  /** Deadline for each replica's `/health/ready`. */
  timeoutMs: number;
  /** How old an answer may be and still be given (0: ask the replicas every time). */
  maxAgeMs: number;
  now?: () => number;
}

/**
 * Each service's readiness as the gateway last saw it, at most `maxAgeMs` old. Load balancers and monitors poll
 * readiness often and in parallel; without this, every poll would cost each replica a PostgreSQL and a Redis round
 * trip. Concurrent askers of a stale service share one probe of its replicas.
 */
export class ReadinessCache {
  private readonly entries = new Map<ServiceName, Entry>();
  private readonly now: () => number;

  constructor(
    private readonly targets: Record<ServiceName, readonly string[]>,
    private readonly options: ReadinessCacheOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  /** The service's answer when one younger than `maxAgeMs` is at hand, without waiting. */
  fresh(name: ServiceName): ServiceHealth | undefined {
    const entry = this.entries.get(name);
    return entry?.answer && this.now() - entry.answeredAt < this.options.maxAgeMs ? entry.answer : undefined;
  }

  /** The service's readiness (ready while one replica is), no older than `maxAgeMs`. */
  service(name: ServiceName): Promise<ServiceHealth> {
    const fresh = this.fresh(name);
    if (fresh) return Promise.resolve(fresh);
    const entry = this.entries.get(name) ?? { answeredAt: 0 };
    this.entries.set(name, entry);
    entry.probe ??= serviceHealth(this.targets[name], this.options.timeoutMs)
      .then((answer) => {
        entry.answer = answer;
        entry.answeredAt = this.now();
        return answer;
      })
      .finally(() => {
        entry.probe = undefined;
      });
    return entry.probe;
  }

  /** Every service's readiness; the platform is healthy when each service is. */
  async platform(): Promise<AggregatedHealth> {
    const answers = await Promise.all(
      SERVICES.map(async (service) => [service, await this.service(service)] as const),
    );
    return platformHealth(Object.fromEntries(answers) as Record<ServiceName, ServiceHealth>);
  }
}
