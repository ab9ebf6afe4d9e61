import 'reflect-metadata';
import { Controller, Get, Module, Post, UseGuards, type INestApplication } from '@nestjs/common';
import { SESSION_COOKIE } from '@pac/contracts';
import { createPrismaClient, type PrismaClient } from '@pac/db';
import { createTestDatabase, type TestDatabase } from '@pac/db/testing';
import jwt from 'jsonwebtoken';
import { type Redis } from 'ioredis';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServiceApp } from '../bootstrap/bootstrap-service.js';
import { ServiceCoreModule } from '../bootstrap/service-core.module.js';
import { REDIS } from '../redis/redis.module.js';
import { TEST_JWT_SECRET, testRedisUrl } from '../testing/index.js';
import { AuthModule } from './auth.module.js';
import { AdminGuard, CheckoutAccessGuard, CurrentUser, SessionAuthGuard } from './session-auth.guard.js';
import { SessionRegistry, sessionCacheKey, type AuthenticatedUser } from './session-registry.js';
import {
  ADMIN_SESSION_TOKEN_AUDIENCE,
  SESSION_TOKEN_AUDIENCE,
  SESSION_TOKEN_ISSUER,
  randomToken,
  sha256Hex,
  signRenewalToken,
} from './session-token.js';

const SITE = 'http://localhost:5173';

@Controller('probe')
class ProbeController {
  @Get('me')
  @UseGuards(SessionAuthGuard)
  me(@CurrentUser() user: AuthenticatedUser) {
    return { success: true, email: user.email, role: user.role };
  }

  @Post('change')
  @UseGuards(SessionAuthGuard)
  change() {
    return { success: true };
  }

  @Post('checkout')
  @UseGuards(CheckoutAccessGuard)
  checkout(@CurrentUser() user: AuthenticatedUser) {
    return { success: true, email: user.email, renewalOnly: user.renewalOnly ?? false };
  }

  @Get('admin')
  @UseGuards(AdminGuard)
  admin() {
    return { success: true };
  }
}

@Module({ controllers: [ProbeController] })
class ProbeFeatureModule {}

