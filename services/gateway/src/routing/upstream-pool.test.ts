import net, { type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { UpstreamPool, acceptsConnections, neverConnected } from './upstream-pool.js';

const A = 'http://10.0.0.1:3101';
const B = 'http://10.0.0.2:3101';
const C = 'http://10.0.0.3:3101';

const take = (pool: UpstreamPool, count: number) => Array.from({ length: count }, () => pool.next());

/** A probe the test answers by hand: `ready` decides what the next probes say. */
function manualProbe() {
  const state = { ready: false, calls: 0 };
  return { state, probe: async () => (state.calls++, state.ready) };
}

const until = async (condition: () => boolean) => {
  for (let tries = 0; !condition(); tries += 1) {
    if (tries > 200) throw new Error('condition not met');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

describe('UpstreamPool', () => {
  const pools: UpstreamPool[] = [];
  const poolOf = (targets: string[], options?: ConstructorParameters<typeof UpstreamPool>[1]) => {
    const pool = new UpstreamPool(targets, options);
    pools.push(pool);
    return pool;
  };
  afterEach(() => pools.splice(0).forEach((pool) => pool.close()));

  it('hands out the replicas in turn, each request the next one', () => {
    expect(take(poolOf([A, B, C]), 7)).toEqual([A, B, C, A, B, C, A]);
    expect(take(poolOf([A]), 3)).toEqual([A, A, A]);
  });

  it('needs at least one replica', () => {
    expect(() => new UpstreamPool([])).toThrow(/at least one/);
  });

  it('skips a replica out of rotation and takes it back once a probe connects', async () => {
    const { state, probe } = manualProbe();
    const changes: string[] = [];
    const pool = poolOf([A, B, C], {
      probe,
      probeIntervalMs: 5,
      onChange: (target, up) => changes.push(`${target} ${up ? 'in' : 'out'}`),
    });
    pool.markDown(B);
    pool.markDown(B);
    expect(take(pool, 4)).toEqual([A, C, A, C]);
    expect(pool.inRotation).toEqual([A, C]);
    await until(() => state.calls >= 2);
    expect(pool.inRotation).toEqual([A, C]);
    state.ready = true;
    await until(() => pool.inRotation.length === 3);
    expect(take(pool, 3)).toEqual([A, B, C]);
    expect(changes).toEqual([`${B} out`, `${B} in`]);
  });

  it('still sends requests when every replica is out, in turn, so the first one back answers at once', () => {
    const pool = poolOf([A, B], { probe: async () => false, probeIntervalMs: 60_000 });
    pool.markDown(A);
    pool.markDown(B);
    expect(take(pool, 3)).toEqual([A, B, A]);
    pool.markUp(B);
    expect(take(pool, 2)).toEqual([B, B]);
  });

  it('sends a retry only to an untried replica in rotation', () => {
    const pool = poolOf([A, B, C], { probe: async () => false, probeIntervalMs: 60_000 });
    expect(pool.next(new Set([A]))).toBe(B);
    pool.markDown(C);
    expect(pool.next(new Set([A, B]))).toBeUndefined();
    expect(pool.next(new Set([B]))).toBe(A);
  });

  it('gives no new requests to a replica that answers not ready while another is ready, and takes it back once ready', async () => {
    const ready = new Map([
      [A, true],
      [B, false],
    ]);
    const asked: string[] = [];
    const changes: string[] = [];
    const pool = poolOf([A, B], {
      readiness: async (target) => (asked.push(target), ready.get(target) ?? true),
      readinessIntervalMs: 20,
      onChange: (target, up, reason) => changes.push(`${target} ${up ? 'in' : 'out'} (${reason})`),
    });
    // The first request asks both replicas (without waiting for the answers).
    expect(pool.next()).toBe(A);
    await until(() => changes.length === 1);
    expect(take(pool, 3)).toEqual([A, A, A]);
    expect(pool.inRotation).toEqual([A]);
    ready.set(B, true);
    await new Promise((resolve) => setTimeout(resolve, 30));
    pool.next();
    await until(() => changes.length === 2);
    expect(changes).toEqual([`${B} out (not ready)`, `${B} in (not ready)`]);
    expect(pool.inRotation).toEqual([A, B]);
    // Asked only while requests arrive, at most once per interval each.
    const count = asked.length;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(asked.length).toBe(count);
  });

  it('does not ask a single replica for readiness: with nowhere else to send them, requests go to it anyway', () => {
    let asked = 0;
    const pool = poolOf([A], { readiness: async () => (asked++, false) });
    expect(take(pool, 3)).toEqual([A, A, A]);
    expect(asked).toBe(0);
  });

  it('ignores a replica it does not have', () => {
    const pool = poolOf([A, B]);
    pool.markDown(C);
    expect(pool.inRotation).toEqual([A, B]);
  });
});

describe('connection checks', () => {
  it('tells refused connections from others', () => {
    const error = (code: string) => Object.assign(new Error(code), { code });
    for (const code of ['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN'])
      expect(neverConnected(error(code)), code).toBe(true);
    // The request may have reached the replica: replaying it could run it twice.
    for (const code of ['ECONNRESET', 'ETIMEDOUT', 'EPIPE'])
      expect(neverConnected(error(code)), code).toBe(false);
  });

  it('probes a port by connecting to it', async () => {
    const server = net.createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    expect(await acceptsConnections(`http://127.0.0.1:${port}`)).toBe(true);
    await new Promise<void>((resolve) => server.close(() => resolve()));
    expect(await acceptsConnections(`http://127.0.0.1:${port}`)).toBe(false);
  });
});
