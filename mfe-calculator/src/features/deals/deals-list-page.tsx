import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { DEAL_SORTS, DEALS_PAGE_SIZE, ROUTES, type DealSort } from '@pac/contracts';
import { usePageMeta, useSession } from '@pac/session';
import { buttonVariants, Input, Label } from '@pac/ui';
import { AllowanceMeter } from '../../components/allowance-meter.js';
import { CompareSelection } from './deals-list/compare-selection.js';
import { DealsResults } from './deals-list/deals-results.js';
import { SignedOutNotice } from './deals-list/signed-out-notice.js';
import { useDebouncedValue } from './deals-list/use-debounced-value.js';
import { CALCULATOR_PAGE_META } from '../../texts.js';

const SORT_NAMES: Record<DealSort, string> = {
  updated: 'Last updated',
  name: 'Name',
  netCashFlow: 'Net cash flow',
  netRoi: 'Net ROI',
};

const SEARCH_DELAY_MS = 300;

const sortOf = (value: string | null): DealSort =>
  (DEAL_SORTS as readonly string[]).includes(value ?? '') ? (value as DealSort) : 'updated';

const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** `/deals`: the user's saved analyses, newest first, with search, sort, pages and compare. */
export default function DealsListPage() {
  usePageMeta(CALCULATOR_PAGE_META.deals);
  const { isLoggedIn } = useSession();
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold">{CALCULATOR_PAGE_META.deals.title}</h1>
        <Link to={ROUTES.calculator} className={buttonVariants()}>
          New analysis
        </Link>
      </div>
      {isLoggedIn ? <SavedDeals /> : <SignedOutNotice />}
    </div>
  );
}

/** The signed-in part. Sort and page live in the address, so Back and a shared link return to the same view. */
function SavedDeals() {
  const [params, setParams] = useSearchParams();
  const sort = sortOf(params.get('sort'));
  const page = pageOf(params.get('page'));
  const [searchText, setSearchText] = useState(params.get('search') ?? '');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DELAY_MS);
  const [selected, setSelected] = useState<string[]>([]);

  const setParam = (key: 'sort' | 'page', value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === null) next.delete(key);
      else next.set(key, value);
      // A new sort starts from its first page.
      if (key !== 'page') next.delete('page');
      return next;
    });

  // The debounced search reaches the address (and so the query) once the user pauses. Only a new search is
  // written: Back to an older address keeps that address's search.
  const searchInAddress = params.get('search') ?? '';
  const lastSearch = useRef(search);
  useEffect(() => {
    if (search === lastSearch.current) return;
    lastSearch.current = search;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (search) next.set('search', search);
        else next.delete('search');
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  }, [search, setParams]);

  const select = (id: string, on: boolean) =>
    setSelected((ids) =>
      on ? [...ids.filter((other) => other !== id), id] : ids.filter((other) => other !== id),
    );

  return (
    <>
      <AllowanceMeter />
      <div className="grid gap-4 sm:grid-cols-[1fr_auto]">
        <div className="space-y-1">
          <Label htmlFor="deals-search">Search saved deals</Label>
          <Input
            id="deals-search"
            type="search"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            placeholder="Deal name"
            maxLength={120}
          />
        </div>
        <div className="space-y-1">
          <Label htmlFor="deals-sort">Sort by</Label>
          <select
            id="deals-sort"
            value={sort}
            onChange={(event) =>
              setParam('sort', event.target.value === 'updated' ? null : event.target.value)
            }
            className="flex h-10 w-full rounded-md border border-border bg-surface px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {DEAL_SORTS.map((option) => (
              <option key={option} value={option}>
                {SORT_NAMES[option]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <CompareSelection ids={selected} onClear={() => setSelected([])} />
      <DealsResults
        query={{ search: searchInAddress, sort, page }}
        pageSize={DEALS_PAGE_SIZE}
        selected={selected}
        onSelect={select}
        onDeleted={(id) => select(id, false)}
        onPage={(next) => setParam('page', next > 1 ? String(next) : null)}
      />
    </>
  );
}
