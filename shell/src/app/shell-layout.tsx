import { SessionEndedRedirect } from '@pac/session';
import { SiteFooter } from '../features/footer/site-footer.js';
import { SiteHeader } from '../features/header/site-header.js';
import { ScrollToTop } from '../features/scroll-to-top/scroll-to-top.js';
import { SiteStatusNotice } from '../features/site-status/site-status.js';
import type { RemoteLoader } from '../remotes/remote-area.js';
import { RemoteOutlet } from './remote-outlet.js';

/** The chrome every page shares; only the main area changes with the route. */
export function ShellLayout({ loader }: { loader?: RemoteLoader }) {
  return (
    <div className="flex min-h-screen flex-col bg-background text-foreground">
      {/* The first thing Tab reaches: past the header to the page. Focus moves without a #main in the URL (a hash
          that /courses would read as a video to preselect). */}
      <a
        href="#main"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-surface focus:px-4 focus:py-2 focus:shadow-lg"
      >
        Skip to content
      </a>
      <ScrollToTop />
      {/* A 401 from a signed-in call anywhere (a remote's too) ends on the login page, which says why. */}
      <SessionEndedRedirect />
      <SiteStatusNotice />
      <SiteHeader />
      {/* At least a screen high from the first paint, so the footer starts below the fold and does not jump down
          (layout shift) when a remote's page replaces its loading state. */}
      <main id="main" tabIndex={-1} className="min-h-screen flex-1 focus:outline-none">
        <RemoteOutlet loader={loader} />
      </main>
      <SiteFooter />
    </div>
  );
}
