import { startTransition, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { RemoteName } from '@pac/contracts';
import { Button, Spinner } from '@pac/ui';
import { RemoteErrorBoundary } from './remote-error-boundary.js';
import { loadRemoteApp, resetRemote, type RemoteApp } from './remote-loader.js';

export interface RemoteLoader {
  load: (name: RemoteName) => Promise<RemoteApp>;
  reset: (name: RemoteName) => void;
}

const federationLoader: RemoteLoader = { load: loadRemoteApp, reset: resetRemote };

type LoadState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; App: RemoteApp };

/** Loads the remote's ./App once per attempt; a new attempt (Retry) starts a fresh load. */
function useRemoteApp(name: RemoteName, loader: RemoteLoader, attempt: number): LoadState {
  // The outcome remembers its attempt, so a new attempt reads as loading without resetting state in the effect.
  const [outcome, setOutcome] = useState<{ attempt: number; state: LoadState } | null>(null);
  useEffect(() => {
    let current = true;
    loader.load(name).then(
      // A transition: React renders the remote's page in short slices instead of one long task that blocks input.
      (App) => current && startTransition(() => setOutcome({ attempt, state: { status: 'ready', App } })),
      (error: unknown) => {
        console.error(`Remote ${name} failed to load`, error);
        if (current) setOutcome({ attempt, state: { status: 'failed' } });
      },
    );
    return () => {
      current = false;
    };
  }, [name, loader, attempt]);
  return outcome?.attempt === attempt ? outcome.state : { status: 'loading' };
}

export function RemoteFallback({ name, onRetry }: { name: RemoteName; onRetry: () => void }) {
  return (
    <div
      data-testid={`remote-fallback-${name}`}
      role="alert"
      className="mx-auto my-16 max-w-md rounded-lg border border-border bg-surface p-6 text-center shadow-sm"
    >
      <p className="mb-4 text-foreground">This part of the site is temporarily unavailable.</p>
      <Button variant="outline" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}

/**
 * The page's first view as the shell's host sent it with the page (static HTML from the remote's build, see
 * tools/stack static-hosts.ts), read before React replaces #root's static content and kept on screen while the
 * remote loads: the heading stays where it painted, and the remote's own render lands on it at the same size.
 */
let firstPaint: { remote: string; path: string; html: string } | null = null;

/** Call before the first render into `root`, with the path the page was sent for. */
export function captureFirstPaint(root: ParentNode, path: string): void {
  const element = root.querySelector<HTMLElement>('[data-first-paint]');
  const remote = element?.dataset.firstPaint;
  firstPaint = element && remote ? { remote, path, html: element.innerHTML } : null;
}

function RemoteLoading({ name }: { name: RemoteName }) {
  const { pathname } = useLocation();
  const html = firstPaint?.remote === name && firstPaint.path === pathname ? firstPaint.html : null;
  return (
    <div data-testid={`remote-loading-${name}`}>
      {/* The host's own markup of this page (it escaped the remote's texts), not anything a visitor typed. */}
      {html ? <div data-first-paint={name} dangerouslySetInnerHTML={{ __html: html }} /> : null}
      <div className={`flex items-center justify-center ${html ? 'py-8' : 'min-h-[40vh]'}`}>
        <Spinner label="Loading page" />
      </div>
    </div>
  );
}

/**
 * One remote's area. Load failures (server down) and render failures (the remote's module throws) both end in the
 * fallback of this area only; the header, footer and other remotes keep working.
 */
export function RemoteArea({ name, loader = federationLoader }: { name: RemoteName; loader?: RemoteLoader }) {
  const [attempt, setAttempt] = useState(0);
  const state = useRemoteApp(name, loader, attempt);
  // Only the page it was sent with shows the first paint: once the remote has rendered, later visits start empty.
  useEffect(() => {
    if (state.status === 'ready' && firstPaint?.remote === name) firstPaint = null;
  }, [state.status, name]);
  const retry = () => {
    loader.reset(name);
    setAttempt((n) => n + 1);
  };

  return (
    <section data-remote-area={name} className="min-h-[50vh]">
      {state.status === 'loading' ? <RemoteLoading name={name} /> : null}
      {state.status === 'failed' ? <RemoteFallback name={name} onRetry={retry} /> : null}
      {state.status === 'ready' ? (
        <RemoteErrorBoundary
          key={attempt}
          onRetry={retry}
          fallback={(onRetry) => <RemoteFallback name={name} onRetry={onRetry} />}
        >
          {/* For lazy pages inside the remote. */}
          <Suspense fallback={<RemoteLoading name={name} />}>
            {/* `data-remote` marks a remote that actually rendered; the fallback and spinner sit outside it. */}
            <div data-remote={name}>
              <state.App />
            </div>
          </Suspense>
        </RemoteErrorBoundary>
      ) : null}
    </section>
  );
}
