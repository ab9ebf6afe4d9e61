import { ADMIN_SCREEN_TEXTS } from '../../texts.js';
import { type KpiFigure } from '@pac/contracts';
import { Button } from '@pac/ui';
import { useDashboard } from './api/dashboard-api.js';
import { formatChange, formatDateTime, formatPounds, formatUptime } from '../../lib/format.js';
import { Badge, ErrorBox, Loading, StatCard } from '../../lib/status-views.js';

const change = (figure: KpiFigure) => `${formatChange(figure.change_percent)} vs previous 30 days`;

export function DashboardPage() {
  const dashboard = useDashboard();
  const data = dashboard.isError ? undefined : dashboard.data;
  return (
    <section className="space-y-6">
      <div className="flex items-center justify-between">
        <h1 className="text-2xl font-bold text-foreground">Overview</h1>
        <Button variant="outline" onClick={() => void dashboard.refetch()} disabled={dashboard.isFetching}>
          {ADMIN_SCREEN_TEXTS.refreshData}
        </Button>
      </div>
      {dashboard.error && <ErrorBox message={dashboard.error.message} />}
      {dashboard.isLoading && <Loading />}
      {data && (
        <>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <StatCard
              label="Monthly Revenue"
              value={formatPounds(data.kpis.monthly_revenue.value)}
              hint={change(data.kpis.monthly_revenue)}
            />
            <StatCard
              label="Active Subscriptions"
              value={data.kpis.active_subscriptions.value}
              hint={change(data.kpis.active_subscriptions)}
            />
            <StatCard
              label="Total Calculations"
              value={data.kpis.total_calculations.value}
              hint={change(data.kpis.total_calculations)}
            />
            <StatCard
              label="Total Exports"
              value={data.kpis.total_exports.value}
              hint={change(data.kpis.total_exports)}
            />
          </div>
          <div className="grid gap-4 lg:grid-cols-2">
            <div className="rounded-lg border border-border bg-surface p-4">
              <h2 className="mb-3 text-lg font-semibold">Revenue Details</h2>
              <dl className="grid grid-cols-2 gap-2 text-sm">
                <dt>Monthly total</dt>
                <dd data-testid="monthly_total">{formatPounds(data.revenue.monthly_total)}</dd>
                <dt>Total revenue</dt>
                <dd data-testid="total_revenue">{formatPounds(data.revenue.total_revenue)}</dd>
                <dt>Active subscriptions</dt>
                <dd data-testid="active_subscriptions">{data.revenue.active_subscriptions}</dd>
                <dt>Total users</dt>
                <dd data-testid="total_users">{data.revenue.total_users}</dd>
                <dt>New users this month</dt>
                <dd data-testid="new_users_this_month">{data.revenue.new_users_this_month}</dd>
                <dt>ARPU</dt>
                <dd data-testid="arpu">{formatPounds(data.revenue.arpu)}</dd>
              </dl>
            </div>
            <div className="rounded-lg border border-border bg-surface p-4">
              <h2 className="mb-3 text-lg font-semibold">System Health</h2>
              <dl className="grid grid-cols-2 gap-2 text-sm">
                <dt>Database</dt>
                <dd>
                  <Badge value={data.system_health.database} />
                </dd>
                <dt>Email</dt>
                <dd>
                  <Badge value={data.system_health.email} />
                </dd>
                <dt>Uptime</dt>
                <dd>{formatUptime(data.system_health.uptime)}</dd>
              </dl>
            </div>
          </div>
          <div className="rounded-lg border border-border bg-surface p-4">
            <h2 className="mb-3 text-lg font-semibold">Recent Activity</h2>
            {data.recent_activity.length === 0 ? (
              <p className="text-sm text-muted-foreground">{ADMIN_SCREEN_TEXTS.noRecentActivity}</p>
            ) : (
              <ul className="divide-y divide-border text-sm" aria-label="Recent Activity">
                {data.recent_activity.map((item) => (
                  <li
                    key={`${item.timestamp}-${item.description}`}
                    className="flex justify-between gap-4 py-2"
                  >
                    {/* Addresses in the descriptions are long words: they wrap anywhere rather than widen a phone page. */}
                    <span className="min-w-0 wrap-anywhere">{item.description}</span>
                    <span className="shrink-0 text-muted-foreground">{formatDateTime(item.timestamp)}</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </>
      )}
    </section>
  );
}
