import { Button } from '@pac/ui';

interface DealsPagerProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/** Previous / Next over pages of DEALS_PAGE_SIZE, with "Page n of m". */
export function DealsPager({ page, pageCount, onPage }: DealsPagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pages of saved deals" className="flex items-center justify-between gap-2">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <p className="text-sm" aria-live="polite">
        Page {page} of {pageCount}
      </p>
      <Button variant="outline" size="sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
