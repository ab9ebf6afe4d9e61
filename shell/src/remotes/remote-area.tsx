import { startTransition, Suspense, useEffect, useState } from 'react';
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

function RemoteLoading({ name }: { name: RemoteName }) {
  return (
    <div data-testid={`remote-loading-${name}`} className="flex min-h-[40vh] items-center justify-center">
      <Spinner label="Loading page" />
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
