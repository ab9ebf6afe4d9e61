import { type ReactNode, useContext } from 'react';
import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';

// The remote's own cache: the shell shares the library but not a client.
const courseQueryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

/** The remote's QueryClient around `children`, unless one is provided already (tests bring their own). */
export function CourseQueries({ children }: { children: ReactNode }) {
  const provided = useContext(QueryClientContext);
  if (provided) return children;
  return <QueryClientProvider client={courseQueryClient}>{children}</QueryClientProvider>;
}
