import {
  ADMIN_ENDPOINTS,
  ANALYSIS_ENDPOINTS,
  BILLING_ENDPOINTS,
  CONTENT_ENDPOINTS,
  IDENTITY_ENDPOINTS,
  IDENTITY_MESSAGES,
  ROUTES,
  type CourseCatalogueResponse,
  type DealResponse,
} from '@pac/contracts';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { apiFetch } from './api-fetch.js';
import { ApiError, callApi, endpointQueryKey } from './call-api.js';
import { SessionProvider, useSession } from './session-context.js';
import { SessionEndedRedirect } from './session-ended-redirect.js';
import { getSessionEndedReason, getSessionSnapshot, storeSession } from './session-store.js';

const grace = { full_name: 'Grace Hopper', email: 'grace@example.com', plan: 'starter' };
const answer = (status: number, body: unknown) =>
  vi.fn().mockResolvedValue(new Response(JSON.stringify(body), { status }));
const lastCall = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.at(-1) as [string, RequestInit];

describe('callApi: one typed call per catalogue endpoint', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fills path parameters and the query, sends the body as JSON with the cookie, answers the typed body', async () => {
    const deal = { success: true, deal: { id: 'd 1', name: 'Flat' } };
    const fetchMock = answer(200, deal);
    vi.stubGlobal('fetch', fetchMock);
    const result = await callApi(ANALYSIS_ENDPOINTS.updateDeal, {
      params: { id: 'd 1' },
      body: { name: 'Flat' },
    });
    expectTypeOf(result).toEqualTypeOf<DealResponse>();
    expect(result).toEqual(deal);
    const [url, init] = lastCall(fetchMock);
    expect(url).toBe('/api/deals/d%201');
    expect(init).toMatchObject({ method: 'PUT', credentials: 'include', body: '{"name":"Flat"}' });
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');

    await callApi(BILLING_ENDPOINTS.checkout, { query: { plan: 'starter' } });
    expect(lastCall(fetchMock)[0]).toBe('/api/payment/checkout?plan=starter');
    expect(lastCall(fetchMock)[1].body).toBeUndefined();
  });

  it('needs no options for an endpoint without parameters or body (a TanStack Query queryFn as it is)', async () => {
    vi.stubGlobal('fetch', answer(200, { success: true, stages: [], videos: [] }));
    const catalogue = await callApi(CONTENT_ENDPOINTS.courseCatalogue);
    expectTypeOf(catalogue).toEqualTypeOf<CourseCatalogueResponse>();
    // @ts-expect-error the deal's id is required
    await callApi(ANALYSIS_ENDPOINTS.deal).catch(() => undefined);
    // @ts-expect-error the body must be what the contract takes
    await callApi(IDENTITY_ENDPOINTS.login, { body: { email: 'a@example.com' } }).catch(() => undefined);
  });

  it('answers the JSON as the server sent it (the catalogue bundles no schema to check it with)', async () => {
    const status = {
      success: true,
      siteName: 'Deals',
      siteDescription: '',
      maintenanceMode: false,
      registrationEnabled: true,
    };
    vi.stubGlobal('fetch', answer(200, status));
    expect(await callApi(ADMIN_ENDPOINTS.siteStatus)).toEqual(status);
  });

  it('keys TanStack Query caches by path, then parameters and query', () => {
    expect(endpointQueryKey(CONTENT_ENDPOINTS.courseCatalogue)).toEqual(['/api/course/catalogue']);
    expect(endpointQueryKey(ANALYSIS_ENDPOINTS.deal, { params: { id: 'd1' } })).toEqual([
      '/api/deals/:id',
      { id: 'd1' },
    ]);
    expect(endpointQueryKey(ANALYSIS_ENDPOINTS.deals, { query: { page: 2 } })).toEqual([
      '/api/deals',
      { page: 2 },
    ]);
  });

  it('answers a download as a Blob', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('a,b\n1,2', { status: 200 })));
    const csv = await callApi(ANALYSIS_ENDPOINTS.dealExport, { params: { id: 'd1' } });
    expect(await csv.text()).toBe('a,b\n1,2');
  });

  it("turns a refusal into an ApiError with the status, the server's message and its body", async () => {
    vi.stubGlobal(
      'fetch',
      answer(403, {
        success: false,
        error: 'Your starter plan has expired.',
        code: 'SUBSCRIPTION_EXPIRED',
        plan: 'starter',
      }),
    );
    const error = (await callApi(IDENTITY_ENDPOINTS.twoFactorVerify, {
      body: { email: 'a@example.com', code: '123456' },
    }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 403,
      message: 'Your starter plan has expired.',
      code: 'SUBSCRIPTION_EXPIRED',
    });
    expect(error.body.plan).toBe('starter');

    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    await expect(callApi(CONTENT_ENDPOINTS.courseCatalogue)).rejects.toMatchObject({
      status: 502,
      message: 'The server answered 502. Please try again.',
    });

    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const offline = (await callApi(CONTENT_ENDPOINTS.courseCatalogue).catch((e: unknown) => e)) as ApiError;
    expect(offline.isNetworkError).toBe(true);
  });
});

