import { Suspense, use, useState, type ComponentType } from 'react';
import type { RemoteName } from '@pac/contracts';
import { Button, Spinner } from '@pac/ui';
import { RemoteErrorBoundary } from './remote-error-boundary.js';
import { loadRemoteApp, resetRemote, type RemoteApp } from './remote-loader.js';

export interface RemoteLoader {
  load: (name: RemoteName) => Promise<RemoteApp>;
  reset: (name: RemoteName) => void;
}

const federationLoader: RemoteLoader = { load: loadRemoteApp, reset: resetRemote };

function LoadedRemote({ name, load }: { name: RemoteName; load: RemoteLoader['load'] }) {
  const App: ComponentType = use(load(name));
  // `data-remote` marks a remote that actually rendered; the fallback and spinner sit outside it.
  return (
    <div data-remote={name}>
      <App />
    </div>
  );
}

export function RemoteFallback({ name, onRetry }: { name: RemoteName; onRetry: () => void }) {
  return (
    <div data-testid={`remote-fallback-${name}`} role="alert" className="mx-auto my-16 max-w-md rounded-lg border border-border bg-surface p-6 text-center shadow-sm">
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

/** One remote's area: its own error boundary and loading state, so a failure never reaches the chrome. */
export function RemoteArea({ name, loader = federationLoader }: { name: RemoteName; loader?: RemoteLoader }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <section data-remote-area={name} className="min-h-[50vh]">
      <RemoteErrorBoundary
        key={`${name}-${attempt}`}
        onRetry={() => {
          loader.reset(name);
          setAttempt((n) => n + 1);
        }}
        fallback={(retry) => <RemoteFallback name={name} onRetry={retry} />}
      >
        <Suspense fallback={<RemoteLoading name={name} />}>
          <LoadedRemote name={name} load={loader.load} />
        </Suspense>
      </RemoteErrorBoundary>
    </section>
  );
}
