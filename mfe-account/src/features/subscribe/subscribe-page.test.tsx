import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BILLING_MESSAGES, ROUTES } from '@pac/contracts';
import { STORAGE_KEYS } from '@pac/session';
import { callTo, renderAccount, stubApi } from '../../test-utils.js';
import { RENEWAL_PASS_KEY, keepRenewalPass, readRenewalPass } from '../../lib/renewal-pass.js';

function signIn(plan: string, planStatus = 'active') {
  localStorage.setItem(
    STORAGE_KEYS.user,
    JSON.stringify({
      full_name: 'Ada Lovelace',
      email: 'ada@example.com',
      plan,
      plan_status: planStatus,
      role: 'user',
    }),
  );
}
const summary = (plan: string, planStatus = 'active', subscription: unknown = null, liveCalls = false) => ({
  body: { success: true, plan, plan_status: planStatus, subscription, live_calls: liveCalls },
});
const addOn = () => screen.getByTestId('add-on-live_calls');
const card = (id: string) => screen.getByTestId(`plan-${id}`);

describe('/subscribe', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('shows four plans with Executive as Most Popular; signed out, a paid plan is remembered and leads to sign-in', async () => {
    await renderAccount(ROUTES.subscribe);
    expect(screen.getByRole('heading', { name: 'Choose Your Plan' })).toBeInTheDocument();
    expect(screen.getAllByTestId(/^plan-/)).toHaveLength(4);
    expect(within(card('executive')).getByText(BILLING_MESSAGES.mostPopular)).toBeInTheDocument();
    expect(within(card('starter')).getByText('£25/month')).toBeInTheDocument();
    expect(screen.getByText(/Secure payments · Cancel anytime/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', ROUTES.contact);

    await userEvent.click(within(card('starter')).getByRole('button', { name: 'Subscribe' }));
    expect(localStorage.getItem(STORAGE_KEYS.selectedPlan)).toBe('starter');
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
  });

  it('greets the user with their plan, marks it Current Plan and disables its button', async () => {
    signIn('starter');
    stubApi({ '/api/billing/subscription': [summary('starter')] });
    await renderAccount(ROUTES.subscribe);
    expect(screen.getByText(/Hello Ada Lovelace, your current plan is/)).toHaveTextContent('starter');
    const starter = card('starter');
    expect(within(starter).getAllByText(BILLING_MESSAGES.currentPlan)).toHaveLength(2);
    expect(within(starter).getByRole('button', { name: BILLING_MESSAGES.currentPlan })).toBeDisabled();
    expect(within(card('professional')).getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it('marks an enterprise_plus account’s plan, the Executive card, as Current Plan', async () => {
    signIn('enterprise_plus');
    stubApi({ '/api/billing/subscription': [summary('enterprise_plus')] });
    await renderAccount(ROUTES.subscribe);
    const executive = card('executive');
    expect(within(executive).getAllByText(BILLING_MESSAGES.currentPlan)).toHaveLength(2);
    expect(within(executive).getByRole('button', { name: BILLING_MESSAGES.currentPlan })).toBeDisabled();
    for (const other of ['free', 'starter', 'professional']) {
      expect(within(card(other)).queryByText(BILLING_MESSAGES.currentPlan)).not.toBeInTheDocument();
    }
    expect(within(addOn()).getByText(BILLING_MESSAGES.addOnRefusals.includedInExecutive)).toBeInTheDocument();
  });

  it('offers live calls at £65/month on a running Starter plan and goes to its checkout', async () => {
    signIn('starter');
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetchMock = stubApi({
      '/api/billing/subscription': [summary('starter')],
      '/api/payment/add-on/checkout': [
        { body: { success: true, checkout_url: 'https://pay.example/cs_live', session_id: 'cs_live' } },
      ],
    });
    await renderAccount(ROUTES.subscribe);
    expect(within(addOn()).getByText('£65/month with your plan')).toBeInTheDocument();
    expect(within(addOn()).getByText('One live support call per week')).toBeInTheDocument();
    await userEvent.click(within(addOn()).getByRole('button', { name: 'Add live calls' }));
    const call = callTo(fetchMock, '/api/payment/add-on/checkout');
    expect(call.url).toContain('?add_on=live_calls');
    expect(call.init.method).toBe('POST');
    expect(assign).toHaveBeenCalledWith('https://pay.example/cs_live');
  });

  it('shows the add-on as owned, with no button, once the account has it', async () => {
    signIn('professional');
    const running = {
      plan: 'professional',
      status: 'active',
      current_period_end: '2026-12-25T10:00:00.000Z',
      cancel_at_period_end: false,
      live_calls: true,
    };
    stubApi({ '/api/billing/subscription': [summary('professional', 'active', running, true)] });
    await renderAccount(ROUTES.subscribe);
    expect(await within(addOn()).findByText('Owned')).toBeInTheDocument();
    expect(within(addOn()).getByRole('status')).toHaveTextContent(
      'Active on your Professional Analysis plan.',
    );
    expect(within(addOn()).getByText(/It stays with you if you change plan/)).toBeInTheDocument();
    expect(within(addOn()).queryByRole('button')).not.toBeInTheDocument();
  });

  it.each([
    ['free', 'active', BILLING_MESSAGES.addOnRefusals.needsPaidPlan],
    ['starter', 'expired', BILLING_MESSAGES.addOnRefusals.planNotRunning],
  ])('a %s (%s) account cannot add live calls and is told why', async (plan, status, reason) => {
    signIn(plan, status);
    const fetchMock = stubApi({ '/api/billing/subscription': [summary(plan, status)] });
    await renderAccount(ROUTES.subscribe);
    expect(await within(addOn()).findByText(reason)).toBeInTheDocument();
    expect(within(addOn()).getByRole('button', { name: 'Add live calls' })).toBeDisabled();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/add-on/'))).toBe(false);
  });

  it('shows the server’s refusal of the add-on checkout', async () => {
    signIn('starter');
    stubApi({
      '/api/billing/subscription': [summary('starter')],
      '/api/payment/add-on/checkout': [
        { status: 409, body: { success: false, error: BILLING_MESSAGES.addOnRefusals.alreadyOwned } },
      ],
    });
    await renderAccount(ROUTES.subscribe);
    await userEvent.click(within(addOn()).getByRole('button', { name: 'Add live calls' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BILLING_MESSAGES.addOnRefusals.alreadyOwned);
  });

  it('lets the add-on checkout be tried again after the provider did not answer', async () => {
    signIn('starter');
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    stubApi({
      '/api/billing/subscription': [summary('starter')],
      '/api/payment/add-on/checkout': [
        { status: 503, body: { success: false, error: BILLING_MESSAGES.paymentsUnavailable } },
        { body: { success: true, checkout_url: 'https://pay.example/cs_again', session_id: 'cs_again' } },
      ],
    });
    await renderAccount(ROUTES.subscribe);
    await userEvent.click(within(addOn()).getByRole('button', { name: 'Add live calls' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BILLING_MESSAGES.paymentsUnavailable);
    const again = within(addOn()).getByRole('button', { name: 'Add live calls' });
    expect(again).toBeEnabled();
    await userEvent.click(again);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/cs_again'));
  });

  it('asks billing for checkout with the bearer token and goes to the checkout page', async () => {
    signIn('free');
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetchMock = stubApi({
      '/api/billing/subscription': [summary('free')],
      '/api/payment/checkout': [
        { body: { success: true, checkout_url: 'https://pay.example/cs_1', session_id: 'cs_1' } },
      ],
    });
    await renderAccount(ROUTES.subscribe);
    await userEvent.click(within(card('professional')).getByRole('button', { name: 'Subscribe' }));
    const call = callTo(fetchMock, '/api/payment/checkout');
    expect(call.url).toContain('?plan=professional');
    expect(call.headers.has('Authorization')).toBe(false);
    expect(assign).toHaveBeenCalledWith('https://pay.example/cs_1');
  });

  it.each([
    [
      { status: 409, body: { success: false, error: BILLING_MESSAGES.alreadySubscribed } },
      BILLING_MESSAGES.alreadySubscribed,
    ],
    [{ status: 503, body: {} }, BILLING_MESSAGES.checkoutFailed],
    ['network-down' as const, BILLING_MESSAGES.checkoutNetworkError],
  ])('shows the section 8 error when checkout fails (%#)', async (reply, message) => {
    signIn('free');
    stubApi({ '/api/billing/subscription': [summary('free')], '/api/payment/checkout': [reply] });
    await renderAccount(ROUTES.subscribe);
    await userEvent.click(within(card('starter')).getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('cancels a paid subscription at period end after confirmation', async () => {
    signIn('starter');
    const running = {
      plan: 'starter',
      status: 'active',
      current_period_end: '2026-12-25T10:00:00.000Z',
      cancel_at_period_end: false,
    };
    const fetchMock = stubApi({
      '/api/billing/subscription': [summary('starter', 'active', running)],
      '/api/billing/subscription/cancel': [
        summary('starter', 'active', { ...running, cancel_at_period_end: true }),
      ],
    });
    await renderAccount(ROUTES.subscribe);
    expect(await screen.findByText(/renews on 25 December 2026/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel at period end' }));
    expect(await screen.findByRole('status')).toHaveTextContent('stays active until 25 December 2026');
    expect(callTo(fetchMock, '/api/billing/subscription/cancel').init.method).toBe('POST');
  });

  it('a refused cancellation keeps the dialog open with the error, and the subscription unchanged', async () => {
    signIn('starter');
    const running = {
      plan: 'starter',
      status: 'active',
      current_period_end: '2026-12-25T10:00:00.000Z',
      cancel_at_period_end: false,
    };
    stubApi({
      '/api/billing/subscription': [summary('starter', 'active', running)],
      '/api/billing/subscription/cancel': [{ status: 503, body: { success: false } }],
    });
    await renderAccount(ROUTES.subscribe);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel at period end' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BILLING_MESSAGES.paymentsUnavailable);
    expect(screen.getByRole('button', { name: 'Cancel at period end' })).toBeEnabled();
    expect(screen.getByText(/renews on 25 December 2026/)).toBeInTheDocument();
  });

  it('an unreadable subscription shows the plans without a cancel link', async () => {
    signIn('starter');
    stubApi({ '/api/billing/subscription': ['network-down'] });
    await renderAccount(ROUTES.subscribe);
    expect(await screen.findByText(/your current plan is/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
  });

  it('signed out with an expired Starter pass: Renew Starter checks out with the renew token', async () => {
    keepRenewalPass('renew-starter-1', 'starter');
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetchMock = stubApi({
      '/api/payment/checkout': [{ body: { success: true, checkout_url: 'https://pay.example.test/c/3' } }],
    });
    await renderAccount(ROUTES.subscribe);
    expect(screen.getByText(/Your Starter Analysis plan has expired/)).toBeInTheDocument();
    await userEvent.click(within(card('starter')).getByRole('button', { name: 'Renew Starter Analysis' }));
    const checkout = callTo(fetchMock, '/api/payment/checkout');
    expect(checkout.url).toContain('plan=starter');
    expect(checkout.headers.get('Authorization')).toBe('Bearer renew-starter-1');
    expect(assign).toHaveBeenCalledWith('https://pay.example.test/c/3');
  });

  it('an expired pass is forgotten: the page asks for sign-in as usual', async () => {
    keepRenewalPass('renew-old', 'free', Date.now() - 15 * 60_000);
    const fetchMock = stubApi({});
    await renderAccount(ROUTES.subscribe);
    expect(screen.queryByText(/plan has expired/)).not.toBeInTheDocument();
    expect(sessionStorage.getItem(RENEWAL_PASS_KEY)).toBeNull();
    await userEvent.click(within(card('starter')).getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a server refusal of the renew token is shown, and a signed-in visit drops the pass', async () => {
    keepRenewalPass('renew-refused', 'free');
    stubApi({
      '/api/payment/checkout': [{ status: 401, body: { success: false, error: 'Please sign in' } }],
    });
    await renderAccount(ROUTES.subscribe);
    await userEvent.click(within(card('professional')).getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please sign in');
    expect(within(card('free')).getByRole('button', { name: BILLING_MESSAGES.currentPlan })).toBeDisabled();
  });

  it('keeps no pass beside a session', async () => {
    keepRenewalPass('renew-x', 'free');
    signIn('free');
    stubApi({ '/api/billing/subscription': [summary('free')] });
    await renderAccount(ROUTES.subscribe);
    expect(readRenewalPass()).toBeNull();
  });
});
