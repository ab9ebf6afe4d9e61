import { acceptsConnections as tcpAccepts } from '@pac/server-kit/tcp-port';

/**
 * Errors raised before a connection to the replica existed: the request never reached it, so sending it to another
 * replica cannot run it twice.
 */
const NOT_CONNECTED_CODES = new Set([
  'ECONNREFUSED',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

export const neverConnected = (error: NodeJS.ErrnoException): boolean =>
  error.code !== undefined && NOT_CONNECTED_CODES.has(error.code);

/** Whether something accepts TCP connections at the URL's host and port (within `timeoutMs`). */
export function acceptsConnections(target: string, timeoutMs = 1_000): Promise<boolean> {
  const url = new URL(target);
  const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
  return tcpAccepts(url.hostname.replace(/^\[(.*)\]$/, '$1'), port, timeoutMs);
}

/** Why a replica left the rotation: it refused a connection, or its readiness said it is not ready. */
export type OutOfRotation = 'refused' | 'not ready';

export interface UpstreamPoolOptions {
  /** How often a replica taken out of rotation is tried (a TCP connect) until it accepts connections again. */
  probeIntervalMs?: number;
  /** The probe; replaceable in tests. */
  probe?: (target: string) => Promise<boolean>;
  /**
   * Whether a replica is ready (its `/health/ready`), asked of each replica at most every readinessIntervalMs while
   * requests arrive, and only when there are several replicas: a replica that answers not ready (its event loop
   * lags, a dependency is down) gets no new requests while another one is ready.
   */
  readiness?: (target: string) => Promise<boolean>;
  readinessIntervalMs?: number;
  /** Told when a replica leaves (`false`) or rejoins (`true`) the rotation, and why it left. */
  onChange?: (target: string, inRotation: boolean, reason: OutOfRotation) => void;
}

/**
 * The replicas of one service (its `*_URL` list) in round-robin: each request goes to the next replica in turn.
 * A replica that refused a connection leaves the rotation and is probed in the background until it accepts
 * connections again, so new requests go to the others meanwhile. With every replica out, requests still go
 * round-robin to all of them (the caller gets the real error, and the first one back answers at once).
 */
export class UpstreamPool {
  private cursor = 0;
  private readonly down = new Set<string>();
  private readonly unready = new Set<string>();
  private readonly probes = new Map<string, NodeJS.Timeout>();
  private readonly probeIntervalMs: number;
  private readonly probe: (target: string) => Promise<boolean>;
  /** When each replica's readiness was last asked (an answer pending counts as asked). */
  private readonly readinessAskedAt = new Map<string, number>();
  private closed = false;

  constructor(
    readonly targets: readonly string[],
    private readonly options: UpstreamPoolOptions = {},
  ) {
    if (targets.length === 0) throw new Error('an upstream pool needs at least one target');
    this.probeIntervalMs = options.probeIntervalMs ?? 1_000;
    this.probe = options.probe ?? ((target) => acceptsConnections(target));
  }

  /** Replicas currently taking requests. */
  get inRotation(): string[] {
    return this.targets.filter((target) => this.usable(target));
  }

  /**
   * The replica for the next request. `tried` (a retry) lists replicas already tried for it: a retry goes only to
   * an untried replica in rotation and is undefined when none is left.
   */
  next(tried?: ReadonlySet<string>): string | undefined {
    this.askReadiness();
    const pick = (usable: (target: string) => boolean) => {
      for (let step = 0; step < this.targets.length; step += 1) {
        const index = (this.cursor + step) % this.targets.length;
        const target = this.targets[index] as string;
        if (usable(target)) {
          this.cursor = (index + 1) % this.targets.length;
          return target;
        }
      }
      return undefined;
    };
    const inRotation = pick((target) => this.usable(target) && !tried?.has(target));
    if (inRotation !== undefined || tried !== undefined) return inRotation;
    return pick(() => true);
  }

  /** Takes a replica out of the rotation (it refused a connection) until a probe connects to it. */
  markDown(target: string): void {
    if (this.down.has(target) || !this.targets.includes(target)) return;
    this.down.add(target);
    this.options.onChange?.(target, false, 'refused');
    this.scheduleProbe(target);
  }

  /** Puts a replica back (a probe connected, or it answered a request while every replica was out). */
  markUp(target: string): void {
    if (!this.down.delete(target)) return;
    clearTimeout(this.probes.get(target));
    this.probes.delete(target);
    this.options.onChange?.(target, true, 'refused');
  }

  /** Stops the background probes. */
  close(): void {
    this.closed = true;
    for (const timer of this.probes.values()) clearTimeout(timer);
    this.probes.clear();
  }

  private usable(target: string): boolean {
    return !this.down.has(target) && !this.unready.has(target);
  }

  /** Asks each replica whose last readiness answer is older than readinessIntervalMs, without waiting for it. */
  private askReadiness(): void {
    const readiness = this.options.readiness;
    if (!readiness || this.targets.length < 2 || this.closed) return;
    const now = Date.now();
    const interval = this.options.readinessIntervalMs ?? 1_000;
    for (const target of this.targets) {
      if (now - (this.readinessAskedAt.get(target) ?? 0) < interval) continue;
      this.readinessAskedAt.set(target, now);
      void readiness(target).then(
        (ready) => this.setReady(target, ready),
        () => undefined,
      );
    }
  }

  private setReady(target: string, ready: boolean): void {
    if (ready ? !this.unready.delete(target) : this.unready.has(target)) return;
    if (!ready) this.unready.add(target);
    this.options.onChange?.(target, ready, 'not ready');
  }

  private scheduleProbe(target: string): void {
    const timer = setTimeout(() => {
      void this.probe(target).then(
        (ok) => {
          if (!this.down.has(target)) return;
          if (ok) this.markUp(target);
          else this.scheduleProbe(target);
        },
        () => this.down.has(target) && this.scheduleProbe(target),
      );
    }, this.probeIntervalMs);
    // The probes never keep the gateway process alive.
    timer.unref();
    this.probes.set(target, timer);
  }
}
