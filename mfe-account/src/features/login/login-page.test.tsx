import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDENTITY_MESSAGES, ROUTES, SUBSCRIPTION_EXPIRED_CODE } from '@pac/contracts';
import { STORAGE_KEYS, dismissSessionEnded, endSession, resetRuntimeConfig } from '@pac/session';
import { callTo, renderAccount, stubApi } from '../../test-utils.js';
import { RENEWAL_PASS_KEY } from '../../lib/renewal-pass.js';

async function fillIn(email: string, password: string) {
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
}
const signIn = () => userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

describe('/login', () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.unstubAllGlobals();
    resetRuntimeConfig();
  });

  it('keeps Sign In disabled until both fields are filled, and links to recovery and registration', async () => {
    await renderAccount(ROUTES.login);
    const submit = screen.getByRole('button', { name: 'Sign In' });
    expect(submit).toBeDisabled();
    await fillIn('ada@example.com', '');
    expect(submit).toBeDisabled();
    await fillIn('', 'pw');
    expect(submit).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      ROUTES.forgotPassword,
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', ROUTES.register);
  });

  it('says why when the server ended the session (a 401 signed the tab out)', async () => {
    localStorage.setItem(
      STORAGE_KEYS.user,
      JSON.stringify({ full_name: 'Ada', email: 'ada@example.com', plan: 'starter', plan_status: 'active' }),
    );
    endSession(IDENTITY_MESSAGES.sessionEnded);
    await renderAccount(ROUTES.login);
    expect(screen.getByRole('status')).toHaveTextContent(IDENTITY_MESSAGES.sessionEnded);
    // The reason lives in the page's session store: the next test starts without it.
    dismissSessionEnded();
  });

  it('shows and hides the password', async () => {
    await renderAccount(ROUTES.login);
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('remembers ?plan= as selectedPlan and announces the checkout redirect', async () => {
    await renderAccount(`${ROUTES.login}?plan=professional`);
    expect(localStorage.getItem(STORAGE_KEYS.selectedPlan)).toBe('professional');
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent('Professional Analysis');
    expect(banner).toHaveTextContent(IDENTITY_MESSAGES.pendingPlanRedirect);
  });

  it('shows no banner without a pending paid plan, and ignores unknown plans', async () => {
    await renderAccount(`${ROUTES.login}?plan=gold-unicorn`);
    expect(localStorage.getItem(STORAGE_KEYS.selectedPlan)).toBeNull();
    expect(screen.queryByText(IDENTITY_MESSAGES.pendingPlanRedirect)).not.toBeInTheDocument();
  });

  it('goes to /2fa-verify with the email and origin in navigation state', async () => {
    const fetchMock = stubApi({
      '/api/login': [{ body: { success: true, two_fa_required: true, email: 'ada@example.com' } }],
    });
    await renderAccount(ROUTES.login);
    await fillIn('Ada@Example.com', 'secret-pw');
    await signIn();
    expect(await screen.findByRole('heading', { name: 'Verify Your Identity' })).toBeInTheDocument();
    expect(screen.getByDisplayValue('ada@example.com')).toHaveAttribute('readonly');
    const { body, init } = callTo(fetchMock, '/api/login');
    expect(body).toEqual({ email: 'Ada@Example.com', password: 'secret-pw' });
    expect(init.credentials).toBe('include');
  });

  it('shows the server error, and typing clears it', async () => {
    stubApi({
      '/api/login': [{ status: 401, body: { success: false, error: 'Invalid email or password' } }],
    });
    await renderAccount(ROUTES.login);
    await fillIn('ada@example.com', 'wrong');
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('falls back to the default failure text and the network text', async () => {
    stubApi({ '/api/login': [{ status: 500, body: {} }, 'network-down'] });
    await renderAccount(ROUTES.login);
    await fillIn('ada@example.com', 'pw');
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(IDENTITY_MESSAGES.loginFailed);
    await signIn();
    expect(await screen.findByText(IDENTITY_MESSAGES.networkError)).toBeInTheDocument();
  });

  it('rejects a malformed email before calling the server', async () => {
    const fetchMock = stubApi({});
    await renderAccount(ROUTES.login);
    await fillIn('not-an-email', 'pw');
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(IDENTITY_MESSAGES.validEmailRequired);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('names the expired plan and renews it through checkout with the renew token', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetchMock = stubApi({
      '/api/login': [
        {
          status: 403,
          body: {
            success: false,
            error: 'expired',
            code: SUBSCRIPTION_EXPIRED_CODE,
            plan: 'starter',
            renew_token: 'renew-1',
          },
        },
      ],
      '/api/payment/checkout': [{ body: { checkout_url: 'https://pay.example.test/c/1' } }],
    });
    await renderAccount(ROUTES.login);
    await fillIn('ada@example.com', 'pw');
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      IDENTITY_MESSAGES.subscriptionExpired('Starter Analysis'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Renew your subscription' }));
    const checkout = callTo(fetchMock, '/api/payment/checkout');
    expect(checkout.url).toContain('plan=starter');
    expect(checkout.headers.get('Authorization')).toBe('Bearer renew-1');
    expect(assign).toHaveBeenCalledWith('https://pay.example.test/c/1');
  });

  it('keeps the renew token of an expired Free plan for /subscribe (this tab only), which renews with it', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetchMock = stubApi({
      '/api/login': [
        {
          status: 403,
          body: {
            success: false,
            error: 'expired',
            code: SUBSCRIPTION_EXPIRED_CODE,
            plan: 'free',
            renew_token: 'renew-free-1',
          },
        },
      ],
      '/api/payment/checkout': [{ body: { success: true, checkout_url: 'https://pay.example.test/c/2' } }],
    });
    await renderAccount(ROUTES.login);
    await fillIn('ada@example.com', 'pw');
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your Free plan has expired.');
    expect(Object.values({ ...localStorage }).join()).not.toContain('renew-free-1');
    expect(sessionStorage.getItem(RENEWAL_PASS_KEY)).toContain('renew-free-1');

    await userEvent.click(screen.getByRole('link', { name: 'Renew your subscription' }));
    expect(
      await screen.findByText('Your Free plan has expired. Choose Starter or Professional to continue.'),
    ).toBeInTheDocument();
    await userEvent.click(
      within(screen.getByTestId('plan-professional')).getByRole('button', { name: 'Subscribe' }),
    );
    const checkout = callTo(fetchMock, '/api/payment/checkout');
    expect(checkout.url).toContain('plan=professional');
    expect(checkout.headers.get('Authorization')).toBe('Bearer renew-free-1');
    expect(assign).toHaveBeenCalledWith('https://pay.example.test/c/2');
  });

  it('offers the plan page when an expired answer carries no renew token', async () => {
    stubApi({
      '/api/login': [
        {
          status: 403,
          body: { success: false, error: 'x', code: SUBSCRIPTION_EXPIRED_CODE, plan: 'professional' },
        },
      ],
    });
    await renderAccount(ROUTES.login);
    await fillIn('ada@example.com', 'pw');
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your Professional Analysis plan has expired.',
    );
    expect(screen.getByRole('link', { name: 'Renew your subscription' })).toHaveAttribute(
      'href',
      ROUTES.subscribe,
    );
  });
});
