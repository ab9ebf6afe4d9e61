import { describe, expect, it } from 'vitest';
import { distinctPorts, freePort } from './tcp-port.js';

describe('free ports', () => {
  it('are never handed out twice, even when the OS offers a released port again', async () => {
    const offers = [41000, 41000, 41001, 41000, 41001, 41002];
    const next = distinctPorts(async () => offers.shift()!);
    expect([await next(), await next(), await next()]).toEqual([41000, 41001, 41002]);
  });

  it('are ports nothing listens on, distinct across calls', async () => {
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    expect(new Set(ports).size).toBe(ports.length);
    for (const port of ports) expect(port).toBeGreaterThan(0);
  });
});
