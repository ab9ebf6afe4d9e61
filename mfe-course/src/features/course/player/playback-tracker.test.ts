import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { videoPositionKey } from '@pac/session';
import type { PlayerAdapter } from './player-adapter.js';
import { trackPlayback } from './playback-tracker.js';

/** A player whose clock the test moves; both real adapters reduce to exactly this surface. */
function fakePlayer() {
  let seconds = 0;
  let ended: (() => void) | undefined;
  const seeks: number[] = [];
  let markReady: () => void = () => undefined;
  const adapter: PlayerAdapter = {
    kind: 'embed-fallback',
    ready: new Promise<void>((resolve) => {
      markReady = resolve;
    }),
    getCurrentTime: async () => seconds,
    setCurrentTime: async (target) => {
      seeks.push(target);
      seconds = target;
    },
    onEnded: (listener) => {
      ended = listener;
    },
    destroy: () => undefined,
  };
  return {
    adapter,
    seeks,
    becomeReady: () => markReady(),
    playTo: (target: number) => {
      seconds = target;
    },
    end: () => ended?.(),
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('trackPlayback', () => {
  it('saves the position about every 5 s while it changes, to storage and to the server', async () => {
    const player = fakePlayer();
    const onPositionSaved = vi.fn();
    const stop = trackPlayback({
      adapter: player.adapter,
      videoId: 'module2',
      onPositionSaved,
      onCompleted: vi.fn(),
    });
    player.becomeReady();

    await vi.advanceTimersByTimeAsync(4_999);
    expect(onPositionSaved).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1); // 5 s, but nothing played yet: nothing to save
    expect(onPositionSaved).not.toHaveBeenCalled();

    player.playTo(7.5);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(onPositionSaved).toHaveBeenLastCalledWith(7.5);
    expect(localStorage.getItem(videoPositionKey('module2'))).toBe('7.5');

    await vi.advanceTimersByTimeAsync(5_000); // paused: same position, no second save
    expect(onPositionSaved).toHaveBeenCalledTimes(1);
    player.playTo(12.5);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(onPositionSaved).toHaveBeenLastCalledWith(12.5);

    stop();
    player.playTo(30);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(onPositionSaved).toHaveBeenCalledTimes(2);
  });

  it('restores the stored position about 1 s after the player is ready', async () => {
    localStorage.setItem(videoPositionKey('module4'), '64.2');
    const player = fakePlayer();
    trackPlayback({
      adapter: player.adapter,
      videoId: 'module4',
      serverPosition: 10,
      onPositionSaved: vi.fn(),
      onCompleted: vi.fn(),
    });

    await vi.advanceTimersByTimeAsync(3_000); // not ready yet: nothing to seek
    expect(player.seeks).toEqual([]);
    player.becomeReady();
    await vi.advanceTimersByTimeAsync(999);
    expect(player.seeks).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(player.seeks).toEqual([64.2]);
  });

  it("falls back to the server's position when this device has none, and never seeks a completed video", async () => {
    const fresh = fakePlayer();
    trackPlayback({
      adapter: fresh.adapter,
      videoId: 'module5',
      serverPosition: 33,
      onPositionSaved: vi.fn(),
      onCompleted: vi.fn(),
    });
    fresh.becomeReady();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fresh.seeks).toEqual([33]);

    const done = fakePlayer();
    trackPlayback({
      adapter: done.adapter,
      videoId: 'module6',
      serverPosition: 33,
      completed: true,
      onPositionSaved: vi.fn(),
      onCompleted: vi.fn(),
    });
    done.becomeReady();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(done.seeks).toEqual([]);
  });

  it('on the end marks the video completed and removes its saved position', async () => {
    const player = fakePlayer();
    const onCompleted = vi.fn();
    trackPlayback({ adapter: player.adapter, videoId: 'module7', onPositionSaved: vi.fn(), onCompleted });
    player.becomeReady();
    player.playTo(20);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(localStorage.getItem(videoPositionKey('module7'))).toBe('20');

    player.playTo(136);
    player.end();
    await vi.advanceTimersByTimeAsync(0);
    expect(onCompleted).toHaveBeenCalledWith(136);
    expect(localStorage.getItem(videoPositionKey('module7'))).toBeNull();
  });
});
