import { type ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { STORAGE_KEYS, SessionProvider } from '@pac/session';
import { Toaster } from '@pac/ui';

/** Where the router went, for pages that navigate away. */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{location.pathname}</p>;
}

/**
 * A page as the remote mounts it (its own QueryClient, the router, the session), plus a probe for any other path.
 * Retries are off so a refusal shows at once.
 */
export function renderPage(page: ReactElement, { path, entry }: { path: string; entry?: string }) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[entry ?? path]}>
        <SessionProvider>
          <Routes>
            <Route path={path} element={page} />
            <Route path="*" element={<Elsewhere />} />
          </Routes>
          <Toaster />
        </SessionProvider>
      </MemoryRouter>
    </QueryClientProvider>
  );
  return render(view);
}

export const elsewhere = () => screen.findByTestId('elsewhere');

/** A signed-in user, as the shell stores one. */
export function signIn() {
  localStorage.setItem(
    STORAGE_KEYS.user,
    JSON.stringify({ full_name: 'Ada Lovelace', email: 'ada@example.com', plan: 'starter' }),
  );
}

type Reply = { status?: number; body: unknown };

/** fetch answering by method and path (`POST /api/deals`); the last reply of a list repeats. */
export function stubApi(replies: Record<string, Reply[]>) {
  const counts = new Map<string, number>();
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${new URL(input, 'http://site.test').pathname}`;
    const list = replies[key];
    if (!list) throw new Error(`unexpected call to ${key}`);
    const index = counts.get(key) ?? 0;
    counts.set(key, index + 1);
    const reply = list[Math.min(index, list.length - 1)]!;
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON body of the n-th call to `METHOD /path`. */
export function bodyOf(fetchMock: ReturnType<typeof stubApi>, key: string, n = 0): unknown {
  const calls = fetchMock.mock.calls.filter(
    ([input, init]) => `${init?.method ?? 'GET'} ${new URL(input, 'http://site.test').pathname}` === key,
  );
  const call = calls[n];
  if (!call) throw new Error(`no call ${n} to ${key}`);
  return JSON.parse(String(call[1]?.body ?? 'null'));
}

/** recharts measures its box; jsdom has neither layout nor ResizeObserver: every box measures 640 × 288. */
export function stubResizeObserver() {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe(target: Element) {
        const entry = { target, contentRect: { width: 640, height: 288 } } as ResizeObserverEntry;
        this.callback([entry], this as unknown as ResizeObserver);
      }
      unobserve() {}
      disconnect() {}
    },
  );
}

/** A headline card, found by its title (its figure is then found by text inside it). */
export const headlineCard = (title: string) => within(screen.getByRole('group', { name: title }));
