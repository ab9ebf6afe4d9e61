import { ADMIN_LAYOUT_TEXTS, ADMIN_SCREEN_TEXTS, BROADCAST_SCREEN_TEXTS } from '../../texts.js';
import { BROADCAST_SUCCESS_TOAST_MS, isBroadcastFinished, type BroadcastProgress } from '@pac/contracts';
import { Button, TableRegion, toast } from '@pac/ui';
import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { formatDateTime } from '../../lib/format.js';
import { ADMIN_TABLE_CLASS } from '../../lib/admin-table.js';
import { Badge, ErrorBox, Loading, StatCard } from '../../lib/status-views.js';
import { BroadcastForm } from './broadcast-form.js';
import { BroadcastProgressBar, useBroadcastProgress } from './broadcast-progress.js';
import { useLatestBroadcast } from './api/broadcast-list-api.js';
import { emailLogsQueryKey, useEmailLogs } from './api/email-logs-api.js';

/**
 * Email Automation: counters and Recent Email Logs from the database, the broadcast form, and
 * the live progress of the running broadcast (also after leaving the page and coming back).
 */
export function EmailsPage() {
  const queryClient = useQueryClient();
  const [queuedId, setQueuedId] = useState<string | null>(null);
  // A broadcast still running from before (sent earlier, or by another admin) is picked up again.
  const latest = useLatestBroadcast();
  const resumedId =
    latest.isFetchedAfterMount && latest.data && !isBroadcastFinished(latest.data) ? latest.data.id : null;

  const finished = useCallback(
    (final: BroadcastProgress) => {
      if (final.status === 'failed')
        toast.error(
          BROADCAST_SCREEN_TEXTS.failed(final.error_message ?? BROADCAST_SCREEN_TEXTS.unknownError),
        );
      else
        toast.success(BROADCAST_SCREEN_TEXTS.sent(final.total, final.sent, final.failed), {
          duration: BROADCAST_SUCCESS_TOAST_MS,
        });
      void queryClient.refetchQueries({ queryKey: emailLogsQueryKey });
    },
    [queryClient],
  );
  const progress = useBroadcastProgress(queuedId ?? resumedId, finished);
  // While a broadcast runs, the counters and the log follow it.
  const logs = useEmailLogs(progress !== null && !isBroadcastFinished(progress));
  const data = logs.isError ? undefined : logs.data;

  return (
    <section className="space-y-6">
      <h1 className="text-2xl font-bold text-foreground">Email Automation</h1>
      {logs.error && <ErrorBox message={logs.error.message} />}
      {logs.isLoading && <Loading />}
      {data && (
        <div className="grid gap-4 sm:grid-cols-4">
          <StatCard label="Total" value={data.counters.total} />
          <StatCard label="Sent" value={data.counters.sent} />
          <StatCard label="Failed" value={data.counters.failed} />
          <StatCard label="Pending" value={data.counters.pending} />
        </div>
      )}
      <BroadcastForm onQueued={(accepted) => setQueuedId(accepted.broadcast_id)} />
      {progress && <BroadcastProgressBar progress={progress} />}
      {data && (
        <div className="rounded-lg border border-border bg-surface p-4">
          <div className="mb-3 flex items-center justify-between">
            <h2 className="text-lg font-semibold">Recent Email Logs</h2>
            <Button
              variant="outline"
              size="sm"
              onClick={() => void logs.refetch()}
              disabled={logs.isFetching}
            >
              {ADMIN_SCREEN_TEXTS.refresh}
            </Button>
          </div>
          {data.logs.length === 0 ? (
            <p className="text-muted-foreground">{ADMIN_SCREEN_TEXTS.noEmailLogs}</p>
          ) : (
            <TableRegion label={ADMIN_LAYOUT_TEXTS.emailLogsTable}>
              <table className={ADMIN_TABLE_CLASS}>
                <thead className="text-muted-foreground">
                  <tr>
                    <th className="py-2">Recipient</th>
                    <th>Subject</th>
                    <th>Status</th>
                    <th>Sent</th>
                    <th>Error</th>
                  </tr>
                </thead>
                <tbody>
                  {data.logs.map((log) => (
                    <tr key={log.id} className="border-t border-border">
                      <td className="py-2">{log.recipient}</td>
                      <td>{log.subject}</td>
                      <td>
                        <Badge value={log.status} />
                      </td>
                      <td>{formatDateTime(log.sent_at)}</td>
                      <td>{log.error_message ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableRegion>
          )}
        </div>
      )}
    </section>
  );
}
