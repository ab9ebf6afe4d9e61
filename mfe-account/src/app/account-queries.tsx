import { type ReactNode, useContext } from 'react';
import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';

// The remote's own cache: the shell shares the library but not a client. No retries: a refused or failed call
// is shown at once, as the screens did before (the user retries with the screen's own button).
const accountQueryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

/** The remote's QueryClient around `children`, unless one is provided already (tests bring their own). */
export function AccountQueries({ children }: { children: ReactNode }) {
  const provided = useContext(QueryClientContext);
  if (provided) return children;
  return <QueryClientProvider client={accountQueryClient}>{children}</QueryClientProvider>;
}
