import { type ReactNode, useContext } from 'react';
import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';

// The remote's own cache: the shell shares the library but not a client. Loaded only with the pages that call the
// API (see remote-app.tsx), so the home page, the first load of the site, downloads none of TanStack Query.
const marketingQueryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

/** The remote's QueryClient around `children`, unless one is provided already (tests bring their own). */
export function MarketingQueries({ children }: { children: ReactNode }) {
  const provided = useContext(QueryClientContext);
  if (provided) return children;
  return <QueryClientProvider client={marketingQueryClient}>{children}</QueryClientProvider>;
}
