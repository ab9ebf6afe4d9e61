import './styles.css';
import React, { Suspense, lazy } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { ROUTES } from '@pac/contracts';
import { registerSingletonProbe } from '@pac/federation/probe';
import { AnalyserPage } from '../features/analyser/analyser-page.js';

registerSingletonProbe('mfe_calculator', React, useNavigate);

// The analyser is the first paint of /calculator; the other pages load when visited.
const SavedDealPage = lazy(() => import('../features/analyser/saved-deal-page.js'));
const DealsListPage = lazy(() => import('../features/deals/deals-list-page.js'));
const ComparePage = lazy(() => import('../features/deals/compare-page.js'));
const SharedDealPage = lazy(() => import('../features/shared-deal/shared-deal-page.js'));

// The remote's own cache: the shell shares the library but not a client.
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

/** Exposed as `mfe_calculator/App`: the shell mounts it for the paths ROUTE_OWNERS gives this remote. */
export default function CalculatorApp() {
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<p className="p-6 text-sm text-muted-foreground">Loading…</p>}>
        <Routes>
          <Route path={ROUTES.calculator} element={<AnalyserPage />} />
          <Route path={ROUTES.deals} element={<DealsListPage />} />
          <Route path={ROUTES.dealsCompare} element={<ComparePage />} />
          <Route path={ROUTES.deal} element={<SavedDealPage />} />
          <Route path={ROUTES.sharedDeal} element={<SharedDealPage />} />
        </Routes>
      </Suspense>
    </QueryClientProvider>
  );
}
