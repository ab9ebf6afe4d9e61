import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { DEFAULT_REVENUE_PERIOD, REVENUE_PERIODS, planDisplayName, type RevenuePeriod } from '@pac/contracts';
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
                <li className="text-muted-foreground">No payments in this period</li>
              )}
            </ul>
          </div>
          <div className="rounded-lg border border-border bg-surface p-4">
            <h2 className="mb-3 text-lg font-semibold">Daily Revenue</h2>
            <div className="h-72" data-testid="daily-revenue-chart" data-days={data.daily_revenue.length}>
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
          </div>
        </>
      )}
    </section>
  );
}
