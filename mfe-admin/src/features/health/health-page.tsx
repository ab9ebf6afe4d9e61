import { ADMIN_SCREEN_TEXTS, healthRecommendation } from '../../texts.js';
import { type HealthCheck, type SystemHealthData } from '@pac/contracts';
import { Button } from '@pac/ui';
import { useHealth } from './api/health-api.js';
import { formatDateTime, formatUptime } from '../../lib/format.js';
import { Badge, ErrorBox, Loading } from '../../lib/status-views.js';

const CARDS: [keyof SystemHealthData['checks'], string][] = [
  ['database', 'Database Connection'],
  ['email', 'Email Service'],
  ['redis', 'Redis'],
  ['queue', 'Email Queue'],
  ['api', 'API Server'],
];
const BANNER = { healthy: 'Healthy', warning: 'Warning', unhealthy: 'Unhealthy' } as const;

function CheckCard({ title, check }: { title: string; check: HealthCheck }) {
  const advice = healthRecommendation(check.status);
  return (
    <div className="rounded-lg border border-border bg-surface p-4" data-testid={`health-${title}`}>
      <div className="flex items-center justify-between">
        <h2 className="font-semibold">{title}</h2>
        <Badge value={check.status} />
      </div>
      <p className="mt-2 text-sm">{check.description}</p>
      <p className="mt-1 text-xs text-muted-foreground">Last checked {formatDateTime(check.last_checked)}</p>
      {advice && <p className="mt-2 text-sm text-amber-800">{advice}</p>}
    </div>
  );
}

export function HealthPage() {
  const health = useHealth();
  const data = health.isError ? undefined : health.data;
  return (
    <section className="space-y-6">
      <div className="flex items-center justify-between">
        <h1 className="text-2xl font-bold text-foreground">System Health</h1>
        <Button variant="outline" onClick={() => void health.refetch()} disabled={health.isFetching}>
          {ADMIN_SCREEN_TEXTS.refresh}
        </Button>
      </div>
      {health.error && <ErrorBox message={health.error.message} />}
      {health.isLoading && <Loading />}
      {data && (
        <>
          <div role="status" className="rounded-lg border border-border bg-surface p-4">
            <p className="text-lg font-semibold">System is {BANNER[data.status]}</p>
            <p className="text-sm text-muted-foreground">
              Last updated {formatDateTime(data.checked_at)} · Uptime {formatUptime(data.uptime)}
            </p>
          </div>
          <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {CARDS.map(([key, title]) => (
              <CheckCard key={key} title={title} check={data.checks[key]} />
            ))}
          </div>
          <div className="rounded-lg border border-border bg-surface p-4 text-sm">
            <h2 className="mb-2 font-semibold">System Information</h2>
            <p>
              Backend: identity, billing, content, admin and analysis services (NestJS), email worker
              (BullMQ), PostgreSQL, Redis.
            </p>
            <p>Frontend: shell with the marketing, course, account and admin remotes (module federation).</p>
          </div>
          {data.status !== 'healthy' && (
            <div className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
              <h2 className="mb-1 font-semibold">Recommendations</h2>
              <p>{healthRecommendation(data.status)}</p>
            </div>
          )}
        </>
      )}
    </section>
  );
}
