import { connect, createServer, type AddressInfo, type Socket } from 'node:net';

/**
 * A TCP proxy in front of a dependency (PostgreSQL, Redis) that a test switches between passing traffic through and
 * hanging: while hung it still accepts connections but nothing reaches either side, the way a frozen server or a
 * black-holed network looks to a client (no refusal, no reset, just silence). Bytes held meanwhile are delivered
 * in order when it passes again, so connections that survived the hang carry on and the client's recovery shows.
 */
export class HungDependencyProxy {
  private hung = false;
  private readonly pairs = new Set<{
    client: Socket;
    upstream: Socket;
    flush: () => void;
  }>();
  private readonly server = createServer((client) => this.accept(client));

  private constructor(
    private readonly target: { host: string; port: number },
    private listenPort = 0,
  ) {}

  /** Starts a proxy on a free loopback port forwarding to `host:port`. */
  static async start(target: { host: string; port: number }): Promise<HungDependencyProxy> {
    const proxy = new HungDependencyProxy(target);
    await new Promise<void>((resolve, reject) => {
      proxy.server.once('error', reject);
      proxy.server.listen(0, '127.0.0.1', () => resolve());
    });
    proxy.listenPort = (proxy.server.address() as AddressInfo).port;
    return proxy;
  }

  get port(): number {
    return this.listenPort;
  }

  /** `url` with its host and port replaced by the proxy's. */
  urlFor(url: string): string {
    const parsed = new URL(url);
    parsed.hostname = '127.0.0.1';
    parsed.port = String(this.listenPort);
    return parsed.toString();
  }

  /** From now on connections are accepted but nothing is answered. */
  hang(): void {
    this.hung = true;
  }

  /** Traffic flows again, held bytes first. */
  pass(): void {
    this.hung = false;
    for (const pair of this.pairs) pair.flush();
  }

  async stop(): Promise<void> {
    for (const { client, upstream } of this.pairs) {
      client.destroy();
      upstream.destroy();
    }
    this.pairs.clear();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(client: Socket): void {
    const upstream = connect(this.target.port, this.target.host);
    const toUpstream: Buffer[] = [];
    const toClient: Buffer[] = [];
    const flush = () => {
      for (const chunk of toUpstream.splice(0)) upstream.write(chunk);
      for (const chunk of toClient.splice(0)) client.write(chunk);
    };
    const pair = { client, upstream, flush };
    this.pairs.add(pair);
    // Each direction is forwarded by hand (not piped) so a hang holds bytes without stream back-pressure resuming it.
    client.on('data', (chunk: Buffer) => {
      if (this.hung) toUpstream.push(chunk);
      else upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (this.hung) toClient.push(chunk);
      else client.write(chunk);
    });
    const close = () => {
      this.pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('close', close);
    upstream.on('close', close);
    client.on('error', close);
    upstream.on('error', close);
  }
}
