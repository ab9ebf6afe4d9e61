import { BROADCAST_SCREEN_TEXTS } from '../../texts.js';
import { broadcastPercent, isBroadcastFinished, type BroadcastProgress } from '@pac/contracts';
import { useEffect, useRef } from 'react';
import { useBroadcastProgressQuery } from './api/broadcast-progress-api.js';

/**
 * Follows one broadcast until it is finished (the query polls it); `onFinished` runs once per broadcast with the
 * final figures.
 */
export function useBroadcastProgress(
  broadcastId: string | null,
  onFinished: (progress: BroadcastProgress) => void,
): BroadcastProgress | null {
  const { data } = useBroadcastProgressQuery(broadcastId);
  // Only the figures of the broadcast asked for: a new one starts blank rather than showing the last one's.
  const progress = data && data.id === broadcastId ? data : null;
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (!progress || !isBroadcastFinished(progress) || reported.current === progress.id) return;
    reported.current = progress.id;
    onFinished(progress);
  }, [progress, onFinished]);
  return progress;
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
