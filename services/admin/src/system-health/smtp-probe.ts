import { connect } from 'node:net';

/** Connects to an SMTP server and waits for its 220 greeting; resolves with the outcome, never rejects. */
export function probeSmtp(
  host: string,
  port: number,
  timeoutMs = 3_000,
): Promise<{ ok: boolean; detail: string }> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    let settled = false;
    const finish = (ok: boolean, detail: string) => {
      if (settled) return;
      settled = true;
      socket.end('QUIT\r\n');
      socket.destroy();
      resolve({ ok, detail });
    };
    socket.setTimeout(timeoutMs, () =>
      finish(false, `no answer from ${host}:${port} within ${timeoutMs} ms`),
    );
    socket.once('error', (error) => finish(false, `${host}:${port} unreachable (${error.message})`));
    socket.once('data', (data) => {
      const greeting = data.toString('utf8');
      if (greeting.startsWith('220')) finish(true, `${host}:${port} answered`);
      else finish(false, `${host}:${port} refused: ${greeting.slice(0, 80).trim()}`);
    });
  });
}
