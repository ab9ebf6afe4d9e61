import { useContext, type ReactNode } from 'react';
import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { isSessionRefusal, type AdminRequestError } from './admin-request.js';

/** Every admin query key starts with this, so a sign-out can drop the whole portal's cache at once. */
export const ADMIN_QUERY_ROOT = 'admin';

/**
 * Meta of a request whose 401 is about what was sent, not the session (a wrong step-up code): it must not sign out.
 */
export const REFUSAL_KEEPS_SESSION = { refusalKeepsSession: true } as const;

/**
 * No automatic retries (a page's Retry and Refresh buttons ask again, a poll asks on its next tick) and no
 * refetch on focus: the portal asks when a screen opens, when told to, or on its poll interval.
 */
export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

// The remote's own cache: the shell shares the library but not a client.
const adminQueryClient = createAdminQueryClient();

/** The remote's QueryClient around `children`, unless one is provided already (tests bring their own). */
export function AdminQueries({ children }: { children: ReactNode }) {
  const provided = useContext(QueryClientContext);
  if (provided) return children;
  return <QueryClientProvider client={adminQueryClient}>{children}</QueryClientProvider>;
}

/**
 * Calls `onRefusal` whenever an admin query or mutation is refused for want of an admin session (401, or 403 for
 * a session that is not an admin's). Returns the unsubscribe function.
 */
export function watchSessionRefusals(
  queryClient: QueryClient,
  onRefusal: (error: AdminRequestError) => void,
): () => void {
  const check = (error: unknown, meta: Record<string, unknown> | undefined) => {
    if (isSessionRefusal(error) && meta?.refusalKeepsSession !== true) onRefusal(error);
  };
  const stopQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error')
      check(event.action.error, event.query.meta);
  });
  const stopMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error')
      check(event.action.error, event.mutation.meta);
  });
  return () => {
    stopQueries();
    stopMutations();
  };
}
