import { Link } from 'react-router-dom';
import { ROUTES } from '@pac/contracts';
import { Button, Spinner } from '@pac/ui';
import { useDeals, type DealListQuery } from '../../../api/deals-api.js';
import { refusalMessage } from '../../../components/deal-actions/refusal-notice.js';
import { DealRow } from './deal-row.js';
import { DealsPager } from './deals-pager.js';

interface DealsResultsProps {
  query: DealListQuery;
  pageSize: number;
  selected: readonly string[];
  onSelect: (id: string, selected: boolean) => void;
  onDeleted: (id: string) => void;
  onPage: (page: number) => void;
}

/** One page of saved deals, or why there is none: loading, a refusal with Retry, no deals yet, no match. */
export function DealsResults({ query, pageSize, selected, onSelect, onDeleted, onPage }: DealsResultsProps) {
  const deals = useDeals(query);

  if (deals.isPending) return <Spinner label="Loading your saved deals" />;
  if (deals.isError) {
    return (
      <div role="alert" className="space-y-3 rounded-md border border-destructive p-4">
        <p>Your saved deals could not be loaded. {refusalMessage(deals.error)}</p>
        <Button variant="outline" onClick={() => void deals.refetch()}>
          Retry
        </Button>
      </div>
    );
  }

  const { deals: rows, total } = deals.data;
  if (total === 0 && !query.search) {
    return (
      <div className="space-y-3 rounded-lg border border-dashed border-border p-6 text-center">
        <p>You have no saved analyses yet. Analyse a deal and save it to find it here.</p>
        <Link to={ROUTES.calculator} className="font-medium text-primary underline underline-offset-4">
          Start an analysis
        </Link>
      </div>
    );
  }
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (rows.length === 0) {
    return (
      <div className="space-y-4">
        <p role="status" className="text-muted-foreground">
          {query.search ? `No saved deals match "${query.search}".` : 'There are no deals on this page.'}
        </p>
        <DealsPager page={query.page ?? 1} pageCount={pageCount} onPage={onPage} />
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <p role="status" className="sr-only">
        {total === 1 ? '1 saved deal' : `${total} saved deals`}
        {query.search ? ` match "${query.search}"` : ''}
      </p>
      <ul className="space-y-3" aria-label="Saved deals">
        {rows.map((deal) => (
          <DealRow
            key={deal.id}
            deal={deal}
            selected={selected.includes(deal.id)}
            onSelect={(on) => onSelect(deal.id, on)}
            onDeleted={() => onDeleted(deal.id)}
          />
        ))}
      </ul>
      <DealsPager page={query.page ?? 1} pageCount={pageCount} onPage={onPage} />
    </div>
  );
}
