import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES, type RemoteName } from '@pac/contracts';
import { freePort } from '@pac/stack/net';
import { closeServer, serveRemote, serveShell } from '@pac/stack/static-hosts';
import { buildManifest } from '@pac/stack/compose-stack';
import { gatewayUrl } from './stack-env.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distOf = (remote: RemoteName) => path.join(repoRoot, remote.replace('_', '-'), 'dist');

/**
 * A second composition of the same built shell and remotes, owned by one test: it can stop a remote's server or
 * move a remote to another address and edit the manifest, as an operator would, without touching the main stack.
 */
export class PrivateComposition {
  readonly remoteServers = new Map<RemoteName, { server: Server; port: number }>();
  private shell?: { server: Server; port: number };
  private manifest: ReturnType<typeof buildManifest> | undefined;

  static async start(): Promise<PrivateComposition> {
    const composition = new PrivateComposition();
    for (const remote of REMOTES) await composition.startRemote(remote);
    composition.manifest = buildManifest(composition.origins());
    const port = await freePort();
    const server = await serveShell({
      distDir: path.join(repoRoot, 'shell/dist'),
      port,
      gatewayUrl,
      manifest: () => composition.manifest,
    });
    composition.shell = { server, port };
    return composition;
  }

  get siteUrl(): string {
    return `http://localhost:${this.shell?.port}`;
  }

  originOf(remote: RemoteName): string {
    return `http://localhost:${this.remoteServers.get(remote)?.port}`;
  }

  async startRemote(remote: RemoteName, port?: number): Promise<number> {
    const chosen = port ?? (await freePort());
    this.remoteServers.set(remote, { server: await serveRemote(distOf(remote), chosen), port: chosen });
    return chosen;
  }

  async stopRemote(remote: RemoteName): Promise<void> {
    const running = this.remoteServers.get(remote);
    if (running) await closeServer(running.server);
  }

  /** Points the manifest at where the remotes run now (what a team's release script does). */
  republishManifest(): void {
    this.manifest = buildManifest(this.origins());
  }

  async stop(): Promise<void> {
    for (const remote of REMOTES) await this.stopRemote(remote);
    if (this.shell) await closeServer(this.shell.server);
  }

  private origins(): Record<RemoteName, string> {
    return Object.fromEntries(REMOTES.map((remote) => [remote, this.originOf(remote)])) as Record<
      RemoteName,
      string
    >;
  }
}
