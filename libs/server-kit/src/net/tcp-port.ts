import net from 'node:net';

/**
 * Whether something accepts TCP connections on host:port within `timeoutMs`: the gateway's probe of a replica out
 * of rotation, and the local stack's wait for the servers it starts.
 */
export function acceptsConnections(host: string, port: number, timeoutMs = 1_000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * Wraps a source of offered ports so it never hands out the same one twice: the OS may offer a released port again
 * before its first taker binds it (two services once got the same port and one failed to listen).
 */
export function distinctPorts(offer: () => Promise<number>): () => Promise<number> {
  const handedOut = new Set<number>();
  return async () => {
    for (;;) {
      const port = await offer();
      if (handedOut.has(port)) continue;
      handedOut.add(port);
      return port;
    }
  };
}

/**
 * A loopback port the OS says is free right now (bound to 0, read back, released): nothing listens on it, and this
 * process has not handed it out before.
 */
export const freePort: () => Promise<number> = distinctPorts(portTheOsOffers);

function portTheOsOffers(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
