import { useState } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import {
  DEFAULT_REVENUE_PERIOD,
  REVENUE_PERIODS,
  planDisplayName,
  type RevenueData,
  type RevenuePeriod,
} from '@pac/contracts';
import { ADMIN_SCREEN_TEXTS } from '../../texts.js';
import { useRevenue } from './api/revenue-api.js';
import { formatPounds } from '../../lib/format.js';
import { ErrorBox, Loading, StatCard } from '../../lib/status-views.js';

export function RevenuePage() {
  const [period, setPeriod] = useState<RevenuePeriod>(DEFAULT_REVENUE_PERIOD);
  const revenue = useRevenue(period);
  const data = revenue.isError ? undefined : revenue.data;
  return (
    <section className="space-y-6">
      <div className="flex items-center justify-between">
        <h1 className="text-2xl font-bold text-foreground">Revenue</h1>
        <select
          aria-label="Period"
          className="rounded-md border border-border px-2 py-1"
          value={period}
          onChange={(e) => setPeriod(Number(e.target.value) as RevenuePeriod)}
        >
          {REVENUE_PERIODS.map((days) => (
            <option key={days} value={days}>
              Last {days} days
            </option>
          ))}
        </select>
      </div>
      {revenue.error && <ErrorBox message={revenue.error.message} />}
      {revenue.isLoading && <Loading />}
      {data && (
        <>
          <div className="grid gap-4 sm:grid-cols-3">
            <StatCard label="Total Revenue" value={formatPounds(data.overview.total_revenue)} />
            <StatCard label="Average Payment" value={formatPounds(data.overview.average_payment)} />
            <StatCard label="Payments" value={data.overview.payment_count} />
          </div>
          <div className="rounded-lg border border-border bg-surface p-4">
            <h2 className="mb-3 text-lg font-semibold">Revenue by Plan</h2>
            {data.plan_revenue.length > 0 && <PlanSplitChart rows={data.plan_revenue} />}
            <ul className="text-sm">
              {data.plan_revenue.map((row) => (
                <li key={row.plan} className="flex justify-between py-1">
                  <span>
                    {planDisplayName(row.plan)} ({row.count})
                  </span>
                  <span>{formatPounds(row.amount)}</span>
                </li>
              ))}
              {data.plan_revenue.length === 0 && (
                <li className="text-muted-foreground">{ADMIN_SCREEN_TEXTS.noPaymentsInPeriod}</li>
              )}
            </ul>
          </div>
          <div className="rounded-lg border border-border bg-surface p-4">
            <h2 className="mb-3 text-lg font-semibold">Daily Revenue</h2>
            <div data-testid="daily-revenue-chart" data-days={data.daily_revenue.length}>
              {data.daily_revenue.some((day) => day.amount !== 0) ? (
                <div className="h-72">
                  <ResponsiveContainer width="100%" height="100%">
                    <BarChart data={data.daily_revenue}>
                      <CartesianGrid strokeDasharray="3 3" />
                      <XAxis dataKey="date" tick={{ fontSize: 11 }} />
                      <YAxis tickFormatter={(value: number) => `£${value}`} />
                      <Tooltip formatter={(value) => formatPounds(Number(value))} />
                      <Bar dataKey="amount" name="Revenue" fill="#2563eb" isAnimationActive={false} />
                    </BarChart>
                  </ResponsiveContainer>
                </div>
              ) : (
                // A flat line at £0 looks like a chart that failed to load: say so instead.
                <p className="py-8 text-center text-sm text-muted-foreground">
                  {ADMIN_SCREEN_TEXTS.noRevenueInPeriod}
                </p>
              )}
            </div>
          </div>
        </>
      )}
    </section>
  );
}

const PLAN_COLOURS = ['#2563eb', '#16a34a', '#f59e0b', '#9333ea', '#dc2626'];

/** Each plan's share of the period's revenue; the list below it carries the same figures as text. */
function PlanSplitChart({ rows }: { rows: RevenueData['plan_revenue'] }) {
  const slices = rows.map((row) => ({ name: planDisplayName(row.plan), amount: row.amount }));
  return (
    <div
      className="h-64"
      role="img"
      aria-label={ADMIN_SCREEN_TEXTS.revenueByPlanChart}
      data-testid="plan-revenue-chart"
      data-plans={slices.length}
    >
      <ResponsiveContainer width="100%" height="100%">
        <PieChart>
          <Pie data={slices} dataKey="amount" nameKey="name" outerRadius="80%" isAnimationActive={false}>
            {slices.map((slice, index) => (
              <Cell key={slice.name} fill={PLAN_COLOURS[index % PLAN_COLOURS.length]} />
            ))}
          </Pie>
          <Tooltip formatter={(value) => formatPounds(Number(value))} />
          <Legend />
        </PieChart>
      </ResponsiveContainer>
    </div>
  );
}
