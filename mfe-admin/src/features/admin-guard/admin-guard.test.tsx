import { ADMIN_SCREEN_TEXTS } from '../../texts.js';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ROUTES } from '@pac/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, storeAdmin, stubAdminApi } from '../../test-support.js';
import { AdminGuard } from './admin-guard.js';

function renderGuarded() {
  render(
    <MemoryRouter initialEntries={[ROUTES.adminDashboard]}>
      <Routes>
        <Route path={ROUTES.adminLogin} element={<p>Admin login page</p>} />
        <Route
          path={ROUTES.adminDashboard}
          element={
            <AdminGuard>
              <p>Dashboard content</p>
            </AdminGuard>
          }
        />
      </Routes>
    </MemoryRouter>,
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
    expect(await screen.findByText('Admin login page')).toBeInTheDocument();
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
});
