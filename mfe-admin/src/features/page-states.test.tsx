import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { type DashboardData, type RevenueData } from '@pac/contracts';
import { Toaster } from '@pac/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeAdmin, stubAdminApi, withAdminQueries } from '../test-support.js';
import { DashboardPage } from './dashboard/dashboard-page.js';
import { EmailsPage } from './emails/emails-page.js';
import { RevenuePage } from './revenue/revenue-page.js';
import { UsagePage } from './usage/usage-page.js';

const inRouter = (node: React.ReactNode) => render(withAdminQueries(<MemoryRouter>{node}</MemoryRouter>));
const kpi = { value: 0, previous: 0, change_percent: 0 };
const dashboard = (recent: DashboardData['recent_activity']): DashboardData => ({
  revenue: {
    monthly_total: 0,
    total_revenue: 0,
    active_subscriptions: 0,
    total_users: 1,
    new_users_this_month: 1,
    arpu: 0,
  },
  usage: { total_calculations: 0, total_exports: 0, active_users: 0 },
  kpis: { monthly_revenue: kpi, active_subscriptions: kpi, total_calculations: kpi, total_exports: kpi },
  system_health: { database: 'healthy', email: 'healthy', uptime: 60 },
  recent_activity: recent,
});
const revenue = (amounts: number[], plans: RevenueData['plan_revenue']): RevenueData => ({
  overview: { total_revenue: 0, average_payment: 0, payment_count: 0 },
  period_days: amounts.length,
  plan_revenue: plans,
  daily_revenue: amounts.map((amount, index) => ({
    date: `2026-06-${String(index + 1).padStart(2, '0')}`,
    amount,
  })),
});
const usage = {
  overview: { total_calculations: 0, total_exports: 0, active_users: 0 },
  export_rate: 0,
  calculations_per_active_user: 0,
  low_engagement: true,
  insights: ['0 active users in the last 30 days.'],
  recommendations: ['No calculations reported yet.'],
};
const trend = (calculations: number[], exports: number[]) => ({
  period_days: calculations.length,
  daily_usage: calculations.map((count, index) => ({
    date: `2026-06-${String(index + 1).padStart(2, '0')}`,
    calculations: count,
    exports: exports[index] ?? 0,
  })),
});

beforeEach(() => storeAdmin());
afterEach(() => vi.unstubAllGlobals());

describe('empty states say "nothing yet" instead of showing an empty list or a flat chart', () => {
  it('dashboard: no recent activity says so; activity is listed when there is some', async () => {
    let recent: DashboardData['recent_activity'] = [];
    stubAdminApi({ '/api/admin/dashboard': () => ({ success: true, data: dashboard(recent) }) });
    inRouter(<DashboardPage />);
    expect(
      await screen.findByText('No recent activity yet. Sign-ups, payments and broadcasts will show here.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recent Activity' })).not.toBeInTheDocument();

    recent = [
      { kind: 'user.registered', description: 'Uma User signed up', timestamp: '2026-06-01T10:00:00Z' },
    ];
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Data' }));
    const list = await screen.findByRole('list', { name: 'Recent Activity' });
    expect(within(list).getByText('Uma User signed up')).toBeInTheDocument();
    expect(screen.queryByText(/No recent activity yet/)).not.toBeInTheDocument();
  });

  it('revenue: a period of £0 days says "No revenue in this period." and draws no plan split', async () => {
    stubAdminApi({
      '/api/admin/revenue': () => ({ success: true, data: revenue([0, 0, 0, 0, 0, 0, 0], []) }),
    });
    inRouter(<RevenuePage />);
    const daily = await screen.findByTestId('daily-revenue-chart');
    expect(within(daily).getByText('No revenue in this period.')).toBeInTheDocument();
    expect(screen.getByText('No payments in this period')).toBeInTheDocument();
    expect(screen.queryByTestId('plan-revenue-chart')).not.toBeInTheDocument();
  });

  it('revenue: with payments, the daily chart is drawn and the plan split is charted beside its figures', async () => {
    stubAdminApi({
      '/api/admin/revenue': () => ({
        success: true,
        data: revenue(
          [0, 25, 0, 0, 75, 0, 0],
          [
            { plan: 'professional', count: 1, amount: 75 },
            { plan: 'starter', count: 1, amount: 25 },
          ],
        ),
      }),
    });
    inRouter(<RevenuePage />);
    const split = await screen.findByRole('img', { name: 'Revenue by plan chart' });
    expect(split).toHaveAttribute('data-plans', '2');
    expect(screen.getByText('£75.00')).toBeInTheDocument();
    expect(screen.getByText('£25.00')).toBeInTheDocument();
    expect(screen.queryByText('No revenue in this period.')).not.toBeInTheDocument();
    expect(screen.getByTestId('daily-revenue-chart')).toHaveAttribute('data-days', '7');
  });

  it('usage: the per-day chart reads the daily endpoint; a month without use says so', async () => {
    let days = trend([0, 0, 0], [0, 0, 0]);
    const fetchMock = stubAdminApi({
      '/api/admin/usage/daily': () => ({ success: true, data: days }),
      '/api/admin/usage': () => ({ success: true, data: usage }),
    });
    inRouter(<UsagePage />);
    expect(
      await screen.findByRole('heading', { name: 'Calculations and Exports per Day' }),
    ).toBeInTheDocument();
    const chart = await screen.findByTestId('daily-usage-chart');
    expect(within(chart).getByText('No calculations or exports in the last 30 days.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/admin/usage/daily');

    days = trend([2, 0, 5], [1, 0, 0]);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await vi.waitFor(() =>
      expect(screen.queryByText('No calculations or exports in the last 30 days.')).not.toBeInTheDocument(),
    );
    expect(screen.getByTestId('daily-usage-chart')).toHaveAttribute('data-days', '3');
  });
});

