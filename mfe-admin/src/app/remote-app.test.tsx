import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDENTITY_MESSAGES, ROUTES, STEP_UP_REQUIRED_CODE } from '@pac/contracts';
import { ADMIN, USER, storeAdmin, stubAdminApi, withAdminQueries } from '../test-support.js';
import RemoteApp from './remote-app.js';

const renderAt = (path: string) =>
  render(
    withAdminQueries(
      <MemoryRouter initialEntries={[path]}>
        <RemoteApp />
      </MemoryRouter>,
    ),
  );

afterEach(() => vi.unstubAllGlobals());

describe('admin sign-in and guard', () => {
  it('shows Admin Sign In on /admin/login with its texts', () => {
    renderAt(ROUTES.adminLogin);
    expect(screen.getByRole('heading', { name: 'Admin Sign In' })).toBeInTheDocument();
    expect(screen.getByText('All login attempts are logged and monitored.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in to Admin Portal' })).toHaveClass('bg-primary');
  });

  it('signs in with password then emailed code, stores adminUser (never a token), and opens the dashboard', async () => {
    stubAdminApi({
      '/api/admin/login': () => ({ success: true, two_fa_required: true, email: 'ada@example.com' }),
      '/api/admin/2fa/verify': () => ({ success: true, user: ADMIN, token: 'adm-1' }),
      '/api/admin/profile': () => ({ success: true, user: ADMIN }),
      '/api/admin/dashboard': () => ({
        success: false,
        error: 'Failed to fetch dashboard data',
        __status: 500,
      }),
    });
    renderAt(ROUTES.adminLogin);
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in to Admin Portal' }));
    await userEvent.type(await screen.findByLabelText('Verification code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain('adm-1');
    expect(JSON.parse(localStorage.getItem('adminUser') ?? '{}')).toMatchObject({ role: 'admin' });
    expect(await screen.findByText('Error: Failed to fetch dashboard data')).toBeInTheDocument();
  });

  it("shows the server's refusal of a user's credentials under 'Authentication Error'", async () => {
    stubAdminApi({
      '/api/admin/login': () => ({
        success: false,
        error: 'Access denied. Admin privileges required.',
        __status: 403,
      }),
    });
    renderAt(ROUTES.adminLogin);
    await userEvent.type(screen.getByLabelText('Email'), 'uma@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in to Admin Portal' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Authentication Error');
    expect(alert).toHaveTextContent('Access denied. Admin privileges required.');
  });

  it('sends a visitor without a stored admin to /admin/login, dropping a token an earlier build stored', () => {
    localStorage.setItem('adminToken', 'adm-old');
    renderAt(ROUTES.adminUsers);
    expect(screen.getByRole('heading', { name: 'Admin Sign In' })).toBeInTheDocument();
    expect(localStorage.getItem('adminToken')).toBeNull();
  });

  it('shows Access Denied for a stored non-admin, and Return to Login clears the admin data', async () => {
    storeAdmin(USER);
    renderAt(ROUTES.adminDashboard);
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(
      screen.getByText("You don't have administrator privileges to access this area."),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Return to Login' }));
    expect(localStorage.getItem('adminUser')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Admin Sign In' })).toBeInTheDocument();
  });

  it('verifies a stored admin against the backend; a refused profile clears storage and goes to login', async () => {
    stubAdminApi({
      '/api/admin/profile': () => ({ success: false, error: 'Your session has expired.', __status: 401 }),
    });
    storeAdmin();
    renderAt(ROUTES.adminDashboard);
    expect(screen.getByText('Verifying admin access...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Admin Sign In' })).toBeInTheDocument();
    expect(localStorage.getItem('adminUser')).toBeNull();
  });

  it('Logout ends the session on the server (cookie), clears adminUser and returns to /admin/login', async () => {
    stubAdminApi({
      '/api/admin/profile': () => ({ success: true, user: ADMIN }),
      '/api/admin/logout': () => ({ success: true }),
      '/api/admin/dashboard': () => ({ success: false, error: 'x', __status: 500 }),
    });
    storeAdmin();
    renderAt(ROUTES.admin);
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(localStorage.getItem('adminToken')).toBeNull();
    expect(localStorage.getItem('adminUser')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Admin Sign In' })).toBeInTheDocument();
  });

  it('checks the sign-in with the identity schema before sending it', async () => {
    const fetchMock = stubAdminApi({});
    renderAt(ROUTES.adminLogin);
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-address');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in to Admin Portal' }));
    expect(await screen.findByText(IDENTITY_MESSAGES.validEmailRequired)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a 401 from a page of the portal signs out and shows the sign-in page with why', async () => {
    stubAdminApi({
      '/api/admin/profile': () => ({ success: true, user: ADMIN }),
      '/api/admin/dashboard': () => ({ success: false, error: 'Please sign in to continue', __status: 401 }),
    });
    storeAdmin();
    renderAt(ROUTES.adminDashboard);
    expect(await screen.findByRole('heading', { name: 'Admin Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(IDENTITY_MESSAGES.sessionEnded);
    expect(localStorage.getItem('adminUser')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('a wrong step-up code (401) is refused in the dialog and does not sign the admin out', async () => {
    stubAdminApi({
      '/api/admin/profile': () => ({ success: true, user: ADMIN }),
      '/api/admin/step-up/verify': () => ({
        success: false,
        error: 'Invalid verification code',
        __status: 401,
      }),
      '/api/admin/settings/general': () => ({
        success: false,
        error: 'A fresh code is needed',
        code: STEP_UP_REQUIRED_CODE,
        __status: 403,
      }),
      '/api/admin/settings': () => ({
        success: true,
        data: {
          general: {
            siteName: 'Deals',
            siteDescription: '',
            maintenanceMode: false,
            registrationEnabled: true,
          },
          payment: {},
          email: {},
          security: {},
        },
      }),
    });
    storeAdmin();
    renderAt(ROUTES.adminSettings);
    await userEvent.click(await screen.findByRole('button', { name: 'Save Settings' }));
    await userEvent.type(await screen.findByLabelText('Verification code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid verification code');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(localStorage.getItem('adminUser')).not.toBeNull();
  });
});
