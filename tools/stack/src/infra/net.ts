import { acceptsConnections } from '@pac/server-kit/tcp-port';

export { freePort } from '@pac/server-kit/tcp-port';

/** Resolves once something accepts TCP connections on host:port, or rejects after `timeoutMs`. */
export async function waitForPort(port: number, host = '127.0.0.1', timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await canConnect(port, host)) return;
    if (Date.now() > deadline)
      throw new Error(`Nothing is listening on ${host}:${port} after ${timeoutMs} ms`);
    await sleep(150);
  }
}

/** Whether something accepts TCP connections on host:port within `timeoutMs`. */
export const canConnect = (port: number, host = '127.0.0.1', timeoutMs = 1_000): Promise<boolean> =>
  acceptsConnections(host, port, timeoutMs);

/** Fails early with a readable message when a port we must bind is taken (e.g. a second `npm start`). */
export async function assertPortFree(port: number, what: string): Promise<void> {
  if (await canConnect(port)) {
    throw new Error(
      `Port ${port} (${what}) is already in use. Stop whatever runs there or set its port variable.`,
    );
  }
}

/** Polls an HTTP URL until it answers 2xx. */
export async function waitForHttpOk(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  for (;;) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    if (Date.now() > deadline)
      throw new Error(`${url} did not become ready in ${timeoutMs} ms (last: ${last})`);
    await sleep(250);
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
