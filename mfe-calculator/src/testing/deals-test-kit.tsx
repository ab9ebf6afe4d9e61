import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from 'react-router-dom';
import { vi } from 'vitest';
import { ROUTES, parseDealInput, type DealInput, type DealSummary, type SavedDeal } from '@pac/contracts';
import { analyseDeal } from '@pac/deal-model';
import { EXAMPLE_A } from '@pac/deal-model/worked-examples';
import { SESSION_CHECK_PATH, STORAGE_KEYS, SessionProvider } from '@pac/session';
import { Toaster } from '@pac/ui';
import ComparePage from '../features/deals/compare-page.js';
import DealsListPage from '../features/deals/deals-list-page.js';

/** Example A (a rent-to-rent 2-bed city flat) parsed as the service stores it (every default filled in). */
export function exampleAInput(): DealInput {
  const parsed = parseDealInput(EXAMPLE_A);
  if (!parsed.success) throw new Error(parsed.error);
  return parsed.input;
}

/** A saved deal as `GET /api/deals/:id` answers it, from Example A unless another input is given. */
export function savedDeal(id: string, name: string, input: DealInput = exampleAInput()): SavedDeal {
  return {
    id,
    name,
    model: input.model,
    input: { ...input, name },
    result: analyseDeal(input),
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-02T10:00:00.000Z',
  };
}

export function signIn() {
  localStorage.setItem(
    STORAGE_KEYS.user,
    JSON.stringify({ full_name: 'Ada Lovelace', email: 'ada@example.com', plan: 'starter', role: 'user' }),
  );
}

/** Shows where the router is, for pages that navigate away. */
function Whereabouts() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

export const currentLocation = () => screen.getByTestId('location').textContent;

/**
 * The deals pages as the remote mounts them (a fresh query cache each time, no retries), with the session, a
 * toaster, and `/deals/:id` holding `dealPage` (DealActions and the scenarios are tried there).
 */
export async function renderDeals(entry: InitialEntry, dealPage: ReactNode = null) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[entry]}>
          <SessionProvider>
            {/* The shell's main area, where remotes render. */}
            <main>
              <Routes>
                <Route path={ROUTES.deals} element={<DealsListPage />} />
                <Route path={ROUTES.dealsCompare} element={<ComparePage />} />
                <Route path={ROUTES.deal} element={dealPage} />
                <Route path="*" element={null} />
              </Routes>
              <Whereabouts />
            </main>
            <Toaster />
          </SessionProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
}

export interface Reply {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}

type Replies = Record<string, Reply | ((url: URL) => Reply | Promise<Reply>)>;

export interface ApiCall {
  method: string;
  url: URL;
  body: unknown;
  headers: Headers;
}

/**
 * Stubs fetch: `replies` maps "METHOD /path" to an answer (or a function of the URL); every call is recorded in
 * order. An unexpected call fails the test with its method and path; the session check is answered 503 (no answer:
 * the stored user stays) and not recorded.
 */
export function stubApi(replies: Replies) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://site.test');
    const method = (init.method ?? 'GET').toUpperCase();
    // The session check of a stored user (SessionProvider) is the shell's business, not the deals API's.
    if (url.pathname === SESSION_CHECK_PATH && !replies[`${method} ${url.pathname}`])
      return new Response('{}', { status: 503 });
    calls.push({
      method,
      url,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : null,
      headers: new Headers(init.headers),
    });
    const answer = replies[`${method} ${url.pathname}`];
    if (!answer) throw new Error(`unexpected call: ${method} ${url.pathname}`);
    const reply = typeof answer === 'function' ? await answer(url) : answer;
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: reply.headers });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    callsTo: (method: string, path: string) =>
      calls.filter((c) => c.method === method && c.url.pathname === path),
  };
}

/** A deal as a row of `GET /api/deals` (the service's headline of its result). */
export function summaryOf(deal: SavedDeal): DealSummary {
  const { annual, kpis } = deal.result;
  return {
    id: deal.id,
    name: deal.name,
    model: deal.model,
    updatedAt: deal.updatedAt,
    kpis: {
      grossRevenue: annual.grossRevenue,
      netCashFlow: annual.netCashFlow,
      netRoiPercent: kpis.netRoiPercent,
      paybackMonth: kpis.paybackMonth,
      breakEvenOccupancyPercent: kpis.breakEvenOccupancyPercent,
      occupancyPercent: kpis.occupancyPercent,
      adr: kpis.adr,
    },
  };
}

export const listOf = (deals: SavedDeal[], total = deals.length, page = 1) => ({
  body: { success: true, deals: deals.map(summaryOf), page, pageSize: 20, total },
});

export const allowanceOf = (
  used: number,
  limit: number | null,
  exportsUsed = 0,
  exportsLimit: number | null = 5,
) => ({
  body: {
    success: true,
    plan: 'starter',
    calculations: { used, limit },
    exports: { used: exportsUsed, limit: exportsLimit },
    resetsAt: '2026-12-01T00:00:00.000Z',
  },
});