describe('broadcast confirmation', () => {
  const emailsPage = (count: number) => {
    const sent: unknown[] = [];
    const fetchMock = stubAdminApi({
      '/api/admin/email-logs': () => ({
        success: true,
        data: { counters: { total: 0, sent: 0, failed: 0, pending: 0 }, logs: [] },
      }),
      '/api/admin/email/broadcasts?limit=1': () => ({ success: true, data: [] }),
      '/api/admin/email/broadcast/recipients': (url) => ({
        success: true,
        data: { recipients: new URL(url, 'http://x').searchParams.get('recipients'), count },
      }),
      '/api/admin/email/broadcast': (_url, init) => {
        sent.push(JSON.parse(String(init?.body)));
        return { success: true, broadcast_id: 'b1', total_users: count, success_count: 0, failure_count: 0 };
      },
    });
    inRouter(
      <>
        <EmailsPage />
        <Toaster />
      </>,
    );
    return { sent, fetchMock };
  };
  const fillAndSend = async () => {
    await userEvent.type(await screen.findByLabelText('Subject'), 'Spring update');
    await userEvent.type(screen.getByLabelText('Message'), 'New features');
    await userEvent.click(screen.getByRole('button', { name: 'Send Broadcast' }));
    return screen.findByRole('dialog', { name: 'Send this broadcast?' });
  };

  it("shows the server's count of recipients before sending to all users; Cancel sends nothing and keeps the form", async () => {
    const { sent, fetchMock } = emailsPage(1234);
    const dialog = await fillAndSend();
    expect(
      await within(dialog).findByText('It will be emailed to 1,234 users (All Users).'),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      '/api/admin/email/broadcast/recipients?recipients=all',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toEqual([]);
    expect(screen.getByLabelText('Subject')).toHaveValue('Spring update');

    // Confirming sends it once.
    await userEvent.click(screen.getByRole('button', { name: 'Send Broadcast' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send to 1,234 users' }));
    expect(sent).toEqual([{ subject: 'Spring update', message: 'New features', recipients: 'all' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers no Send when nobody would receive it', async () => {
    const { sent } = emailsPage(0);
    const dialog = await fillAndSend();
    expect(
      await within(dialog).findByText('No users match these recipients, so nothing was sent.'),
    ).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['×', 'Cancel']);
    expect(sent).toEqual([]);
  });
});
