import { ADMIN_SCREEN_TEXTS } from '../../texts.js';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { type UsageTrendData } from '@pac/contracts';
import { Button } from '@pac/ui';
import { useUsage } from './api/usage-api.js';
import { useUsageTrend } from './api/usage-trend-api.js';
import { ErrorBox, Loading, StatCard } from '../../lib/status-views.js';

export function UsagePage() {
  const usage = useUsage();
  const trend = useUsageTrend();
  const data = usage.isError ? undefined : usage.data;
  const reload = () => {
    void usage.refetch();
    void trend.refetch();
  };
  return (
    <section className="space-y-6">
      <div className="flex items-center justify-between">
        <h1 className="text-2xl font-bold text-foreground">Usage Statistics</h1>
        <Button variant="outline" onClick={reload} disabled={usage.isFetching || trend.isFetching}>
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
          <div className="rounded-lg border border-border bg-surface p-4">
            <h2 className="text-lg font-semibold">{ADMIN_SCREEN_TEXTS.dailyUsageTitle}</h2>
            <p className="mb-3 text-xs text-muted-foreground">{ADMIN_SCREEN_TEXTS.dailyUsageHint}</p>
            {trend.error && <ErrorBox message={trend.error.message} />}
            {trend.isLoading && <Loading />}
            {trend.data && !trend.isError && <DailyUsageChart trend={trend.data} />}
          </div>
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

/** Calculations and exports per day; a period with neither says so rather than drawing two flat lines. */
function DailyUsageChart({ trend }: { trend: UsageTrendData }) {
  const days = trend.daily_usage;
  const anything = days.some((day) => day.calculations > 0 || day.exports > 0);
  return (
    <div data-testid="daily-usage-chart" data-days={days.length}>
      {anything ? (
        <div className="h-72">
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={days}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="date" tick={{ fontSize: 11 }} />
              <YAxis allowDecimals={false} />
              <Tooltip />
              <Legend />
              <Line
                type="monotone"
                dataKey="calculations"
                name="Calculations"
                stroke="#2563eb"
                isAnimationActive={false}
              />
              <Line
                type="monotone"
                dataKey="exports"
                name="Exports"
                stroke="#16a34a"
                isAnimationActive={false}
              />
            </LineChart>
          </ResponsiveContainer>
        </div>
      ) : (
        <p className="py-8 text-center text-sm text-muted-foreground">{ADMIN_SCREEN_TEXTS.noUsageInPeriod}</p>
      )}
    </div>
  );
}
