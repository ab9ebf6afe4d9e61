/**
 * The production gateway in front of a benchmark's services: Debian's nginx on the committed deploy/nginx routes
 * (`pac/gateway-routes.conf`, through tools/deploy's harness), upstreams kept alive as production keeps them (16).
 * The local Node gateway (services/gateway) stands in for it in development; users of a deployment go through this.
 *
 * As behind a load balancer, the client's X-Forwarded-For is taken as the peer's address (`real_ip_header`, trusted
 * from 127.0.0.1 only), so the services' per-IP limits count the benchmark's many addresses, not one.
 */
import { REMOTES, SERVICES, type ServiceName } from '@pac/contracts';
import {
  createNginxPrefix,
  freePort,
  requireNginx,
  startNginx,
  writeMainConfig,
} from '@pac/deploy-tools/nginx-harness';
import { remoteHost } from '@pac/deploy-tools/render-routing';
import fs from 'node:fs';
import { childrenOf } from './process-cpu.js';

/** What production's upstreams.conf keeps open to each service. */
const SERVICE_KEEPALIVE = 16;

export interface ProductionGateway {
  url: string;
  /** nginx's master and its workers, for CPU readings. */
  pids(): number[];
  stop(): Promise<void>;
}

export async function startProductionGateway(
  servicePort: (name: ServiceName) => number,
): Promise<ProductionGateway> {
  requireNginx();
  const port = await freePort();
  // The routes name the front ends' upstreams too; the benchmark never asks for a page, so they point nowhere.
  const nowhere = await freePort();
  const upstreams: Record<string, number> = { shell: nowhere };
  for (const remote of REMOTES) upstreams[remoteHost(remote)] = nowhere;
  for (const service of SERVICES) upstreams[service] = servicePort(service);
  const prefix = createNginxPrefix(upstreams, SERVICE_KEEPALIVE);
  writeMainConfig(
    prefix,
    [
      '  include pac/upstreams.conf;',
      `  server {`,
      `    listen 127.0.0.1:${port};`,
      '    set_real_ip_from 127.0.0.1;',
      '    real_ip_header X-Forwarded-For;',
      '    include pac/gateway-routes.conf;',
      '  }',
    ].join('\n'),
  );
  const nginx = await startNginx(prefix, port).catch((error: unknown) => {
    fs.rmSync(prefix.dir, { recursive: true, force: true });
    throw error;
  });
  const master = nginx.process.pid;
  return {
    url: `http://127.0.0.1:${port}`,
    pids: () => (master === undefined ? [] : [master, ...childrenOf(master)]),
    stop: async () => {
      await nginx.stop();
      fs.rmSync(prefix.dir, { recursive: true, force: true });
    },
  };
}
