import { type ReactNode, useContext } from 'react';
import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';

// The remote's own cache: the shell shares the library but not a client. Created with the first part of the
// remote that asks the API anything (the saved deals, the analyser's save controls), never with the analyser's
// first paint, which needs none of it.
const calculatorQueryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

/** The remote's QueryClient around `children`, unless one is provided already (tests bring their own). */
export function CalculatorQueries({ children }: { children: ReactNode }) {
  const provided = useContext(QueryClientContext);
  if (provided) return children;
  return <QueryClientProvider client={calculatorQueryClient}>{children}</QueryClientProvider>;
}
