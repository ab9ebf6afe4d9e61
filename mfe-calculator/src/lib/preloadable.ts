import { use } from 'react';

/** A promise with its outcome written on it, the way React's `use` reads an already settled promise at once. */
type TrackedPromise<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

export interface Preloadable<T> {
  /** Starts the import (once; a failed one is tried again on the next call) and returns its promise. */
  load: () => Promise<T>;
  /** The module if it has arrived, else undefined: lets code use it synchronously when it can. */
  current: () => T | undefined;
  /** In a component: the module, suspending until it has arrived (at once, without suspending, once it has). */
  use: () => T;
}

/**
 * A lazily imported module that can be started ahead of need (after the first paint, on hover) and then used by
 * components and by plain code alike. Unlike React.lazy it hands over the whole module, and a component reading a
 * module that has arrived renders straight away instead of showing its fallback for a moment.
 */
export function preloadable<T>(importer: () => Promise<T>): Preloadable<T> {
  let promise: TrackedPromise<T> | undefined;
  const load = (): Promise<T> => {
    if (promise && promise.status !== 'rejected') return promise;
    const started: TrackedPromise<T> = importer();
    started.status = 'pending';
    started.then(
      (value) => {
        started.status = 'fulfilled';
        started.value = value;
      },
      (reason: unknown) => {
        started.status = 'rejected';
        started.reason = reason;
      },
    );
    promise = started;
    return started;
  };
  return {
    load,
    current: () => (promise?.status === 'fulfilled' ? promise.value : undefined),
    use: () => use(load()),
  };
}
