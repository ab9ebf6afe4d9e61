/**
 * What the course needs from a video player, whichever one is playing: the host's own player API when its script
 * loads, or the fallback that talks to the host's embed directly. Saving, resuming and completing are written once
 * against this (playback-tracker.ts), so they behave the same with either.
 */
export interface PlayerAdapter {
  /** Which implementation is playing (shown nowhere; useful in tests and logs). */
  readonly kind: 'host-player' | 'embed-fallback';
  /** Resolves once the player can report and change its position. */
  readonly ready: Promise<void>;
  /** Seconds into the video. */
  getCurrentTime(): Promise<number>;
  setCurrentTime(seconds: number): Promise<void>;
  /** Called once each time playback reaches the end. */
  onEnded(listener: () => void): void;
  /** Stops listening; the iframe itself belongs to the page. */
  destroy(): void;
}
