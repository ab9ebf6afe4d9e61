import './styles.css';
import React, { Suspense, lazy, type ComponentType } from 'react';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { ROUTES } from '@pac/contracts';
import { registerSingletonProbe } from '@pac/federation/probe';
import { AnalyserPage } from '../features/analyser/analyser-page.js';

registerSingletonProbe('mfe_calculator', React, useNavigate);

/**
 * A page that asks the API (TanStack Query), loaded when visited together with the remote's QueryClient. The
 * analyser is the first paint of /calculator and needs neither: its save controls bring the client themselves.
 */
const pageWithQueries = (load: () => Promise<{ default: ComponentType }>) =>
  lazy(async () => {
    const [{ default: Page }, { CalculatorQueries }] = await Promise.all([
      load(),
      import('./calculator-queries.js'),
    ]);
    return {
      default: function PageWithQueries() {
        return (
          <CalculatorQueries>
            <Page />
          </CalculatorQueries>
        );
      },
    };
  });

const SavedDealPage = pageWithQueries(() => import('../features/analyser/saved-deal-page.js'));
const DealsListPage = pageWithQueries(() => import('../features/deals/deals-list-page.js'));
const ComparePage = pageWithQueries(() => import('../features/deals/compare-page.js'));
const SharedDealPage = pageWithQueries(() => import('../features/shared-deal/shared-deal-page.js'));

/** Exposed as `mfe_calculator/App`: the shell mounts it for the paths ROUTE_OWNERS gives this remote. */
export default function CalculatorApp() {
  return (
    <Suspense fallback={<p className="p-6 text-sm text-muted-foreground">Loading…</p>}>
      <Routes>
        <Route path={ROUTES.calculator} element={<AnalyserPage />} />
        <Route path={ROUTES.deals} element={<DealsListPage />} />
        <Route path={ROUTES.dealsCompare} element={<ComparePage />} />
        <Route path={ROUTES.deal} element={<SavedDealPage />} />
        <Route path={ROUTES.sharedDeal} element={<SharedDealPage />} />
      </Routes>
    </Suspense>
  );
}
