import { type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { vi } from 'vitest';
import { createAdminQueryClient } from './lib/admin-queries.js';

type Responder = (url: string, init?: RequestInit) => unknown;

/** Stubs fetch: each admin path answers the JSON its responder returns (status from a `__status` field). */
export function stubAdminApi(routes: Record<string, Responder>) {
  const fetchMock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const path = Object.keys(routes).find((prefix) => url.startsWith(prefix));
    if (!path) return new Response(JSON.stringify({ success: false, error: 'not stubbed' }), { status: 404 });
    const body = routes[path]!(url, init) as { __status?: number };
    return new Response(JSON.stringify(body), { status: body.__status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const ADMIN = {
  id: 'a1',
  full_name: 'Ada Admin',
  email: 'ada@example.com',
  plan: 'executive',
  plan_status: 'active',
  role: 'admin',
} as const;
export const USER = { ...ADMIN, id: 'u1', role: 'user', plan: 'free' } as const;

/** The admin the last sign-in stored for display; the session itself is the (httpOnly) cookie tests never see. */
export function storeAdmin(user: object = ADMIN) {
  localStorage.setItem('adminUser', JSON.stringify(user));
}

/** A screen as the remote mounts it: inside a QueryClient of its own (fresh per test, the remote's defaults). */
export function withAdminQueries(node: ReactNode) {
  return <QueryClientProvider client={createAdminQueryClient()}>{node}</QueryClientProvider>;
}
