import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { Redis } from 'ioredis';
import { redisServerArgs } from '@pac/server-kit/redis-server-args';
import { closedPort } from '@pac/server-kit/testing';

/** A redis-server of the test's own (nothing persisted), for tests that flush or stop Redis. */
export async function startPrivateRedis(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await closedPort();
  const server: ChildProcess = spawn('redis-server', redisServerArgs(port), { stdio: 'ignore' });
  const url = `redis://127.0.0.1:${port}`;
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => 100 });
  client.on('error', () => undefined);
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await client.connect().catch(() => undefined);
      if ((await client.ping()) === 'PONG') break;
    } catch {
      if (Date.now() > deadline) throw new Error('redis-server did not start (is it installed?)');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  client.disconnect();
  return {
    url,
    stop: async () => {
      if (server.exitCode !== null) return;
      server.kill('SIGTERM');
      await once(server, 'exit');
    },
  };
}
