import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { BROADCAST_LIMITS, broadcastRequestSchema } from '@pac/contracts';
import { Toaster } from '@pac/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeAdmin, stubAdminApi, withAdminQueries } from '../test-support.js';
import { EmailsPage } from './emails/emails-page.js';
import { RevenuePage } from './revenue/revenue-page.js';
import { UsagePage } from './usage/usage-page.js';
import { UsersPage } from './users/users-page.js';

const inRouter = (node: React.ReactNode) => render(withAdminQueries(<MemoryRouter>{node}</MemoryRouter>));
const meta = (page: number, total: number) => ({
  page,
  total,
  total_pages: Math.ceil(total / 20),
  limit: 20,
  has_prev: page > 1,
  has_next: page * 20 < total,
  total_is_estimate: false,
});

beforeEach(() => storeAdmin());
afterEach(() => vi.unstubAllGlobals());

describe('admin pages', () => {
  it('users: Search resets to page 1 and sends search and plan; unknown status shows inactive; plans by name', async () => {
    const fetchMock = stubAdminApi({
      '/api/admin/users': (url) => {
        const query = new URL(url, 'http://x').searchParams;
        const page = Number(query.get('page'));
        return {
          success: true,
          data: {
            users: [
              {
                id: `u${page}`,
                full_name: `Person ${page}`,
                email: 'p@example.com',
                // Page 2 holds an Executive account under the record's other value for that plan.
                plan: page === 2 ? 'enterprise_plus' : 'free',
                plan_status: 'mystery',
                role: 'user',
                created_at: '2026-01-01T00:00:00Z',
                subscription: null,
              },
            ],
            meta: meta(page, 45),
          },
        };
      },
    });
    inRouter(<UsersPage />);
    expect(await screen.findByText('Person 1')).toBeInTheDocument();
    expect(screen.getByText('inactive')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Person 2')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Executive Analysis' })).toBeInTheDocument();
    expect(screen.queryByText('enterprise_plus')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Search users'), 'ann');
    await userEvent.selectOptions(screen.getByLabelText('Filter by plan'), 'starter');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Person 1')).toBeInTheDocument();
    const last = new URL(String(fetchMock.mock.calls.at(-1)![0]), 'http://x').searchParams;
    expect(Object.fromEntries(last)).toEqual({ page: '1', limit: '20', search: 'ann', plan: 'starter' });
  });

  it('revenue: default 30 days; switching the period asks again and redraws', async () => {
    const fetchMock = stubAdminApi({
      '/api/admin/revenue': (url) => {
        const days = Number(new URL(url, 'http://x').searchParams.get('period'));
        return {
          success: true,
          data: {
            overview: { total_revenue: days, average_payment: 1, payment_count: 1 },
            period_days: days,
            plan_revenue: [],
            daily_revenue: Array.from({ length: days }, (_, i) => ({ date: `d${i}`, amount: 0 })),
          },
        };
      },
    });
    inRouter(<RevenuePage />);
    expect(await screen.findByTestId('daily-revenue-chart')).toHaveAttribute('data-days', '30');
    await userEvent.selectOptions(screen.getByLabelText('Period'), '7');
    await vi.waitFor(() =>
      expect(screen.getByTestId('daily-revenue-chart')).toHaveAttribute('data-days', '7'),
    );
    expect(String(fetchMock.mock.calls.at(-1)![0])).toContain('period=7');
  });

  it('usage: low-engagement hint below 2 calculations per active user; Retry after a failure', async () => {
    let fail = true;
    stubAdminApi({
      '/api/admin/usage/daily': () => ({
        success: true,
        data: { period_days: 30, daily_usage: [{ date: '2026-06-15', calculations: 3, exports: 1 }] },
      }),
      '/api/admin/usage': () =>
        fail
          ? { success: false, error: 'Failed to fetch usage statistics', __status: 500 }
          : {
              success: true,
              data: {
                overview: { total_calculations: 3, total_exports: 1, active_users: 2 },
                export_rate: 33.3,
                calculations_per_active_user: 1.5,
                low_engagement: true,
                insights: ['i1'],
                recommendations: ['r1'],
              },
            },
    });
    inRouter(<UsagePage />);
    expect(await screen.findByText('Error: Failed to fetch usage statistics')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('33.3%')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Low engagement');
  });

  it('emails: counters and the empty state', async () => {
    stubAdminApi({
      '/api/admin/email-logs': () => ({
        success: true,
        data: { counters: { total: 0, sent: 0, failed: 0, pending: 0 }, logs: [] },
      }),
    });
    inRouter(<EmailsPage />);
    expect(await screen.findByText('No email logs found')).toBeInTheDocument();
    expect(within(screen.getByTestId('stat-Total').parentElement!).getByText('0')).toBeInTheDocument();
  });

  it('emails: a broadcast is queued, the form clears, progress runs to 100% and the final toast reports the numbers', async () => {
    let polls = 0;
    let posted: unknown;
    const progress = (sent: number, status: string) => ({
      success: true,
      data: {
        id: 'b1',
        subject: 'Spring update',
        recipients: 'all',
        status,
        total: 2,
        sent,
        failed: 0,
        pending: 2 - sent,
        created_at: '2026-01-01T00:00:00Z',
        started_at: null,
        completed_at: null,
        error_message: null,
      },
    });
    stubAdminApi({
      '/api/admin/email-logs': () => ({
        success: true,
        data: { counters: { total: 0, sent: 0, failed: 0, pending: 0 }, logs: [] },
      }),
      '/api/admin/email/broadcasts?limit=1': () => ({ success: true, data: [] }),
      '/api/admin/email/broadcasts/b1': () =>
        ++polls < 2 ? progress(1, 'sending') : progress(2, 'completed'),
      '/api/admin/email/broadcast/recipients': () => ({
        success: true,
        data: { recipients: 'starter', count: 2 },
      }),
      '/api/admin/email/broadcast': (_url, init) => {
        posted = JSON.parse(String(init?.body));
        return { success: true, broadcast_id: 'b1', total_users: 2, success_count: 0, failure_count: 0 };
      },
    });
    inRouter(
      <>
        <EmailsPage />
        <Toaster />
      </>,
    );
    const send = await screen.findByRole('button', { name: 'Send Broadcast' });
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Subject'), 'Spring update');
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Message'), 'New <b>features</b>');
    await userEvent.selectOptions(screen.getByLabelText('Recipients'), 'starter');
    await userEvent.click(send);
    await userEvent.click(await screen.findByRole('button', { name: 'Send to 2 users' }));
    expect(posted).toEqual({
      subject: 'Spring update',
      message: 'New <b>features</b>',
      recipients: 'starter',
    });
    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByLabelText('Subject')).toHaveValue('');
    expect(
      await screen.findByText(
        'Broadcast email sent successfully! Total users: 2, Successful: 2, Failed: 0',
        {},
        { timeout: 4_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  it('emails: a refused broadcast shows the failure toast with the server error and keeps the form', async () => {
    stubAdminApi({
      '/api/admin/email-logs': () => ({
        success: true,
        data: { counters: { total: 0, sent: 0, failed: 0, pending: 0 }, logs: [] },
      }),
      '/api/admin/email/broadcasts?limit=1': () => ({ success: true, data: [] }),
      '/api/admin/email/broadcast/recipients': () => ({
        success: true,
        data: { recipients: 'all', count: 3 },
      }),
      '/api/admin/email/broadcast': () => ({
        __status: 503,
        success: false,
        error: 'The email queue is unavailable. Nothing was sent; please try again in a minute.',
      }),
    });
    inRouter(
      <>
        <EmailsPage />
        <Toaster />
      </>,
    );
    await userEvent.type(await screen.findByLabelText('Subject'), 'Hello');
    await userEvent.type(screen.getByLabelText('Message'), 'World');
    await userEvent.click(screen.getByRole('button', { name: 'Send Broadcast' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send to 3 users' }));
    expect(
      await screen.findByText(
        'Failed to send broadcast email: The email queue is unavailable. Nothing was sent; please try again in a minute.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveValue('Hello');
  });

  it("emails: the broadcast form checks with the contracts' schema: blanks keep Send disabled, an over-long subject is refused at its field and nothing is sent", async () => {
    let posted = 0;
    stubAdminApi({
      '/api/admin/email-logs': () => ({
        success: true,
        data: { counters: { total: 0, sent: 0, failed: 0, pending: 0 }, logs: [] },
      }),
      '/api/admin/email/broadcasts?limit=1': () => ({ success: true, data: [] }),
      '/api/admin/email/broadcast/recipients': () => ({
        success: true,
        data: { recipients: 'all', count: 3 },
      }),
      '/api/admin/email/broadcast': () => {
        posted += 1;
        return { success: true, broadcast_id: 'b1', total_users: 0, success_count: 0, failure_count: 0 };
      },
    });
    inRouter(
      <>
        <EmailsPage />
        <Toaster />
      </>,
    );
    const send = await screen.findByRole('button', { name: 'Send Broadcast' });
    await userEvent.type(screen.getByLabelText('Subject'), '   ');
    await userEvent.type(screen.getByLabelText('Message'), 'Hello');
    expect(send).toBeDisabled();

    // Past the input's maxLength (a paste the browser let through, a script): the schema still refuses it.
    const subject = 'x'.repeat(BROADCAST_LIMITS.subject + 1);
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: subject } });
    const refusal = broadcastRequestSchema.safeParse({ subject, message: 'Hello' }).error?.issues[0]?.message;
    expect(refusal).toBe('Subject must be at most 200 characters');
    await userEvent.click(send);
    expect(await screen.findByText(refusal!, { selector: '#broadcast-subject-error' })).toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toBe(0);
  });

  it('emails: a broadcast still running from before is picked up and followed to the end', async () => {
    const broadcast = (sent: number, status: string) => ({
      id: 'b7',
      subject: 'Earlier news',
      recipients: 'all',
      status,
      total: 4,
      sent,
      failed: 0,
      pending: 4 - sent,
      created_at: '2026-01-01T00:00:00Z',
      started_at: null,
      completed_at: null,
      error_message: null,
    });
    stubAdminApi({
      '/api/admin/email-logs': () => ({
        success: true,
        data: { counters: { total: 4, sent: 1, failed: 0, pending: 3 }, logs: [] },
      }),
      '/api/admin/email/broadcasts?limit=1': () => ({ success: true, data: [broadcast(1, 'sending')] }),
      '/api/admin/email/broadcasts/b7': () => ({ success: true, data: broadcast(4, 'completed') }),
    });
    inRouter(
      <>
        <EmailsPage />
        <Toaster />
      </>,
    );
    expect(
      await screen.findByText('Broadcast email sent successfully! Total users: 4, Successful: 4, Failed: 0'),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });
});
