import http from 'node:http';

/** A JSON answer: status, parsed body and the `set-cookie` lines. */
export interface JsonAnswer {
  status: number;
  body: Record<string, unknown>;
  setCookie: string[];
}

/**
 * POSTs JSON over keep-alive connections with node:http. The sign-in benchmark's client shares the 2 cores with the
 * stack it measures; fetch (undici's web streams and header objects) cost it about 5 ms of CPU per sign-in, which
 * the stack then lacked.
 */
export function jsonClient(baseUrl: string, maxSockets = 64) {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const { hostname, port } = new URL(baseUrl);
  const post = (path: string, body: unknown, headers: Record<string, string> = {}): Promise<JsonAnswer> =>
    new Promise((resolve, reject) => {
      const payload = JSON.stringify(body);
      const request = http.request(
        {
          agent,
          hostname,
          port,
          path,
          method: 'POST',
          headers: {
            ...headers,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const status = response.statusCode ?? 0;
            const text = Buffer.concat(chunks).toString('utf8');
            try {
              const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
              resolve({ status, body, setCookie: response.headers['set-cookie'] ?? [] });
            } catch {
              // A proxy's HTML error page, say: the status and the start of the page say more than a parse error.
              reject(new Error(`POST ${path} answered ${status} with no JSON: ${text.slice(0, 200)}`));
            }
          });
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  return { post, close: () => agent.destroy() };
}
