import { ADMIN_TEXTS, type EmailLogsData } from '@pac/contracts';
import { Button } from '@pac/ui';
import { useAdminResource } from '../../lib/admin-api.js';
import { formatDateTime } from '../../lib/format.js';
import { Badge, ErrorBox, Loading, StatCard } from '../../lib/status-views.js';

/** Counters and the Recent Email Logs table over email_logs (the broadcast form arrives with the broadcast issue). */
export function EmailsPage() {
  const { data, error, loading, reload } = useAdminResource<EmailLogsData>(
    '/api/admin/email-logs',
    'Failed to fetch email logs',
  );
  return (
    <section className="space-y-6">
      <h1 className="text-2xl font-bold text-foreground">Email Automation</h1>
      {error && <ErrorBox message={error} />}
      {loading && !data && <Loading />}
      {data && (
        <>
          <div className="grid gap-4 sm:grid-cols-4">
            <StatCard label="Total" value={data.counters.total} />
            <StatCard label="Sent" value={data.counters.sent} />
            <StatCard label="Failed" value={data.counters.failed} />
            <StatCard label="Pending" value={data.counters.pending} />
          </div>
          <div className="rounded-lg border border-border bg-surface p-4">
            <div className="mb-3 flex items-center justify-between">
              <h2 className="text-lg font-semibold">Recent Email Logs</h2>
              <Button variant="outline" size="sm" onClick={reload} disabled={loading}>
                {ADMIN_TEXTS.refresh}
              </Button>
            </div>
            {data.logs.length === 0 ? (
              <p className="text-muted-foreground">{ADMIN_TEXTS.noEmailLogs}</p>
            ) : (
              <table className="w-full text-left text-sm">
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
            )}
          </div>
        </>
      )}
    </section>
  );
}
