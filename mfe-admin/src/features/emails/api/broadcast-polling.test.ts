import { QueryClient } from '@tanstack/react-query';
import { BROADCAST_PROGRESS_POLL_MS, type BroadcastProgress } from '@pac/contracts';
import { describe, expect, it } from 'vitest';
import { broadcastProgressQueryOptions } from './broadcast-progress-api.js';
import { EMAIL_LOGS_FOLLOW_MS, emailLogsQueryOptions } from './email-logs-api.js';

const progress = (status: BroadcastProgress['status']) => ({ id: 'b1', status }) as BroadcastProgress;

describe('the Email Automation polls', () => {
  it("a broadcast's progress is asked every second until it is finished, never from a background tab", () => {
    const options = broadcastProgressQueryOptions('b1');
    const interval = (status: BroadcastProgress['status']) => {
      const client = new QueryClient();
      client.setQueryData(options.queryKey, progress(status));
      const query = client.getQueryCache().find({ queryKey: options.queryKey });
      return typeof options.refetchInterval === 'function'
        ? options.refetchInterval(query as unknown as Parameters<typeof options.refetchInterval>[0])
        : options.refetchInterval;
    };
    expect(interval('sending')).toBe(BROADCAST_PROGRESS_POLL_MS);
    expect(interval('queued')).toBe(BROADCAST_PROGRESS_POLL_MS);
    expect(interval('completed')).toBe(false);
    expect(interval('failed')).toBe(false);
    expect(options.refetchIntervalInBackground).toBe(false);
  });

  it('the email log follows a running broadcast only, never from a background tab', () => {
    expect(emailLogsQueryOptions(true).refetchInterval).toBe(EMAIL_LOGS_FOLLOW_MS);
    expect(emailLogsQueryOptions(false).refetchInterval).toBe(false);
    expect(emailLogsQueryOptions(true).refetchIntervalInBackground).toBe(false);
  });
});
