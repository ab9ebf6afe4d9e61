import { useEffect } from 'react';

const SITE_NAME = 'Property Analysis Calculator';

/** "Saved deals · Property Analysis Calculator" while the page is shown; the previous title comes back after. */
export function usePageTitle(page: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = `${page} · ${SITE_NAME}`;
    return () => {
      document.title = previous;
    };
  }, [page]);
}
