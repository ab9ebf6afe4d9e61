import { VIDEO_HOST } from '@pac/contracts';

/** The part of the host's player API (Vimeo-style `Vimeo.Player`) the course uses. */
export interface HostPlayer {
  ready(): Promise<void>;
  getCurrentTime(): Promise<number>;
  setCurrentTime(seconds: number): Promise<number>;
  on(event: 'ended', listener: () => void): void;
  off(event: 'ended', listener?: () => void): void;
}
export type HostPlayerConstructor = new (element: HTMLIFrameElement) => HostPlayer;

declare global {
  interface Window {
    Vimeo?: { Player?: HostPlayerConstructor };
  }
}

/** Long enough for a slow connection, short enough that an offline visitor is not kept waiting. */
export const HOST_SCRIPT_TIMEOUT_MS = 8_000;

let loading: Promise<HostPlayerConstructor> | null = null;

/**
 * Loads the host's player script on demand, once per page. Rejects when it cannot load (offline, blocked by a
 * content blocker, or too slow); a later call tries again.
 */
export function loadHostPlayerScript(timeoutMs = HOST_SCRIPT_TIMEOUT_MS): Promise<HostPlayerConstructor> {
  const existing = window.Vimeo?.Player;
  if (existing) return Promise.resolve(existing);
  loading ??= new Promise<HostPlayerConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = VIDEO_HOST.playerScriptUrl;
    script.async = true;
    const fail = (reason: string) => {
      clearTimeout(timer);
      script.remove();
      loading = null;
      reject(new Error(reason));
    };
    const timer = setTimeout(() => fail('The video player script took too long to load'), timeoutMs);
    script.onerror = () => fail('The video player script could not be loaded');
    script.onload = () => {
      clearTimeout(timer);
      const Player = window.Vimeo?.Player;
      if (Player) resolve(Player);
      else fail('The video player script loaded without a player');
    };
    document.head.append(script);
  });
  return loading;
}
