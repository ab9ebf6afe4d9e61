import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HANDOVER_PATHS, PAYMENT_SUCCESS_TEXTS, PAYMENT_SUCCESS_WAIT_MS, ROUTES } from '@pac/contracts';
import { SESSION_CHECK_PATH, STORAGE_KEYS, configureRuntime, resetRuntimeConfig } from '@pac/session';
import { keepRenewalPass, readRenewalPass } from '../../lib/renewal-pass.js';
import { callTo, elsewhere, renderAccount, stubApi } from '../../test-utils.js';

const profile = {
  id: 'u1',
  full_name: 'Ada Lovelace',
  email: 'ada@example.com',
  plan: 'starter',
  plan_status: 'active',
  role: 'user',
};

function signIn() {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ ...profile, plan: 'free' }));
}
const afterTheWait = () => act(() => vi.advanceTimersByTimeAsync(PAYMENT_SUCCESS_WAIT_MS));

describe('/payment-success', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    resetRuntimeConfig();
  });

  it('processes for 5 s, then stores the refreshed profile, tells other listeners, and shows plan and status', async () => {
    signIn();
    const fetchMock = stubApi({
      '/api/payment/session': [
        { body: { success: true, status: 'complete', plan: 'starter', plan_status: 'active' } },
      ],
      '/api/user/profile': [{ body: { success: true, user: profile } }],
    });
    const storageEvents: (string | null)[] = [];
    window.addEventListener('storage', (event) => storageEvents.push(event.key));
    await renderAccount(`${ROUTES.paymentSuccess}?session_id=cs_test_1`);
    expect(screen.getByRole('heading', { name: PAYMENT_SUCCESS_TEXTS.processing })).toBeInTheDocument();
    // Before the wait only the page's session check (the stored user against the cookie) has gone out.
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(
      fetchMock.mock.calls.length ? [SESSION_CHECK_PATH] : [],
    );

    await afterTheWait();
    expect(await screen.findByRole('heading', { name: PAYMENT_SUCCESS_TEXTS.success })).toBeInTheDocument();
    expect(screen.getByTestId('payment-result')).toHaveTextContent('Planstarter');
    expect(screen.getByTestId('payment-result')).toHaveTextContent('Statusactive');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user)!)).toMatchObject({
      plan: 'starter',
      plan_status: 'active',
    });
    expect(storageEvents).toContain(STORAGE_KEYS.user);
    expect(callTo(fetchMock, '/api/payment/session').url).toContain('session_id=cs_test_1');
    expect(screen.getByRole('button', { name: PAYMENT_SUCCESS_TEXTS.openCalculator })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: PAYMENT_SUCCESS_TEXTS.backToWebsite })).toHaveAttribute(
      'href',
      ROUTES.home,
    );
  });

  it('after buying the live-calls add-on, shows it owned beside plan and status', async () => {
    signIn();
    stubApi({
      '/api/payment/session': [
        {
          body: {
            success: true,
            status: 'complete',
            plan: 'starter',
            plan_status: 'active',
            live_calls: true,
          },
        },
      ],
      '/api/user/profile': [{ body: { success: true, user: profile } }],
    });
    await renderAccount(`${ROUTES.paymentSuccess}?session_id=cs_test_live`);
    await afterTheWait();
    expect(await screen.findByRole('heading', { name: PAYMENT_SUCCESS_TEXTS.success })).toBeInTheDocument();
    expect(screen.getByTestId('payment-result')).toHaveTextContent(
      'Planstarter' + 'Statusactive' + 'Live-calls add-onOwned',
    );
  });

  it('Open Calculator goes to the built-in calculator at /calculator, inside the site', async () => {
    signIn();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    stubApi({
      '/api/payment/session': [{ body: { success: true, status: 'complete' } }],
      '/api/user/profile': [{ body: { success: true, user: profile } }],
    });
    await renderAccount(`${ROUTES.paymentSuccess}?session_id=cs_test_2`);
    await afterTheWait();
    await userEvent.click(await screen.findByRole('button', { name: PAYMENT_SUCCESS_TEXTS.openCalculator }));
    expect((await elsewhere()).textContent).toMatch(new RegExp(`^${ROUTES.calculator} `));
    expect(assign).not.toHaveBeenCalled();
  });

  it("Open Calculator hands over to a calculator on another origin through its origin's start, never with the token", async () => {
    signIn();
    configureRuntime({ calculatorUrl: 'https://calc.example.test/' });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    // Any call to the hand-over's code here would fail the test: the code is asked for on the way back.
    stubApi({
      '/api/payment/session': [{ body: { success: true, status: 'complete' } }],
      '/api/user/profile': [{ body: { success: true, user: profile } }],
    });
    await renderAccount(`${ROUTES.paymentSuccess}?session_id=cs_test_3`);
    await afterTheWait();
    await userEvent.click(await screen.findByRole('button', { name: PAYMENT_SUCCESS_TEXTS.openCalculator }));
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith(`https://calc.example.test${HANDOVER_PATHS.start}`),
    );
  });

  it.each([
    ['without a session_id', signIn, '', PAYMENT_SUCCESS_TEXTS.missingSession],
    ['without a stored token', (): void => undefined, '?session_id=cs_1', PAYMENT_SUCCESS_TEXTS.noToken],
  ] as const)('reports the error %s', async (_case, setUp, search, message) => {
    setUp();
    await renderAccount(`${ROUTES.paymentSuccess}${search}`);
    expect(await screen.findByRole('heading', { name: PAYMENT_SUCCESS_TEXTS.error })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(PAYMENT_SUCCESS_TEXTS.wrapped(message));
    expect(screen.getByRole('button', { name: PAYMENT_SUCCESS_TEXTS.retry })).toBeInTheDocument();
  });

  it('after renewing an expired plan with its renew token, says the payment went through and asks to sign in', async () => {
    keepRenewalPass('renew-token', 'free');
    await renderAccount(`${ROUTES.paymentSuccess}?session_id=cs_1`);
    expect(await screen.findByRole('heading', { name: PAYMENT_SUCCESS_TEXTS.success })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(PAYMENT_SUCCESS_TEXTS.renewedSignIn);
    expect(screen.getByRole('link', { name: PAYMENT_SUCCESS_TEXTS.goToLogin })).toHaveAttribute(
      'href',
      ROUTES.login,
    );
    expect(readRenewalPass()).toBeNull();
  });

  it.each([
    [{ status: 401, body: { success: false } }, PAYMENT_SUCCESS_TEXTS.httpError(401)],
    [{ status: 200, body: { success: true, user: { email: 'x' } } }, PAYMENT_SUCCESS_TEXTS.invalidResponse],
  ])('reports a failed profile refresh (%#)', async (reply, message) => {
    signIn();
    stubApi({ '/api/payment/session': [{ body: { success: true } }], '/api/user/profile': [reply] });
    await renderAccount(`${ROUTES.paymentSuccess}?session_id=cs_1`);
    await afterTheWait();
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_SUCCESS_TEXTS.wrapped(message));
  });
});
