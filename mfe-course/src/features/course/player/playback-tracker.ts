import { COURSE_TIMINGS } from '@pac/contracts';
import { videoPositionKey } from '@pac/session';
import type { PlayerAdapter } from './player-adapter.js';

export interface PlaybackTrackingOptions {
  adapter: PlayerAdapter;
  videoId: string;
  /** Position the server remembers for this browser, used when this device has none stored. */
  serverPosition?: number;
  /** Already completed videos start from the beginning. */
  completed?: boolean;
  onPositionSaved(position: number): void;
  onCompleted(position: number): void;
  timings?: Pick<typeof COURSE_TIMINGS, 'positionSaveIntervalMs' | 'positionRestoreDelayMs'>;
}

export const readSavedPosition = (videoId: string): number | null => {
  const stored = Number(localStorage.getItem(videoPositionKey(videoId)));
  return Number.isFinite(stored) && stored > 0 ? stored : null;
};

/**
 * Restore the saved position about 1 s after the player is ready, save the position about every
 * 5 s, and on the end mark the video completed and forget its saved position. Returns the stop function.
 */
export function trackPlayback(options: PlaybackTrackingOptions): () => void {
  const { adapter, videoId, timings = COURSE_TIMINGS } = options;
  const key = videoPositionKey(videoId);
  let stopped = false;
  let lastSaved = readSavedPosition(videoId) ?? 0;
  let restoreTimer: ReturnType<typeof setTimeout> | undefined;

  void adapter.ready.then(() => {
    if (stopped) return;
    const saved = options.completed ? null : (readSavedPosition(videoId) ?? options.serverPosition ?? null);
    if (!saved || saved <= 0) return;
    restoreTimer = setTimeout(() => {
      if (!stopped) void adapter.setCurrentTime(saved);
    }, timings.positionRestoreDelayMs);
  });

  const saveTimer = setInterval(() => {
    void adapter.getCurrentTime().then((position) => {
      // Nothing new to say before the viewer has started or while paused.
      if (stopped || position <= 0 || Math.abs(position - lastSaved) < 0.5) return;
      lastSaved = position;
      localStorage.setItem(key, String(position));
      options.onPositionSaved(position);
    });
  }, timings.positionSaveIntervalMs);

  adapter.onEnded(() => {
    if (stopped) return;
    void adapter.getCurrentTime().then((position) => {
      localStorage.removeItem(key);
      lastSaved = 0;
      options.onCompleted(position);
    });
  });

  return () => {
    stopped = true;
    clearTimeout(restoreTimer);
    clearInterval(saveTimer);
  };
}
