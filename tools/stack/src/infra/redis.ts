import { spawnSync } from 'node:child_process';
import net from 'node:net';
import { redisServerArgs } from '@pac/server-kit/redis-server-args';
import type { ProcessGroup } from '../processes.js';
import { freePort, waitForPort } from './net.js';

export interface RedisHandle {
  url: string;
  description: string;
}

const HOW_TO_GET_REDIS =
  'No REDIS_URL is set and no `redis-server` binary was found. Install one (Debian/Ubuntu: `apt-get install -y ' +
  'redis-server`; macOS: `brew install redis`) or point REDIS_URL at a running Redis.';

/** REDIS_URL when configured; otherwise a private `redis-server` on a free port, nothing persisted. */
export async function resolveRedis(
  processes: ProcessGroup,
  configuredUrl = process.env.REDIS_URL,
): Promise<RedisHandle> {
  if (configuredUrl) {
    await assertPing(configuredUrl);
    return { url: configuredUrl, description: `configured (${configuredUrl})` };
  }
  const binary = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).stdout.trim();
  if (!binary) throw new Error(HOW_TO_GET_REDIS);
  const port = await freePort();
  processes.start('redis', binary, redisServerArgs(port), process.env);
  await waitForPort(port);
  return { url: `redis://127.0.0.1:${port}`, description: `local redis-server on port ${port}` };
}

/** Sends a raw PING so we fail fast with a clear message instead of letting every service retry forever. */
function assertPing(url: string): Promise<void> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: hostname || '127.0.0.1', port: Number(port || 6379) });
    const fail = (reason: string) => {
      socket.destroy();
      reject(new Error(`REDIS_URL (${url}) is not reachable: ${reason}`));
    };
    socket.setTimeout(3_000, () => fail('timed out'));
    socket.once('error', (error) => fail(error.message));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', () => {
      socket.end();
      resolve();
    });
  });
}
