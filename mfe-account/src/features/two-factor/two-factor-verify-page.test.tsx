import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HANDOVER_PATHS, IDENTITY_MESSAGES, ROUTES } from '@pac/contracts';
import { STORAGE_KEYS, configureRuntime, resetRuntimeConfig } from '@pac/session';
import { callTo, elsewhere, renderAccount, stubApi } from '../../test-utils.js';

const ada = {
  id: 'u1',
  full_name: 'Ada Lovelace',
  email: 'ada@example.com',
  plan: 'free',
  plan_status: 'active',
  role: 'user',
};
const verifyEntry = {
  pathname: ROUTES.twoFactorVerify,
  state: { email: 'ada@example.com', origin: ROUTES.login },
};
const codeInput = () => screen.getByLabelText('Verification Code');
const verifyButton = () => screen.getByRole('button', { name: 'Verify Code' });

describe('/2fa-verify', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    resetRuntimeConfig();
  });

  it('redirects to /login without an email in navigation state', async () => {
    await renderAccount(ROUTES.twoFactorVerify);
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
  });

  it('shows the email read-only, keeps digits only up to six, and enables Verify Code at six', async () => {
    await renderAccount(verifyEntry);
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    await userEvent.type(codeInput(), '12a3-4');
    expect(codeInput()).toHaveValue('1234');
    expect(verifyButton()).toBeDisabled();
    fireEvent.change(codeInput(), { target: { value: '98 76 54 32' } });
    expect(codeInput()).toHaveValue('987654');
    expect(verifyButton()).toBeEnabled();
  });

  it('counts down "Resend in {n}s" from 60 on entry, and again after a successful resend', async () => {
    // Only the countdown's interval is faked; promises and toasts keep real timeouts.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const fetchMock = stubApi({ '/api/2fa/send-code': [{ body: { success: true } }] });
    await renderAccount(verifyEntry);
    expect(screen.getByRole('button', { name: 'Resend in 60s' })).toBeDisabled();
    await act(async () => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('button', { name: 'Resend in 59s' })).toBeDisabled();
    await act(async () => vi.advanceTimersByTime(59_000));
    const resend = screen.getByRole('button', { name: 'Resend Code' });
    expect(resend).toBeEnabled();
    await act(async () => fireEvent.click(resend));
    expect(callTo(fetchMock, '/api/2fa/send-code').body).toEqual({ email: 'ada@example.com' });
    expect(await screen.findByText(IDENTITY_MESSAGES.codeSentTitle)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend in 60s' })).toBeDisabled();
  });

  it('reports a refused resend and keeps the button available', async () => {
    // Only the countdown's interval is faked; promises and toasts keep real timeouts.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    stubApi({ '/api/2fa/send-code': [{ status: 429, body: { success: false } }, 'network-down'] });
    await renderAccount(verifyEntry);
    await act(async () => vi.advanceTimersByTime(60_000));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Resend Code' })));
    expect(await screen.findByText(IDENTITY_MESSAGES.resendFailedTitle)).toBeInTheDocument();
    expect(screen.getByText(IDENTITY_MESSAGES.resendFailedDefault)).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Resend Code' })));
    expect(await screen.findByText(IDENTITY_MESSAGES.resendNetworkError)).toBeInTheDocument();
  });

  it('toasts a failed verification with the server error or the default, and a network error', async () => {
    stubApi({
      '/api/2fa/verify': [
        { status: 400, body: { success: false, error: 'Code expired' } },
        { status: 400, body: { success: false } },
        'network-down',
      ],
    });
    await renderAccount(verifyEntry);
    await userEvent.type(codeInput(), '123456');
    await userEvent.click(verifyButton());
    expect(await screen.findByText('Code expired')).toBeInTheDocument();
    expect(screen.getByText(IDENTITY_MESSAGES.verificationFailedTitle)).toBeInTheDocument();
    // The code stays as typed, ready to be sent again.
    expect(codeInput()).toHaveValue('123456');
    expect(verifyButton()).toBeEnabled();
    await userEvent.click(verifyButton());
    expect(await screen.findByText(IDENTITY_MESSAGES.verificationFailedDefault)).toBeInTheDocument();
    await userEvent.click(verifyButton());
    expect(await screen.findByText(IDENTITY_MESSAGES.verificationError)).toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('on success stores the user (never a token) and goes on to the built-in calculator at /calculator', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetchMock = stubApi({
      '/api/2fa/verify': [{ body: { success: true, user: ada, token: 'tok-v' } }],
    });
    await renderAccount(verifyEntry);
    await userEvent.type(codeInput(), '123456');
    await userEvent.click(verifyButton());
    expect((await elsewhere()).textContent).toMatch(new RegExp(`^${ROUTES.calculator} `));
    expect(callTo(fetchMock, '/api/2fa/verify').body).toEqual({ email: 'ada@example.com', code: '123456' });
    // The session is the cookie the answer set: even a token in the answer is never stored.
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain('tok-v');
    expect(assign).not.toHaveBeenCalled();
    expect(await screen.findByText(IDENTITY_MESSAGES.verificationSuccess)).toBeInTheDocument();
  });

  it("on success hands over to a calculator on another origin through its origin's start, never with the token", async () => {
    configureRuntime({ calculatorUrl: 'https://calc.example.test/app' });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    stubApi({ '/api/2fa/verify': [{ body: { success: true, user: ada, token: 'tok-v' } }] });
    await renderAccount(verifyEntry);
    await userEvent.type(codeInput(), '123456');
    await userEvent.click(verifyButton());
    await vi.waitFor(() => expect(assign).toHaveBeenCalled());
    expect(String(assign.mock.calls[0]?.[0])).toBe(`https://calc.example.test${HANDOVER_PATHS.start}`);
    expect(String(assign.mock.calls[0]?.[0])).not.toContain('tok-v');
  });

  it('with a pending paid plan, clears it and goes to checkout with cookie credentials', async () => {
    localStorage.setItem(STORAGE_KEYS.selectedPlan, 'starter');
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetchMock = stubApi({
      '/api/2fa/verify': [{ body: { success: true, user: ada, token: 'tok-v' } }],
      '/api/payment/checkout': [{ body: { checkout_url: 'https://pay.example.test/s/9' } }],
    });
    await renderAccount(verifyEntry);
    await userEvent.type(codeInput(), '123456');
    await userEvent.click(verifyButton());
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example.test/s/9'));
    const checkout = callTo(fetchMock, '/api/payment/checkout');
    expect(checkout.url).toBe('/api/payment/checkout?plan=starter');
    expect(checkout.init.method).toBe('POST');
    expect(checkout.init.credentials).toBe('include');
    expect(localStorage.getItem(STORAGE_KEYS.selectedPlan)).toBeNull();
  });

  it('goes on to the calculator when checkout fails', async () => {
    localStorage.setItem(STORAGE_KEYS.selectedPlan, 'professional');
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    stubApi({
      '/api/2fa/verify': [{ body: { success: true, user: ada, token: 'tok-v' } }],
      '/api/payment/checkout': [{ status: 404, body: { error: 'Not found' } }],
    });
    await renderAccount(verifyEntry);
    await userEvent.type(codeInput(), '123456');
    await userEvent.click(verifyButton());
    expect((await elsewhere()).textContent).toMatch(new RegExp(`^${ROUTES.calculator} `));
    expect(assign).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.selectedPlan)).toBeNull();
  });

  it('goes on to the hand-over to a calculator on another origin when checkout fails', async () => {
    localStorage.setItem(STORAGE_KEYS.selectedPlan, 'professional');
    configureRuntime({ calculatorUrl: 'https://calc.example.test/' });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    stubApi({
      '/api/2fa/verify': [{ body: { success: true, user: ada, token: 'tok-v' } }],
      '/api/payment/checkout': [{ status: 404, body: { error: 'Not found' } }],
    });
    await renderAccount(verifyEntry);
    await userEvent.type(codeInput(), '123456');
    await userEvent.click(verifyButton());
    await vi.waitFor(() => expect(assign).toHaveBeenCalled());
    expect(String(assign.mock.calls[0]?.[0])).toBe(`https://calc.example.test${HANDOVER_PATHS.start}`);
  });

  it('goes back to /login from Back to Login', async () => {
    await renderAccount(verifyEntry);
    await userEvent.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
  });

  it('shows an expired plan and the way to renew only after the right code, keeping the renew token for this tab', async () => {
    stubApi({
      '/api/2fa/verify': [
        {
          status: 403,
          body: {
            success: false,
            error: IDENTITY_MESSAGES.subscriptionExpired('Free'),
            code: 'SUBSCRIPTION_EXPIRED',
            plan: 'free',
            renew_token: 'renewal.token.value',
          },
        },
      ],
    });
    await renderAccount(verifyEntry);
    fireEvent.change(codeInput(), { target: { value: '123456' } });
    await act(async () => fireEvent.click(verifyButton()));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your Free plan has expired.');
    expect(screen.getByRole('link', { name: 'Renew your subscription' })).toHaveAttribute(
      'href',
      ROUTES.subscribe,
    );
    expect(sessionStorage.getItem('renewalPass')).toContain('renewal.token.value');
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });
});
