import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubAdminApi, withAdminQueries } from '../../test-support.js';
import { AdminLoginPage } from './admin-login-page.js';

const renderLogin = () =>
  render(
    withAdminQueries(
      <MemoryRouter>
        <AdminLoginPage />
      </MemoryRouter>,
    ),
  );

/** Fills the password step with real timers (user-event types with its own delays). */
async function passPasswordStep() {
  await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in to Admin Portal' }));
  await screen.findByLabelText('Verification code');
}

const posted = (fetchMock: ReturnType<typeof stubAdminApi>, path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).startsWith(path))
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('admin sign-in', () => {
  it("a network failure shows the spec's 'An error occurred during login', not the browser's words", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in to Admin Portal' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Authentication Error');
    expect(alert).toHaveTextContent('An error occurred during login');
    expect(alert).not.toHaveTextContent('Failed to fetch');
  });

  it('the code step counts down "Resend in {n}s" from 60, then sends a new code and counts again', async () => {
    const fetchMock = stubAdminApi({
      '/api/admin/login': () => ({ success: true, two_fa_required: true, email: 'ada@example.com' }),
      '/api/admin/2fa/send-code': () => ({ success: true, message: 'A new code was sent.' }),
    });
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in to Admin Portal' }));
    await screen.findByLabelText('Verification code');

    expect(screen.getByRole('button', { name: 'Resend in 60s' })).toBeDisabled();
    await act(async () => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('button', { name: 'Resend in 59s' })).toBeDisabled();
    await act(async () => vi.advanceTimersByTime(59_000));
    const resend = screen.getByRole('button', { name: 'Resend Code' });
    expect(resend).toBeEnabled();
    expect(posted(fetchMock, '/api/admin/2fa/send-code')).toEqual([]);

    await act(async () => fireEvent.click(resend));
    expect(await screen.findByRole('status')).toHaveTextContent('Code Sent');
    expect(posted(fetchMock, '/api/admin/2fa/send-code')).toEqual([{ email: 'ada@example.com' }]);
    expect(screen.getByRole('button', { name: 'Resend in 60s' })).toBeDisabled();
  });

  it("a refused resend shows the server's reason under 'Authentication Error'", async () => {
    stubAdminApi({
      '/api/admin/login': () => ({ success: true, two_fa_required: true, email: 'ada@example.com' }),
      '/api/admin/2fa/send-code': () => ({
        success: false,
        error: 'Please wait before asking for another code.',
        __status: 429,
      }),
    });
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in to Admin Portal' }));
    await screen.findByLabelText('Verification code');
    await act(async () => vi.advanceTimersByTime(60_000));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Resend Code' })));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please wait before asking for another code.');
  });

  it('Back returns to the password step with the email kept and the password cleared, verifying nothing', async () => {
    const fetchMock = stubAdminApi({
      '/api/admin/login': () => ({ success: true, two_fa_required: true, email: 'ada@example.com' }),
    });
    renderLogin();
    await passPasswordStep();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/admin/login']);

    // Signing in again asks for a fresh code.
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in to Admin Portal' }));
    expect(await screen.findByLabelText('Verification code')).toBeInTheDocument();
    expect(posted(fetchMock, '/api/admin/login')).toHaveLength(2);
  });
});
