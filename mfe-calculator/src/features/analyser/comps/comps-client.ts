/**
 * Runs the comparables worker for one file: a fresh worker per request, ended when it answers, when the request is
 * aborted (a newer file or filters) or at the deadline. Where there is no Worker (jsdom in tests, very old
 * browsers) the same parse runs on the main thread.
 */
import { type DealTier } from '@pac/contracts';
import { type CompsFilters } from './comps-parse.js';
import { type CompsReport } from './comps-summary.js';
import { COMPS_REFUSALS } from './comps-texts.js';

export interface CompsRequest {
  file: File;
  filters: CompsFilters;
  /** The deal's `seasons.tierOfMonth`: which tier each month (January first) is in. */
  tierOfMonth: readonly DealTier[];
}

export type CompsOutcome = { ok: true; report: CompsReport } | { ok: false; message: string };

/** Inside Airbnb's London listings.csv, the largest city file, is well under this. */
export const MAX_COMPS_FILE_MB = 200;
export const COMPS_DEADLINE_SECONDS = 60;

/** The report for `request`; resolves `{ ok: false }` with the message to show, never rejects. */
export function summariseComps(request: CompsRequest, signal?: AbortSignal): Promise<CompsOutcome> {
  if (request.file.size > MAX_COMPS_FILE_MB * 1024 * 1024)
    return Promise.resolve({ ok: false, message: COMPS_REFUSALS.tooLarge(MAX_COMPS_FILE_MB) });
  if (typeof Worker === 'undefined') return onMainThread(request);
  return startWorker().then(
    (started) => answerOf(started, request, signal),
    () => ({ ok: false, message: COMPS_REFUSALS.failed }),
  );
}

interface StartedWorker {
  worker: Worker;
  /** Frees what starting it took (a same-origin shim's blob URL). */
  release: () => void;
}

/**
 * Vite builds the worker as one classic script (an IIFE: papaparse's UMD wrapper needs a `this`, which a module
 * lacks) and serves it as a module in development.
 */
const WORKER_TYPE: WorkerType = import.meta.env.DEV ? 'module' : 'classic';

/**
 * The worker, from the remote's own origin. A worker's script must be same-origin with the page, and the shell
 * serves this remote from another origin (another port under `npm start`): there a same-origin blob loads the
 * worker's script, which the page's CSP (`worker-src blob:`, the remote in `script-src`) allows.
 */
async function startWorker(): Promise<StartedWorker> {
  const { default: url } = await import('./comps.worker.ts?worker&url');
  const href = new URL(url, import.meta.url).href;
  if (new URL(href).origin === globalThis.location.origin)
    return { worker: new Worker(href, { type: WORKER_TYPE }), release: () => {} };
  const load =
    WORKER_TYPE === 'module' ? `import ${JSON.stringify(href)};` : `importScripts(${JSON.stringify(href)});`;
  const shim = URL.createObjectURL(new Blob([load], { type: 'text/javascript' }));
  return { worker: new Worker(shim, { type: WORKER_TYPE }), release: () => URL.revokeObjectURL(shim) };
}

function answerOf(
  { worker, release }: StartedWorker,
  request: CompsRequest,
  signal: AbortSignal | undefined,
): Promise<CompsOutcome> {
  return new Promise((resolve) => {
    const finish = (outcome: CompsOutcome | null) => {
      clearTimeout(deadline);
      signal?.removeEventListener('abort', abort);
      worker.terminate();
      release();
      // An aborted request is superseded: its caller no longer listens, so nothing needs saying.
      if (outcome) resolve(outcome);
    };
    const abort = () => finish(null);
    const deadline = setTimeout(
      () => finish({ ok: false, message: COMPS_REFUSALS.tooSlow(COMPS_DEADLINE_SECONDS) }),
      COMPS_DEADLINE_SECONDS * 1000,
    );
    if (signal?.aborted) {
      abort();
      return;
    }
    signal?.addEventListener('abort', abort, { once: true });
    worker.addEventListener('message', (event: MessageEvent<CompsOutcome>) => finish(event.data));
    worker.addEventListener('error', () => finish({ ok: false, message: COMPS_REFUSALS.failed }));
    worker.postMessage(request);
  });
}

/** Loaded only here, so papaparse stays out of the page's own chunks (the worker bundles its copy). */
async function onMainThread({ file, filters, tierOfMonth }: CompsRequest): Promise<CompsOutcome> {
  try {
    const [{ parseCompsFile }, { compsReport }] = await Promise.all([
      import('./comps-parse.js'),
      import('./comps-summary.js'),
    ]);
    const parsed = await parseCompsFile(file, filters);
    return parsed.ok ? { ok: true, report: compsReport(parsed.sample, tierOfMonth) } : parsed;
  } catch {
    return { ok: false, message: COMPS_REFUSALS.failed };
  }
}
