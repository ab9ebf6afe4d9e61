import { describe, expect, it } from 'vitest';
import { LocalRateWindows } from './local-rate-windows.js';

describe('LocalRateWindows', () => {
  it('counts hits in a fixed window and refuses past the limit until the window ends', () => {
    const windows = new LocalRateWindows();
    const at = 1_000_000;
    expect(windows.hit('ip', 60_000, 2, 0, at).blocked).toBe(false);
    expect(windows.hit('ip', 60_000, 2, 0, at + 1).blocked).toBe(false);
    expect(windows.hit('ip', 60_000, 2, 0, at + 2)).toMatchObject({ hits: 3, blocked: true });
    expect(windows.hit('other', 60_000, 2, 0, at + 3)).toMatchObject({ hits: 1, blocked: false });
    expect(windows.peek('ip', at + 4)).toBe(3);
    expect(windows.hit('ip', 60_000, 2, 0, at + 60_000)).toMatchObject({ hits: 1, blocked: false });
  });

  it('keeps a blocked key blocked for the block duration, beyond its window', () => {
    const windows = new LocalRateWindows();
    windows.hit('k', 1_000, 1, 10_000, 0);
    expect(windows.hit('k', 1_000, 1, 10_000, 1)).toMatchObject({ blocked: true, blockMsLeft: 10_000 });
    expect(windows.hit('k', 1_000, 1, 10_000, 5_000)).toMatchObject({ blocked: true, blockMsLeft: 5_001 });
    expect(windows.hit('k', 1_000, 1, 10_000, 10_001).blocked).toBe(false);
  });

  it('stays within its key budget when flooded with distinct keys', () => {
    const windows = new LocalRateWindows(100);
    for (let i = 0; i < 1_000; i++) windows.hit(`ip-${i}`, 60_000, 5, 0, 0);
    expect(windows.peek('ip-999', 0)).toBe(1);
    expect(windows.peek('ip-0', 0)).toBe(0);
  });
});
