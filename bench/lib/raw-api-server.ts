/**
 * The API benchmark's baseline: a plain Node HTTP server with `pg` and `ioredis` doing the work of identity's
 * `GET /api/user/profile` and analysis' `GET /api/deals` by hand, in its own process (started by startRawApiServer):
 * the session JWT verified as the services verify it (HS256 only, issuer, site audience, expiry, with the secret
 * as a key object), the session checked as SessionRegistry checks it (Redis `auth:session:<sha256(jti)>`, a
 * revoked tombstone refused, else the `sessions` row joined to its user and the live answer cached for 30 s with
 * SET NX), then the profile row, or the first page of deals (newest first, 20) and their count.
 * No framework, no ORM, no rate limit, no request log, no maintenance check: the floor a service is compared with.
 * The token's issuer, audience and algorithms, the signing key and the hash are server-kit's own
 * (`@pac/server-kit/session-token`), and the page size the contracts', so the baseline does what the services do
 * when those change.
 */
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEALS_PAGE_SIZE } from '@pac/contracts';
import {
  SESSION_TOKEN_ALGORITHMS,
  SESSION_TOKEN_AUDIENCE,
  SESSION_TOKEN_ISSUER,
  sessionSigningKey,
  sha256Hex,
} from '@pac/server-kit/session-token';
import { Redis } from 'ioredis';
import jwt from 'jsonwebtoken';
import pg from 'pg';
import { startServerProcess } from './measure.js';

// SessionRegistry's (server-kit auth/session-registry.ts), which sits with Nest providers this process does not load.
const SESSION_CACHE_SECONDS = 30;
const sessionCacheKey = (tokenHash: string) => `auth:session:${tokenHash}`;

interface SessionUser {
  id: string;
  email: string;
  role: string;
  portal: string;
  sessionId: string;
}

function serve(): void {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  const redis = new Redis(process.env.REDIS_URL!, { lazyConnect: false });
  const key = sessionSigningKey(process.env.JWT_SECRET!);

  const check = async (jti: string): Promise<SessionUser | null> => {
    const tokenHash = sha256Hex(jti);
    const cacheKey = sessionCacheKey(tokenHash);
    const cached = await redis.get(cacheKey);
    if (cached === 'revoked') return null;
    if (cached) return JSON.parse(cached) as SessionUser;
    const { rows } = await pool.query<{
      session_id: string;
      expires_at: Date;
      revoked_at: Date | null;
      portal: string;
      id: string;
      email: string;
      role: string;
    }>(
      `SELECT s.id AS session_id, s.expires_at, s.revoked_at, s.portal, u.id, u.email, u.role
         FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = $1`,
      [tokenHash],
    );
    const row = rows[0];
    if (!row || row.revoked_at || row.expires_at.getTime() <= Date.now()) return null;
    const live = {
      id: row.id,
      email: row.email,
      role: row.role,
      portal: row.portal,
      sessionId: row.session_id,
    };
    await redis.set(cacheKey, JSON.stringify(live), 'EX', SESSION_CACHE_SECONDS, 'NX');
    return live;
  };

  const authenticate = async (req: http.IncomingMessage): Promise<SessionUser | null> => {
    const token = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (!token) return null;
    let claims: jwt.JwtPayload;
    try {
      claims = jwt.verify(token, key, {
        algorithms: SESSION_TOKEN_ALGORITHMS,
        issuer: SESSION_TOKEN_ISSUER,
        audience: SESSION_TOKEN_AUDIENCE,
      }) as jwt.JwtPayload;
    } catch {
      return null;
    }
    if (typeof claims.jti !== 'string' || typeof claims.sub !== 'string') return null;
    const user = await check(claims.jti);
    return user && user.id === claims.sub && user.portal === 'site' ? user : null;
  };

  const profile = async (user: SessionUser) => {
    const { rows } = await pool.query(
      'SELECT id, full_name, email, plan, plan_status, role FROM users WHERE id = $1',
      [user.id],
    );
    return { success: true, user: rows[0] };
  };

  const deals = async (user: SessionUser) => {
    const [page, count] = await Promise.all([
      pool.query<{ id: string; name: string; model: string; updated_at: Date; headline: unknown }>(
        `SELECT id, name, model, updated_at, headline FROM deals WHERE user_id = $1
          ORDER BY updated_at DESC, id ASC LIMIT ${DEALS_PAGE_SIZE} OFFSET 0`,
        [user.id],
      ),
      pool.query<{ total: number }>('SELECT count(*)::int AS total FROM deals WHERE user_id = $1', [user.id]),
    ]);
    return {
      success: true,
      deals: page.rows.map((row) => ({
        id: row.id,
        name: row.name,
        model: row.model,
        updatedAt: row.updated_at.toISOString(),
        kpis: row.headline,
      })),
      page: 1,
      pageSize: DEALS_PAGE_SIZE,
      total: count.rows[0]!.total,
    };
  };

  const routes: Record<string, (user: SessionUser) => Promise<unknown>> = {
    '/api/user/profile': profile,
    '/api/deals': deals,
  };

  const server = http.createServer((req, res) => {
    const answer = (status: number, body: unknown) => {
      const json = JSON.stringify(body);
      res.writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(json),
      });
      res.end(json);
    };
    const route = routes[(req.url ?? '').split('?')[0]!];
    if (!route) return answer(404, { success: false });
    authenticate(req)
      .then((user) =>
        user ? route(user).then((body) => answer(200, body)) : answer(401, { success: false }),
      )
      .catch((error: Error) => answer(500, { success: false, error: error.message }));
  });
  server.keepAliveTimeout = 5000;
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    process.stdout.write(`${typeof address === 'object' && address ? address.port : 0}\n`);
  });
  process.on('SIGTERM', () => {
    server.close(() => {
      void Promise.all([pool.end(), redis.quit()]).finally(() => process.exit(0));
    });
    server.closeAllConnections();
  });
}

/** Starts the raw server in a process of its own (as the services run) and answers its URL. */
export async function startRawApiServer(env: {
  databaseUrl: string;
  redisUrl: string;
  jwtSecret: string;
}): Promise<{ url: string; pid: number; stop(): Promise<void> }> {
  // The workspace libraries from their sources, as tsx runs this file: no build of them needed.
  const args = ['--conditions=@pac/source', '--import', 'tsx', fileURLToPath(import.meta.url)];
  return startServerProcess(args, {
    cwd: path.dirname(fileURLToPath(import.meta.url)),
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      RAW_API_SERVER: '1',
      DATABASE_URL: env.databaseUrl,
      REDIS_URL: env.redisUrl,
      JWT_SECRET: env.jwtSecret,
    },
  });
}

if (process.env.RAW_API_SERVER === '1') serve();
