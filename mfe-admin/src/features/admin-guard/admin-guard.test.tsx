import { ADMIN_SCREEN_TEXTS } from '../../texts.js';
import { type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ADMIN_ENDPOINTS, ADMIN_TEXTS, IDENTITY_MESSAGES, ROUTES } from '@pac/contracts';
import { callApi } from '@pac/session';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, storeAdmin, stubAdminApi, withAdminQueries } from '../../test-support.js';
import { adminRequest } from '../../lib/admin-request.js';
import { readSignedOutNotice } from '../../lib/admin-session.js';
import { AdminGuard } from './admin-guard.js';

/** Stands in for the sign-in page: shows the notice the guard handed over, if any. */
function LoginProbe() {
  const notice = readSignedOutNotice(useLocation().state);
  return <p>Admin login page{notice ? `: ${notice}` : ''}</p>;
}

/** A portal screen reading one admin endpoint (the dashboard's), as every page does. */
function ReportScreen() {
  const report = useQuery({
    queryKey: ['admin', 'report'],
    queryFn: () => adminRequest(callApi(ADMIN_ENDPOINTS.dashboard), 'Failed to fetch the report'),
  });
  if (report.error) return <p>Error: {report.error.message}</p>;
  return <p>{report.data ? `Report: ${String(report.data.data)}` : 'Loading report'}</p>;
}

function renderGuarded(content: ReactNode = <p>Dashboard content</p>) {
  render(
    withAdminQueries(
      <MemoryRouter initialEntries={[ROUTES.adminDashboard]}>
        <Routes>
          <Route path={ROUTES.adminLogin} element={<LoginProbe />} />
          <Route path={ROUTES.adminDashboard} element={<AdminGuard>{content}</AdminGuard>} />
        </Routes>
      </MemoryRouter>,
    ),
  );
}

beforeEach(() => storeAdmin());
afterEach(() => vi.unstubAllGlobals());

describe('AdminGuard', () => {
  it('lets a confirmed admin in', async () => {
    stubAdminApi({ '/api/admin/profile': () => ({ success: true, user: ADMIN }) });
    renderGuarded();
    expect(await screen.findByText('Dashboard content')).toBeInTheDocument();
  });

  it.each([401, 403])('clears the stored admin and goes to the sign-in page on a %i', async (status) => {
    stubAdminApi({ '/api/admin/profile': () => ({ __status: status, success: false, error: 'Refused' }) });
    renderGuarded();
    expect(await screen.findByText(/^Admin login page/)).toBeInTheDocument();
    expect(localStorage.getItem('adminUser')).toBeNull();
  });

  it('keeps the admin signed in when the check gets no answer (a navigation cut it off, the network is down)', async () => {
    const fetchMock = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    renderGuarded();
    expect(await screen.findByText(ADMIN_SCREEN_TEXTS.accessCheckFailed)).toBeInTheDocument();
    expect(localStorage.getItem('adminUser')).not.toBeNull();

    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ success: true, user: ADMIN })));
    await userEvent.click(screen.getByRole('button', { name: ADMIN_SCREEN_TEXTS.retry }));
    expect(await screen.findByText('Dashboard content')).toBeInTheDocument();
  });

  it('keeps the admin signed in on a server error', async () => {
    stubAdminApi({
      '/api/admin/profile': () => ({ __status: 503, success: false, error: 'Service unavailable' }),
    });
    renderGuarded();
    expect(await screen.findByText(ADMIN_SCREEN_TEXTS.accessCheckFailed)).toBeInTheDocument();
    expect(localStorage.getItem('adminUser')).not.toBeNull();
  });

  it.each([
    [401, IDENTITY_MESSAGES.sessionEnded],
    [403, ADMIN_TEXTS.accessDenied],
  ])(
    'a %i from any admin API after the check ends the session and says why on the sign-in page',
    async (status, notice) => {
      stubAdminApi({
        '/api/admin/profile': () => ({ success: true, user: ADMIN }),
        '/api/admin/dashboard': () => ({ __status: status, success: false, error: 'Refused' }),
      });
      renderGuarded(<ReportScreen />);
      expect(await screen.findByText(`Admin login page: ${notice}`)).toBeInTheDocument();
      expect(localStorage.getItem('adminUser')).toBeNull();
    },
  );

  it.each([
    ['a server error', () => ({ __status: 500, success: false, error: 'Database unavailable' })],
    [
      'a step-up demand',
      () => ({ __status: 403, success: false, error: 'Step up', code: 'STEP_UP_REQUIRED' }),
    ],
  ])('keeps the admin signed in when an admin API answers with %s', async (_kind, reply) => {
    stubAdminApi({
      '/api/admin/profile': () => ({ success: true, user: ADMIN }),
      '/api/admin/dashboard': reply,
    });
    renderGuarded(<ReportScreen />);
    expect(await screen.findByText(/^Error: /)).toBeInTheDocument();
    expect(screen.queryByText(/^Admin login page/)).not.toBeInTheDocument();
    expect(localStorage.getItem('adminUser')).not.toBeNull();
  });

  it('keeps the admin signed in when an admin API gets no answer', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response(JSON.stringify({ success: true, user: ADMIN })))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    renderGuarded(<ReportScreen />);
    expect(await screen.findByText('Error: Failed to fetch the report')).toBeInTheDocument();
    expect(localStorage.getItem('adminUser')).not.toBeNull();
  });
});
