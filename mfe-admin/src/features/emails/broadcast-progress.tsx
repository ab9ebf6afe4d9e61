import { BROADCAST_SCREEN_TEXTS } from '../../texts.js';
import {
  ADMIN_BROADCAST_PATHS,
  BROADCAST_PROGRESS_POLL_MS,
  broadcastPercent,
  isBroadcastFinished,
  type BroadcastProgress,
} from '@pac/contracts';
import { useEffect, useRef, useState } from 'react';
import { adminRequest } from '../../lib/admin-api.js';

/**
 * Follows one broadcast until it is finished, asking the API every second; `onFinished` runs once with the final
 * figures. A failed poll is retried on the next tick (the broadcast goes on regardless).
 */
export function useBroadcastProgress(
  broadcastId: string | null,
  onFinished: (progress: BroadcastProgress) => void,
): BroadcastProgress | null {
  const [progress, setProgress] = useState<BroadcastProgress | null>(null);
  const finished = useRef(onFinished);
  useEffect(() => {
    finished.current = onFinished;
  }, [onFinished]);

  useEffect(() => {
    if (!broadcastId) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const { data } = await adminRequest<{ data: BroadcastProgress }>(
          ADMIN_BROADCAST_PATHS.one(broadcastId),
          BROADCAST_SCREEN_TEXTS.failedDefault,
        );
        if (!live) return;
        setProgress(data);
        if (isBroadcastFinished(data)) {
          finished.current(data);
          return;
        }
      } catch {
        // Network hiccup or service restart: the next tick asks again.
      }
      if (live) timer = setTimeout(() => void poll(), BROADCAST_PROGRESS_POLL_MS);
    };
    void poll();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [broadcastId]);

  // Only the figures of the broadcast asked for: a new one starts blank rather than showing the last one's.
  return progress?.id === broadcastId ? progress : null;
}

export function BroadcastProgressBar({ progress }: { progress: BroadcastProgress }) {
  const percent = broadcastPercent(progress);
  return (
    <section
      aria-label={BROADCAST_SCREEN_TEXTS.progressTitle}
      className="space-y-2 rounded-lg border border-border bg-surface p-4"
    >
      <div className="flex items-center justify-between text-sm">
        <p className="font-medium text-foreground">
          {isBroadcastFinished(progress) ? 'Broadcast finished' : BROADCAST_SCREEN_TEXTS.progressTitle}: “
          {progress.subject}”
        </p>
        <p className="text-muted-foreground">{percent}%</p>
      </div>
      <div
        role="progressbar"
        aria-label="Broadcast progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-3 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary transition-all" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-muted-foreground" data-testid="broadcast-counts">
        Sent {progress.sent} · Failed {progress.failed} · Pending {progress.pending} of {progress.total}
      </p>
    </section>
  );
}
