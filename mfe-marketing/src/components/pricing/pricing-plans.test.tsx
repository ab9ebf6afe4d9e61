import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_CHECK_PATH, SessionProvider, STORAGE_KEYS } from '@pac/session';
import { PricingPlans } from './pricing-plans.js';
import { PRICING_TEXTS } from '../../texts.js';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderPlans() {
  render(
    <MemoryRouter initialEntries={['/pricing']}>
      <SessionProvider>
        <Routes>
          <Route path="*" element={<PricingPlans />} />
        </Routes>
        <Where />
      </SessionProvider>
    </MemoryRouter>,
  );
}

const signIn = () => {
  localStorage.setItem(
    STORAGE_KEYS.user,
    JSON.stringify({
      full_name: 'Priya Shah',
      email: 'priya@example.com',
      plan: 'free',
      plan_status: 'active',
      role: 'user',
    }),
  );
};

describe('pricing plan buttons (register, contact sales, sign in first or checkout)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the catalogue prices, Most Popular on Executive and the price notes', () => {
    renderPlans();
    expect(screen.getByText('£25')).toBeInTheDocument();
    expect(screen.getByText('£50')).toBeInTheDocument();
    expect(screen.getByText('Custom')).toBeInTheDocument();
    expect(screen.getByText('Most Popular').closest('[data-plan]')).toHaveAttribute('data-plan', 'executive');
    expect(screen.getByText('No setup fees')).toBeInTheDocument();
    expect(screen.getByText('Cancel anytime')).toBeInTheDocument();
  });

  it.each([
    ['Start Free Trial Free', '/register'],
    ['Contact Sales Executive Analysis', '/contact'],
    ['Get Started Starter Analysis', '/login?plan=starter'],
    ['Get Started Professional Analysis', '/login?plan=professional'],
  ])('signed out, %s goes to %s', (name, target) => {
    renderPlans();
    fireEvent.click(screen.getByRole('button', { name }));
    expect(screen.getByTestId('where')).toHaveTextContent(target);
    if (target.startsWith('/login'))
      expect(localStorage.getItem(STORAGE_KEYS.selectedPlan)).toBe(target.split('=')[1]);
  });

  it('signed in, a paid plan requests checkout with the session cookie and shows Loading while pending', async () => {
    signIn();
    let answer: (value: Response) => void = () => undefined;
    const fetchMock = vi.fn().mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderPlans();
    fireEvent.click(screen.getByRole('button', { name: 'Get Started Starter Analysis' }));
    expect(await screen.findByRole('button', { name: PRICING_TEXTS.loading })).toBeDisabled();

    const [url, init] = fetchMock.mock.calls.find(([path]) => path !== SESSION_CHECK_PATH) as [
      string,
      RequestInit,
    ];
    expect(url).toBe('/api/payment/checkout?plan=starter');
    expect(init.method).toBe('POST');
    // The session cookie authenticates it (credentials included); no token is sent by script.
    expect(init.credentials).toBe('include');
    expect(new Headers(init.headers).has('Authorization')).toBe(false);

    await act(async () => answer(new Response(JSON.stringify({ error: 'No price' }), { status: 500 })));
    expect(alert).toHaveBeenCalledWith(PRICING_TEXTS.checkoutFailed);
    expect(screen.queryByRole('button', { name: PRICING_TEXTS.loading })).not.toBeInTheDocument();
  });

  it('signed in, a network failure alerts the generic error', async () => {
    signIn();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderPlans();
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Get Started Professional Analysis' })),
    );
    expect(alert).toHaveBeenCalledWith(PRICING_TEXTS.checkoutError);
  });
});
