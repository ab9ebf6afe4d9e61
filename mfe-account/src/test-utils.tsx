import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from 'react-router-dom';
import { vi } from 'vitest';
import { ROUTES } from '@pac/contracts';
import { SessionProvider } from '@pac/session';
import { Toaster } from '@pac/ui';
import RemoteApp from './app/remote-app.js';

/** Shows where the router went and with which navigation state, for pages that navigate away. */
function Elsewhere() {
  const location = useLocation();
  return (
    <p data-testid="elsewhere">{`${location.pathname}${location.search} ${JSON.stringify(location.state)}`}</p>
  );
}

const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

/** The remote's routes as the shell mounts them, plus a toaster and a probe for paths outside this remote. */
export async function renderAccount(entry: InitialEntry) {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[entry]}>
        <SessionProvider>
          {/* A cache per test: nothing one test fetched is seen by the next. */}
          <QueryClientProvider client={testQueryClient()}>
            <RemoteApp />
          </QueryClientProvider>
          <Routes>
            <Route path="/" element={<Elsewhere />} />
            <Route path={ROUTES.calculator} element={<Elsewhere />} />
            <Route path="*" element={null} />
          </Routes>
          <Toaster />
        </SessionProvider>
      </MemoryRouter>,
    );
  });
}

export const elsewhere = () => screen.findByTestId('elsewhere');

type Reply = { status?: number; body: unknown } | 'network-down';

/** Stubs fetch with one reply per call to a path (the last reply repeats); returns the mock to inspect calls. */
export function stubApi(replies: Record<string, Reply[]>) {
  const counts = new Map<string, number>();
  const fetchMock = vi.fn(async (input: string) => {
    const path = new URL(input, 'http://site.test').pathname;
    const list = replies[path];
    if (!list) throw new Error(`unexpected call to ${input}`);
    const index = counts.get(path) ?? 0;
    counts.set(path, index + 1);
    const reply = list[Math.min(index, list.length - 1)];
    if (!reply || reply === 'network-down') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON body and headers of the n-th call to a path. */
export function callTo(fetchMock: ReturnType<typeof stubApi>, path: string, n = 0) {
  const call = fetchMock.mock.calls.filter(([input]) => new URL(input, 'http://site.test').pathname === path)[
    n
  ] as [string, RequestInit] | undefined;
  if (!call) throw new Error(`no call ${n} to ${path}`);
  const [url, init] = call;
  return {
    url,
    init,
    body: JSON.parse(String(init.body ?? 'null')) as unknown,
    headers: new Headers(init.headers),
  };
}