describe('session verification for every service (server-kit auth)', () => {
  let database: TestDatabase;
  let prisma: PrismaClient;
  let app: INestApplication;
  let registry: SessionRegistry;
  let redis: Redis;
  let userId: string;
  let adminId: string;

  const http = () => request(app.getHttpServer());
  const signIn = async (id = userId, role: 'user' | 'admin' = 'user') =>
    registry.open({ userId: id, role, ttlHours: 72 });

  beforeAll(async () => {
    database = await createTestDatabase();
    prisma = createPrismaClient(database.url);
    const user = await prisma.user.create({
      data: {
        fullName: 'Ann User',
        email: 'ann@example.com',
        emailNormalized: 'ann@example.com',
        passwordHash: 'x',
      },
    });
    const admin = await prisma.user.create({
      data: {
        fullName: 'Ada Admin',
        email: 'ada@example.com',
        emailNormalized: 'ada@example.com',
        passwordHash: 'x',
        role: 'admin',
      },
    });
    userId = user.id;
    adminId = admin.id;
    @Module({
      imports: [
        ServiceCoreModule.forRoot({ service: 'probe', databaseUrl: database.url, redisUrl: testRedisUrl() }),
        AuthModule.forRoot({ jwtSecret: TEST_JWT_SECRET, allowedOrigins: [SITE] }),
        ProbeFeatureModule,
      ],
    })
    class ProbeAppModule {}
    app = await createServiceApp(ProbeAppModule, { name: 'probe', logLevel: false });
    await app.init();
    registry = app.get(SessionRegistry);
    redis = app.get<Redis>(REDIS);
  });

  afterAll(async () => {
    await app?.close();
    await prisma?.$disconnect();
    await database?.drop();
  });

  it('accepts a live session from the bearer header or the session cookie', async () => {
    const { token } = await signIn();
    const bearer = await http().get('/probe/me').set('Authorization', `Bearer ${token}`);
    expect(bearer.status).toBe(200);
    expect(bearer.body).toEqual({ success: true, email: 'ann@example.com', role: 'user' });
    const cookie = await http().get('/probe/me').set('Cookie', `${SESSION_COOKIE}=${token}`);
    expect(cookie.status).toBe(200);
  });

  it('accepts the session cookie under its __Host- name (https deployments), and no other variant', async () => {
    const { token } = await signIn();
    const hostCookie = await http().get('/probe/me').set('Cookie', `__Host-${SESSION_COOKIE}=${token}`);
    expect(hostCookie.status).toBe(200);
    expect((await http().get('/probe/me').set('Cookie', `__Secure-${SESSION_COOKIE}=${token}`)).status).toBe(
      401,
    );
    // Cookie-authenticated mutations still need the site's Origin, whichever name carried the session.
    const foreign = await http()
      .post('/probe/change')
      .set('Cookie', `__Host-${SESSION_COOKIE}=${token}`)
      .set('Origin', 'https://evil.example');
    expect(foreign.status).toBe(403);
  });

  it('asks to sign in when no token is sent', async () => {
    const res = await http().get('/probe/me');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, error: 'Please sign in to continue' });
  });

  it('refuses a session as soon as it is revoked, even right after a cached live answer', async () => {
    const session = await signIn();
    const auth = `Bearer ${session.token}`;
    expect((await http().get('/probe/me').set('Authorization', auth)).status).toBe(200);
    await registry.revoke(session.tokenHash);
    const res = await http().get('/probe/me').set('Authorization', auth);
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('Your session has expired. Please sign in again.');
  });

  it('refuses a session whose row was revoked in the database before its first use here', async () => {
    const session = await signIn();
    await prisma.session.update({ where: { id: session.sessionId }, data: { revokedAt: new Date() } });
    expect((await http().get('/probe/me').set('Authorization', `Bearer ${session.token}`)).status).toBe(401);
  });

  it('ends every session of a user at once, keeping the one asked for', async () => {
    const [a, b, kept] = [await signIn(), await signIn(), await signIn()];
    for (const s of [a, b, kept]) await http().get('/probe/me').set('Authorization', `Bearer ${s.token}`);
    expect(await registry.revokeAllForUser(userId, { except: kept.tokenHash })).toBeGreaterThanOrEqual(2);
    expect((await http().get('/probe/me').set('Authorization', `Bearer ${a.token}`)).status).toBe(401);
    expect((await http().get('/probe/me').set('Authorization', `Bearer ${b.token}`)).status).toBe(401);
    expect((await http().get('/probe/me').set('Authorization', `Bearer ${kept.token}`)).status).toBe(200);
  });

  describe('refuses forged and stale tokens', () => {
    const claimsFor = async () => {
      const { token } = await signIn();
      return { token, claims: jwt.decode(token) as Record<string, unknown> };
    };
    const refused = async (token: string) => {
      const res = await http().get('/probe/me').set('Authorization', `Bearer ${token}`);
      expect(res.status).toBe(401);
      expect(res.body.success).toBe(false);
    };

    it('a tampered payload (role changed to admin)', async () => {
      const { token } = await claimsFor();
      const [header, payload, signature] = token.split('.');
      const forged = { ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), role: 'admin' };
      await refused(`${header}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`);
    });

    it('an unsigned token with alg none', async () => {
      const { claims } = await claimsFor();
      const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      await refused(`${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`);
    });

    it('a token signed with another secret, issuer or audience', async () => {
      const { claims } = await claimsFor();
      await refused(jwt.sign(claims, 'another-secret-that-is-long-enough-000000', { algorithm: 'HS256' }));
      await refused(jwt.sign({ ...claims, iss: 'someone-else' }, TEST_JWT_SECRET, { algorithm: 'HS256' }));
      await refused(jwt.sign({ ...claims, aud: 'another-app' }, TEST_JWT_SECRET, { algorithm: 'HS256' }));
    });

    it('an expired token, although its session row is live', async () => {
      const jti = randomToken();
      const past = Math.floor(Date.now() / 1000) - 3600;
      await prisma.session.create({
        data: { userId, tokenHash: sha256Hex(jti), expiresAt: new Date(Date.now() + 3_600_000) },
      });
      const token = jwt.sign(
        {
          sub: userId,
          jti,
          role: 'user',
          iss: SESSION_TOKEN_ISSUER,
          aud: SESSION_TOKEN_AUDIENCE,
          iat: past - 60,
          exp: past,
        },
        TEST_JWT_SECRET,
        { algorithm: 'HS256' },
      );
      await refused(token);
    });

    it('a well-signed token for a session that never existed', async () => {
      const now = Math.floor(Date.now() / 1000);
      const claims = {
        sub: userId,
        jti: randomToken(),
        role: 'user',
        iss: SESSION_TOKEN_ISSUER,
        aud: SESSION_TOKEN_AUDIENCE,
      };
      await refused(
        jwt.sign({ ...claims, iat: now, exp: now + 600 }, TEST_JWT_SECRET, { algorithm: 'HS256' }),
      );
    });
  });

  it('lets admin portal sessions of admins through the admin guard and answers 403 to other users', async () => {
    const user = await signIn();
    const admin = await registry.open({ userId: adminId, role: 'admin', ttlHours: 1, portal: 'admin' });
    const denied = await http().get('/probe/admin').set('Authorization', `Bearer ${user.token}`);
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ success: false, error: 'Access denied. Admin privileges required.' });
    expect((await http().get('/probe/admin').set('Authorization', `Bearer ${admin.token}`)).status).toBe(200);
    expect((await http().get('/probe/admin')).status).toBe(401);
    // An admin account's site session is not an admin portal session, and the other way round.
    const adminOnSite = await signIn(adminId, 'admin');
    expect(
      (await http().get('/probe/admin').set('Authorization', `Bearer ${adminOnSite.token}`)).status,
    ).toBe(403);
    expect((await http().get('/probe/me').set('Authorization', `Bearer ${admin.token}`)).status).toBe(401);
    expect(jwt.decode(admin.token)).toMatchObject({ aud: ADMIN_SESSION_TOKEN_AUDIENCE });
  });

  it('ends an idle-limited session once no request came within its idle timeout', async () => {
    const start = new Date();
    const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);
    const open = () =>
      registry.open({
        userId: adminId,
        role: 'admin',
        ttlHours: 1,
        portal: 'admin',
        idleTimeoutSeconds: 60,
        now: start,
      });
    const jtiOf = (token: string) => (jwt.decode(token) as { jti: string }).jti;
    const uncached = async (token: string, seconds: number) => {
      await redis.del(sessionCacheKey(sha256Hex(jtiOf(token))));
      return registry.check(jtiOf(token), at(seconds));
    };
    const idle = await open();
    expect(await uncached(idle.token, 61)).toBeNull();
    const busy = await open();
    expect(await uncached(busy.token, 40)).toMatchObject({ portal: 'admin' });
    expect(await uncached(busy.token, 90)).toMatchObject({ portal: 'admin' });
    expect(await uncached(busy.token, 151)).toBeNull();
  });

  it('checks the Origin of cookie-authenticated mutations, not of bearer ones', async () => {
    const { token } = await signIn();
    const cookie = `${SESSION_COOKIE}=${token}`;
    const foreign = await http()
      .post('/probe/change')
      .set('Cookie', cookie)
      .set('Origin', 'https://evil.example');
    expect(foreign.status).toBe(403);
    expect((await http().post('/probe/change').set('Cookie', cookie)).status).toBe(403);
    expect((await http().post('/probe/change').set('Cookie', cookie).set('Origin', SITE)).status).toBe(201);
    expect((await http().post('/probe/change').set('Authorization', `Bearer ${token}`)).status).toBe(201);
  });

  it('accepts a renewal token for checkout only, never as a session', async () => {
    const renewal = signRenewalToken(TEST_JWT_SECRET, { userId, issuedAt: new Date() });
    const checkout = await http().post('/probe/checkout').set('Authorization', `Bearer ${renewal}`);
    expect(checkout.status).toBe(201);
    expect(checkout.body).toEqual({ success: true, email: 'ann@example.com', renewalOnly: true });
    expect((await http().get('/probe/me').set('Authorization', `Bearer ${renewal}`)).status).toBe(401);
    const stale = signRenewalToken(TEST_JWT_SECRET, { userId, issuedAt: new Date(Date.now() - 16 * 60_000) });
    expect((await http().post('/probe/checkout').set('Authorization', `Bearer ${stale}`)).status).toBe(401);
    const { token } = await signIn();
    const withSession = await http().post('/probe/checkout').set('Authorization', `Bearer ${token}`);
    expect(withSession.body).toEqual({ success: true, email: 'ann@example.com', renewalOnly: false });
  });
});
