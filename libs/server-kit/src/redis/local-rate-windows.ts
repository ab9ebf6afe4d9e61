export interface LocalRateResult {
  /** Hits in the current window, this one included (not counted while blocked). */
  hits: number;
  /** Milliseconds until the window ends. */
  msLeft: number;
  /** Over the limit now, or still inside an earlier block. */
  blocked: boolean;
  /** Milliseconds until the block ends (0 when not blocked). */
  blockMsLeft: number;
}

interface Window {
  hits: number;
  endsAt: number;
  blockedUntil: number;
}

/**
 * Fixed-window counters in this process's memory: what the services count with while Redis, where the shared
 * counters live, is down. Limits then hold per process instead of across replicas (N replicas let through at most
 * N times the limit), so a Redis outage neither opens the door to brute force nor locks everyone out.
 */
export class LocalRateWindows {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly maxKeys = 50_000) {}

  /** Counts one hit on `key`; past `limit` within `windowMs` the key is blocked for `blockMs` (0: just refused). */
  hit(key: string, windowMs: number, limit: number, blockMs = 0, now = Date.now()): LocalRateResult {
    let window = this.windows.get(key);
    if (window && window.blockedUntil > now) {
      return {
        hits: window.hits,
        msLeft: Math.max(0, window.endsAt - now),
        blocked: true,
        blockMsLeft: window.blockedUntil - now,
      };
    }
    if (!window || window.endsAt <= now) {
      this.makeRoom(now);
      window = { hits: 0, endsAt: now + windowMs, blockedUntil: 0 };
      this.windows.set(key, window);
    }
    window.hits += 1;
    const blocked = window.hits > limit;
    if (blocked && blockMs > 0) window.blockedUntil = now + blockMs;
    return {
      hits: window.hits,
      msLeft: window.endsAt - now,
      blocked,
      blockMsLeft: blocked ? Math.max(0, window.blockedUntil - now) : 0,
    };
  }

  /** Hits counted on `key` in its current window, without counting one. */
  peek(key: string, now = Date.now()): number {
    const window = this.windows.get(key);
    return window && window.endsAt > now ? window.hits : 0;
  }

  /** Keeps memory bounded: drops ended windows, then the oldest ones if an attack still fills the map. */
  private makeRoom(now: number): void {
    if (this.windows.size < this.maxKeys) return;
    for (const [key, window] of this.windows) {
      if (window.endsAt <= now && window.blockedUntil <= now) this.windows.delete(key);
    }
    for (const key of this.windows.keys()) {
      if (this.windows.size < this.maxKeys) break;
      this.windows.delete(key);
    }
  }
}
