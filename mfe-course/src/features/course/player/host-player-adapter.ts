import type { HostPlayerConstructor } from './host-player-script.js';
import type { PlayerAdapter } from './player-adapter.js';

/** The host's own player API driving the embed iframe. */
export function createHostPlayerAdapter(
  Player: HostPlayerConstructor,
  iframe: HTMLIFrameElement,
): PlayerAdapter {
  const player = new Player(iframe);
  const listeners: (() => void)[] = [];
  return {
    kind: 'host-player',
    ready: player.ready(),
    getCurrentTime: () => player.getCurrentTime(),
    setCurrentTime: async (seconds) => {
      await player.setCurrentTime(seconds);
    },
    onEnded(listener) {
      listeners.push(listener);
      player.on('ended', listener);
    },
    destroy() {
      for (const listener of listeners) player.off('ended', listener);
    },
  };
}
