import { ADMIN_SCREEN_TEXTS } from '../../texts.js';
import { Button } from '@pac/ui';
import { useUsage } from './api/usage-api.js';
import { ErrorBox, Loading, StatCard } from '../../lib/status-views.js';

export function UsagePage() {
  const usage = useUsage();
  const data = usage.isError ? undefined : usage.data;
  const reload = () => void usage.refetch();
  return (
    <section className="space-y-6">
      <div className="flex items-center justify-between">
        <h1 className="text-2xl font-bold text-foreground">Usage Statistics</h1>
        <Button variant="outline" onClick={reload} disabled={usage.isFetching}>
          {ADMIN_SCREEN_TEXTS.refresh}
        </Button>
      </div>
      {usage.error && (
        <ErrorBox message={usage.error.message}>
          <Button variant="outline" size="sm" className="mt-2" onClick={reload}>
            {ADMIN_SCREEN_TEXTS.retry}
          </Button>
        </ErrorBox>
      )}
      {usage.isLoading && <Loading />}
      {data && (
        <>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <StatCard
              label="Total Calculations"
              value={data.overview.total_calculations}
              hint="Last 30 days"
            />
            <StatCard label="Total Exports" value={data.overview.total_exports} hint="Last 30 days" />
            <StatCard label="Active Users" value={data.overview.active_users} hint="Last 30 days" />
            <StatCard label="Export Rate" value={`${data.export_rate}%`} hint="Exports per calculation" />
          </div>
          {data.low_engagement && (
            <p
              role="status"
              className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-800"
            >
              {ADMIN_SCREEN_TEXTS.lowEngagement}
            </p>
          )}
          <div className="grid gap-4 lg:grid-cols-2">
            <div className="rounded-lg border border-border bg-surface p-4">
              <h2 className="mb-2 text-lg font-semibold">Insights</h2>
              <ul className="list-disc pl-5 text-sm">
                {data.insights.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            </div>
            <div className="rounded-lg border border-border bg-surface p-4">
              <h2 className="mb-2 text-lg font-semibold">Recommendations</h2>
              <ul className="list-disc pl-5 text-sm">
                {data.recommendations.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            </div>
          </div>
        </>
      )}
    </section>
  );
}
