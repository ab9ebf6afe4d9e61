/**
 * The comparables worker: parses the chosen file with papaparse, streaming (the file may hold tens of thousands of
 * listings), and posts back the summary and the skipped rows by reason, so the page never waits on the parse.
 * It answers one request and is then ended by the client.
 */
import { parseCompsFile } from './comps-parse.js';
import { type CompsOutcome, type CompsRequest } from './comps-client.js';
import { compsReport } from './comps-summary.js';
import { COMPS_REFUSALS } from './comps-texts.js';

// In a module worker `self` is the worker's global scope; the DOM lib types it as a window.
const scope = self as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<CompsRequest>) => void): void;
  postMessage(message: CompsOutcome): void;
};

scope.addEventListener('message', (event) => {
  const { file, filters, tierOfMonth } = event.data;
  parseCompsFile(file, filters).then(
    (parsed) =>
      scope.postMessage(parsed.ok ? { ok: true, report: compsReport(parsed.sample, tierOfMonth) } : parsed),
    () => scope.postMessage({ ok: false, message: COMPS_REFUSALS.failed }),
  );
});
