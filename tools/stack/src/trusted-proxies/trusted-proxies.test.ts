import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { IDENTITY_ENDPOINTS } from '@pac/contracts';
import { createPrismaClient, type PrismaClient } from '@pac/db';
import { createTestDatabase, type TestDatabase } from '@pac/db/testing';
import { IP_LIMITS } from '@pac/identity/rate-limits';
import { TEST_JWT_SECRET, testRedisUrl } from '@pac/server-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, waitForHttpOk } from '../infra/net.js';
import { stopChild } from '../processes.js';

/**
 * The attack of issue 31: a request sent straight to identity's port with a forged X-Forwarded-For. Identity runs
 * as its built process (main.ts, as deployed) believing X-Forwarded-For from TRUSTED_PROXIES=127.0.0.2 alone. All
 * of 127.0.0.0/8 is loopback on Linux, so the test connects from 127.0.0.1 (an untrusted peer) and from 127.0.0.2
 * (the proxy) to the same port.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const PROXY = '127.0.0.2';
const CLIENT = '127.0.0.1';

let database: TestDatabase;
let prisma: PrismaClient;
let identity: ChildProcess;
let port: number;
const output: string[] = [];

/** POSTs JSON to identity from `from`, with `forwardedFor` as X-Forwarded-For; the status. */
function post(route: string, body: unknown, from: string, forwardedFor: string): Promise<number> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: route,
        method: 'POST',
        localAddress: from,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'x-forwarded-for': forwardedFor,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Sign-ins identity has taken from 127.0.0.1 in this file, which its per-address limit counts. */
let signInsFromClient = 0;

async function signIn(email: string, from: string, forwardedFor: string): Promise<number> {
  const status = await post(
    IDENTITY_ENDPOINTS.login.path,
    { email, password: 'Not-the-password-1!' },
    from,
    forwardedFor,
  );
  if (from === CLIENT && status !== 429) signInsFromClient += 1;
  return status;
}

/** The address identity recorded for the sign-in attempts of `email`. */
async function recordedAddresses(email: string): Promise<(string | null)[]> {
  const rows = await prisma.loginAttempt.findMany({ where: { email }, select: { ip: true } });
  return rows.map((row) => row.ip);
}

beforeAll(async () => {
  database = await createTestDatabase();
  prisma = createPrismaClient(database.url);
  port = await freePort();
  const suffix = randomBytes(4).toString('hex');
  identity = spawn(process.execPath, [path.join(root, 'services/identity/dist/main.js')], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      TRUSTED_PROXIES: PROXY,
      DATABASE_URL: database.url,
      REDIS_URL: testRedisUrl(),
      QUEUE_PREFIX: `trusted_proxies_${suffix}`,
      RATE_LIMIT_PREFIX: `trusted_proxies_${suffix}`,
      JWT_SECRET: TEST_JWT_SECRET,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  identity.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  identity.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  try {
    await waitForHttpOk(`http://127.0.0.1:${port}/health/ready`, 60_000);
  } catch (error) {
    throw new Error(`${String(error)}\n${output.join('')}`);
  }
}, 90_000);

afterAll(async () => {
  if (identity) await stopChild(identity);
  await prisma?.$disconnect();
  await database?.drop();
});

describe('X-Forwarded-For only from TRUSTED_PROXIES', () => {
  it('records a sign-in sent straight to the service with a forged header under the real address', async () => {
    const email = `forged.${Date.now()}@example.test`;
    expect(await signIn(email, CLIENT, '203.0.113.66')).toBe(401);
    expect(await recordedAddresses(email)).toEqual([CLIENT]);
  });

  it("takes the client's address from the trusted proxy's header", async () => {
    const email = `proxied.${Date.now()}@example.test`;
    expect(await signIn(email, PROXY, '203.0.113.77')).toBe(401);
    expect(await recordedAddresses(email)).toEqual(['203.0.113.77']);
  });

  it('counts the per-address sign-in limit by the real address, whatever address each request claims', async () => {
    // Each attempt claims another client; the limit still falls due after IP_LIMITS.signIn from 127.0.0.1.
    const statuses: number[] = [];
    for (let n = 1; statuses.at(-1) !== 429 && n <= IP_LIMITS.signIn.limit + 1; n += 1)
      statuses.push(await signIn(`spray.${n}.${Date.now()}@example.test`, CLIENT, `198.51.100.${n}`));
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
    expect(signInsFromClient).toBe(IP_LIMITS.signIn.limit);
    // Clients behind the proxy are counted each under their own address: one's limit is not another's.
    expect(await signIn(`behind.${Date.now()}@example.test`, PROXY, '203.0.113.99')).toBe(401);
  });
});
