import { useEffect, useRef, useState } from 'react';
import {
  COURSE_MESSAGES,
  VIDEO_HOST,
  parseVideoHostId,
  type CourseProgressEntry,
  type CourseVideoEntry,
} from '@pac/contracts';
import { Spinner } from '@pac/ui';
import { createEmbedMessageAdapter } from './embed-message-adapter.js';
import { createHostPlayerAdapter } from './host-player-adapter.js';
import { loadHostPlayerScript, type HostPlayerConstructor } from './host-player-script.js';
import type { PlayerAdapter } from './player-adapter.js';
import { trackPlayback } from './playback-tracker.js';

export interface VideoPlayerProps {
  video: CourseVideoEntry;
  progress?: CourseProgressEntry;
  onProgress(update: { position: number; completed: boolean }): void;
  /** Injected in tests; the host's script loader otherwise. */
  loadPlayerScript?: () => Promise<HostPlayerConstructor>;
}

/**
 * The host's embed in an iframe. Its player script is loaded on demand; when it cannot load, a notice says so and
 * the embed keeps its own controls while the fallback adapter still tracks position and completion.
 */
export function VideoPlayer({
  video,
  progress,
  onProgress,
  loadPlayerScript = loadHostPlayerScript,
}: VideoPlayerProps) {
  const iframeRef = useRef<HTMLIFrameElement>(null);
  const [loading, setLoading] = useState(true);
  const [scriptUnavailable, setScriptUnavailable] = useState(false);
  const hostId = parseVideoHostId(video.videoHostId);
  const onProgressRef = useRef(onProgress);
  // Read when the player becomes ready; later progress answers must not restart the tracker.
  const startRef = useRef({ position: progress?.position, completed: progress?.completed });
  useEffect(() => {
    onProgressRef.current = onProgress;
    startRef.current = { position: progress?.position, completed: progress?.completed };
  });

  // The page keys this component by video, so each video starts with fresh state.
  useEffect(() => {
    const iframe = iframeRef.current;
    if (!iframe) return;
    let adapter: PlayerAdapter | undefined;
    let stopTracking: (() => void) | undefined;
    let cancelled = false;
    const start = (chosen: PlayerAdapter) => {
      if (cancelled) return chosen.destroy();
      adapter = chosen;
      void chosen.ready.then(() => !cancelled && setLoading(false));
      stopTracking = trackPlayback({
        adapter: chosen,
        videoId: video.id,
        serverPosition: startRef.current.position,
        completed: startRef.current.completed,
        onPositionSaved: (position) => onProgressRef.current({ position, completed: false }),
        onCompleted: (position) => onProgressRef.current({ position, completed: true }),
      });
    };
    loadPlayerScript()
      .then((Player) => {
        setScriptUnavailable(false);
        start(createHostPlayerAdapter(Player, iframe));
      })
      .catch(() => {
        setScriptUnavailable(true);
        start(createEmbedMessageAdapter(iframe));
      });
    return () => {
      cancelled = true;
      stopTracking?.();
      adapter?.destroy();
    };
  }, [video.id, loadPlayerScript]);

  return (
    <div>
      <div className="relative aspect-video overflow-hidden rounded-md bg-brand-dark">
        <iframe
          ref={iframeRef}
          title={video.title}
          src={`${VIDEO_HOST.embedUrl(hostId)}?title=0&byline=0&portrait=0`}
          className="absolute inset-0 h-full w-full"
          allow="autoplay; fullscreen; picture-in-picture"
          allowFullScreen
          onLoad={() => setLoading(false)}
        />
        {loading ? (
          <div
            className="absolute inset-0 flex items-center justify-center gap-2 bg-brand-dark/90 text-slate-200"
            role="status"
          >
            <Spinner />
            <span>{COURSE_MESSAGES.loadingVideo}</span>
          </div>
        ) : null}
      </div>
      {scriptUnavailable ? (
        <p role="note" className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {COURSE_MESSAGES.playerUnavailable}
        </p>
      ) : null}
    </div>
  );
}
