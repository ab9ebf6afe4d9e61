import 'reflect-metadata';
import { Controller, Get, Module, UseGuards, type INestApplication } from '@nestjs/common';
import { IDENTITY_MESSAGES, SESSION_COOKIE } from '@pac/contracts';
import {
  AuthModule,
  CurrentUser,
  ServiceCoreModule,
  SessionAuthGuard,
  createServiceApp,
  type AuthenticatedUser,
} from '@pac/server-kit';
import { TEST_JWT_SECRET, testRedisUrl } from '@pac/server-kit/testing';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE, startIdentity, type IdentityHarness } from '../testing/identity-test-app.js';

/** Another service (say billing) that only imports the server-kit guard: it never calls identity. */
@Controller('api/payment')
class OtherServiceController {
  @Get('status')
  @UseGuards(SessionAuthGuard)
  status(@CurrentUser() user: AuthenticatedUser) {
    return { success: true, user_id: user.id };
  }
}

describe('sessions: verify, profile, settings, logout revocation seen by other services', () => {
  let t: IdentityHarness;
  let other: INestApplication;

  beforeAll(async () => {
    t = await startIdentity();
    @Module({
      imports: [
        ServiceCoreModule.forRoot({
          service: 'billing',
          databaseUrl: t.config.DATABASE_URL,
          redisUrl: testRedisUrl(),
        }),
        AuthModule.forRoot({ jwtSecret: TEST_JWT_SECRET, allowedOrigins: [SITE] }),
      ],
      controllers: [OtherServiceController],
    })
    class OtherServiceModule {}
    other = await createServiceApp(OtherServiceModule, { name: 'billing', logLevel: false });
    await other.init();
  });
  afterAll(async () => {
    await other?.close();
    await t?.stop();
  });

  const signedIn = async (email: string) => {
    await t.register(email);
    const res = await t.signIn(email);
    return res.body.token as string;
  };

  it('GET /api/auth/verify (cookie) and /api/user/profile (bearer) return the user', async () => {
    const token = await signedIn('me@example.com');
    const expected = {
      email: 'me@example.com',
      full_name: 'Test User',
      plan: 'free',
      plan_status: 'active',
      role: 'user',
    };
    const verify = await t.http().get('/api/auth/verify').set('Cookie', `${SESSION_COOKIE}=${token}`);
    expect(verify.status).toBe(200);
    expect(verify.body).toMatchObject({ success: true, user: expected });
    const profile = await t.http().get('/api/user/profile').set('Authorization', `Bearer ${token}`);
    expect(profile.body).toMatchObject({ success: true, user: expected });
    const anonymous = await t.http().get('/api/auth/verify');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ success: false, error: IDENTITY_MESSAGES.signInRequired });
  });

  it('GET /api/2fa/settings reports mandatory email two-factor', async () => {
    const token = await signedIn('settings@example.com');
    const res = await t.http().get('/api/2fa/settings').set('Cookie', `${SESSION_COOKIE}=${token}`);
    expect(res.body).toEqual({
      success: true,
      enabled: true,
      mandatory: true,
      method: 'email',
      email: 'settings@example.com',
    });
    expect((await t.http().get('/api/2fa/settings')).status).toBe(401);
  });

  it('logout revokes the session for real: identity and another service refuse it at once', async () => {
    const token = await signedIn('bye@example.com');
    const bearer = `Bearer ${token}`;
    expect(
      (await request(other.getHttpServer()).get('/api/payment/status').set('Authorization', bearer)).status,
    ).toBe(200);

    const out = await t
      .http()
      .post('/api/logout')
      .set('Cookie', `${SESSION_COOKIE}=${token}`)
      .set('Origin', SITE);
    expect(out.status).toBe(200);
    expect(out.headers['set-cookie']?.[0]).toMatch(
      new RegExp(`^${SESSION_COOKIE}=;.*Expires=Thu, 01 Jan 1970`),
    );

    const elsewhere = await request(other.getHttpServer())
      .get('/api/payment/status')
      .set('Authorization', bearer);
    expect(elsewhere.status).toBe(401);
    expect(elsewhere.body.error).toBe(IDENTITY_MESSAGES.sessionEnded);
    expect((await t.http().get('/api/user/profile').set('Authorization', bearer)).status).toBe(401);
    const row = await t.prisma.session.findFirstOrThrow({
      where: { user: { emailNormalized: 'bye@example.com' } },
      orderBy: { createdAt: 'desc' },
    });
    expect(row.revokedAt).not.toBeNull();
    // Signing out twice (or with no session) is harmless.
    expect((await t.http().post('/api/logout')).status).toBe(200);
  });

  it('refuses a cookie logout from a foreign origin (cross-site request forgery)', async () => {
    const token = await signedIn('csrf@example.com');
    const res = await t
      .http()
      .post('/api/logout')
      .set('Cookie', `${SESSION_COOKIE}=${token}`)
      .set('Origin', 'https://evil.example');
    expect(res.status).toBe(403);
    expect((await t.http().get('/api/user/profile').set('Authorization', `Bearer ${token}`)).status).toBe(
      200,
    );
  });

  it('makes sessions last the sessionTimeout setting', async () => {
    await t.prisma.setting.create({ data: { group: 'security', key: 'sessionTimeout', value: 2 } });
    try {
      await signedIn('short@example.com');
      const session = await t.prisma.session.findFirstOrThrow({
        where: { user: { emailNormalized: 'short@example.com' } },
        orderBy: { createdAt: 'desc' },
      });
      const hours = (session.expiresAt.getTime() - session.createdAt.getTime()) / 3_600_000;
      expect(hours).toBeCloseTo(2, 3);
    } finally {
      await t.prisma.setting.delete({ where: { group_key: { group: 'security', key: 'sessionTimeout' } } });
    }
  });
});