describe('a 401 signs the tab out (callApi and apiFetch alike)', () => {
  afterEach(() => vi.unstubAllGlobals());
  const refused = () => answer(401, { success: false, error: IDENTITY_MESSAGES.signInRequired });

  it('on an endpoint that needs the site session: signed out, with the reason', async () => {
    storeSession(grace);
    vi.stubGlobal('fetch', refused());
    await expect(callApi(BILLING_ENDPOINTS.subscription)).rejects.toMatchObject({ status: 401 });
    expect(getSessionSnapshot().isLoggedIn).toBe(false);
    expect(getSessionEndedReason()).toBe(IDENTITY_MESSAGES.sessionEnded);

    storeSession(grace);
    expect(getSessionEndedReason()).toBeNull();
    const share = ANALYSIS_ENDPOINTS.shareDeal;
    await apiFetch('/api/deals/7/share', { endpoint: share, method: share.method });
    expect(getSessionSnapshot().isLoggedIn).toBe(false);
  });

  it('not on a sign-in step (a wrong password), the admin portal, a public endpoint or an unnamed request', async () => {
    storeSession(grace);
    vi.stubGlobal('fetch', refused());
    await callApi(IDENTITY_ENDPOINTS.login, {
      body: { email: 'grace@example.com', password: 'wrong' },
    }).catch(() => undefined);
    await callApi(IDENTITY_ENDPOINTS.handoverExchange, { body: { code: 'x'.repeat(43) } }).catch(
      () => undefined,
    );
    await callApi(ADMIN_ENDPOINTS.dashboard).catch(() => undefined);
    const adminCode = IDENTITY_ENDPOINTS.adminTwoFactorVerify;
    await apiFetch(adminCode.path, { endpoint: adminCode, method: adminCode.method, body: '{}' });
    await apiFetch('/api/shared/some-token', { endpoint: ANALYSIS_ENDPOINTS.sharedDeal });
    await apiFetch('/api/deals/7/share', { method: 'POST' });
    await apiFetch('/api/not-in-the-catalogue');
    expect(getSessionSnapshot().isLoggedIn).toBe(true);
    expect(getSessionEndedReason()).toBeNull();
  });

  it('not for a visitor: nobody is sent to the login page', async () => {
    vi.stubGlobal('fetch', refused());
    await callApi(BILLING_ENDPOINTS.subscription).catch(() => undefined);
    expect(getSessionEndedReason()).toBeNull();
  });

  it('SessionEndedRedirect then shows the login page, where the reason can be read', async () => {
    function Login() {
      const { sessionEnded, isLoggedIn } = useSession();
      return <p>{`login page: ${sessionEnded ?? 'no notice'} ${isLoggedIn ? 'in' : 'out'}`}</p>;
    }
    function Subscribe() {
      const { user } = useSession();
      return <p>{`subscription of ${user?.full_name ?? 'nobody'}`}</p>;
    }
    storeSession(grace);
    // The page-load session check answers 200; the subscription then answers 401.
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        Promise.resolve(
          url === IDENTITY_ENDPOINTS.sessionCheck.path
            ? new Response(JSON.stringify({ success: true, user: { ...grace, id: 'u1' } }))
            : new Response('{"success":false,"error":"Please sign in to continue"}', { status: 401 }),
        ),
      ),
    );
    render(
      <MemoryRouter initialEntries={[ROUTES.subscribe]}>
        <SessionProvider>
          <SessionEndedRedirect />
          <Routes>
            <Route path={ROUTES.subscribe} element={<Subscribe />} />
            <Route path={ROUTES.login} element={<Login />} />
          </Routes>
        </SessionProvider>
      </MemoryRouter>,
    );
    expect(screen.getByText('subscription of Grace Hopper')).toBeInTheDocument();
    await callApi(BILLING_ENDPOINTS.subscription).catch(() => undefined);
    expect(await screen.findByText(`login page: ${IDENTITY_MESSAGES.sessionEnded} out`)).toBeInTheDocument();
  });
});
