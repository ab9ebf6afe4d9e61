import { VIDEO_HOST } from '@pac/contracts';
import type { PlayerAdapter } from './player-adapter.js';

interface HostMessage {
  event?: string;
  method?: string;
  value?: unknown;
  data?: { seconds?: unknown };
}

function parse(data: unknown): HostMessage | null {
  if (typeof data === 'string') {
    try {
      return JSON.parse(data) as HostMessage;
    } catch {
      return null;
    }
  }
  return data && typeof data === 'object' ? (data as HostMessage) : null;
}

/**
 * Fallback when the host's player script cannot load: the embed itself still plays with its standard controls
 * and speaks the host's postMessage protocol (the same one the script wraps), so position and end of playback are
 * still known. Only messages from the host's origin and this iframe are believed.
 */
export function createEmbedMessageAdapter(
  iframe: HTMLIFrameElement,
  hostOrigin: string = VIDEO_HOST.origin,
): PlayerAdapter {
  let seconds = 0;
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  const endedListeners: (() => void)[] = [];
  const post = (method: string, value?: unknown) =>
    iframe.contentWindow?.postMessage(value === undefined ? { method } : { method, value }, hostOrigin);
  const subscribe = () => {
    post('addEventListener', 'timeupdate');
    post('addEventListener', 'ended');
    post('getCurrentTime');
  };

  const onMessage = (event: MessageEvent) => {
    if (event.origin !== hostOrigin || event.source !== iframe.contentWindow) return;
    const message = parse(event.data);
    if (!message) return;
    if (message.event === 'ready') subscribe();
    if (message.event === 'timeupdate' && typeof message.data?.seconds === 'number')
      seconds = message.data.seconds;
    if (message.method === 'getCurrentTime' && typeof message.value === 'number') seconds = message.value;
    if (message.event === 'ended') for (const listener of endedListeners) listener();
    markReady();
  };
  window.addEventListener('message', onMessage);
  // The embed may have announced itself before this adapter existed; asking now gets an answer either way.
  subscribe();

  return {
    kind: 'embed-fallback',
    ready,
    getCurrentTime: async () => seconds,
    setCurrentTime: async (target) => {
      seconds = target;
      post('setCurrentTime', target);
    },
    onEnded: (listener) => endedListeners.push(listener),
    destroy: () => window.removeEventListener('message', onMessage),
  };
}
