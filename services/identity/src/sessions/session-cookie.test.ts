import 'reflect-metadata';
import { SESSION_COOKIE } from '@pac/contracts';
import type request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STRONG_PASSWORD,
  startIdentity,
  type IdentityHarness,
  cookiesOf,
} from '../testing/identity-test-app.js';

const setCookies = (res: request.Response): string[] => {
  const header = res.headers['set-cookie'] as string[] | string | undefined;
  return header === undefined ? [] : Array.isArray(header) ? header : [header];
};

/** The session cookie's Set-Cookie line, split into its name=value and lower-cased attributes. */
function sessionCookieOf(res: request.Response, name: string) {
  const line = setCookies(res).find((cookie) => cookie.startsWith(`${name}=`));
  if (!line) throw new Error(`no ${name} cookie in ${JSON.stringify(setCookies(res))}`);
  const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
  return { value: pair.slice(name.length + 1), attributes: attributes.map((a) => a.toLowerCase()) };
}

/** Register, then password and emailed code as a browser does: no header asking for the token. */
async function browserSignIn(t: IdentityHarness, email: string, forwarded: Record<string, string> = {}) {
  const ip = t.newIp();
  await t.register(email);
  const login = await t
    .http()
    .post('/api/login')
    .set('X-Forwarded-For', ip)
    .send({ email, password: STRONG_PASSWORD });
  expect(login.status).toBe(200);
  return t
    .http()
    .post('/api/2fa/verify')
    .set('X-Forwarded-For', ip)
    .set('Cookie', cookiesOf(login))
    .set(forwarded)
    .send({ email, code: await t.lastCode(email) });
}

describe('session cookie on a plain-http site (localhost)', () => {
  let t: IdentityHarness;
  beforeAll(async () => {
    t = await startIdentity({ PUBLIC_SITE_URL: 'http://localhost:5173' });
  });
  afterAll(async () => t?.stop());

  it('is httpOnly, SameSite=Lax, Path=/, no Domain, plain name, not Secure; the body has no token', async () => {
    const res = await browserSignIn(t, 'http-site@example.com');
    expect(res.status).toBe(200);
    expect(res.body.token).toBeUndefined();
    expect(JSON.stringify(res.body)).not.toMatch(/eyJ/);
    const cookie = sessionCookieOf(res, SESSION_COOKIE);
    expect(cookie.attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/']));
    expect(cookie.attributes).not.toContain('secure');
    expect(cookie.attributes.some((a) => a.startsWith('domain='))).toBe(false);
    expect(setCookies(res).some((line) => line.startsWith('__Host-'))).toBe(false);
    // The cookie alone signs the browser in.
    const me = await t.http().get('/api/user/profile').set('Cookie', `${SESSION_COOKIE}=${cookie.value}`);
    expect(me.status).toBe(200);
  });

  it('a client-sent X-Forwarded-Proto: https does not make it Secure', async () => {
    const res = await browserSignIn(t, 'forwarded-https@example.com', { 'X-Forwarded-Proto': 'https' });
    expect(sessionCookieOf(res, SESSION_COOKIE).attributes).not.toContain('secure');
  });

  it('gives the token in the body to an API client that asks for it, and it equals the cookie', async () => {
    await t.register('api-client@example.com');
    // The harness signs in as an API client: with SESSION_TOKEN_REQUEST_HEADER.
    const res = await t.signIn('api-client@example.com');
    expect(typeof res.body.token).toBe('string');
    expect(sessionCookieOf(res, SESSION_COOKIE).value).toBe(res.body.token);
    const bearer = await t.http().get('/api/user/profile').set('Authorization', `Bearer ${res.body.token}`);
    expect(bearer.status).toBe(200);
  });
});

describe('session cookie on an https site (behind a TLS-terminating proxy)', () => {
  let t: IdentityHarness;
  const HOST_COOKIE = `__Host-${SESSION_COOKIE}`;
  beforeAll(async () => {
    t = await startIdentity({
      PUBLIC_SITE_URL: 'https://site.example',
      CORS_ORIGINS: 'https://site.example',
    });
  });
  afterAll(async () => t?.stop());

  it('is __Host-pac_session, Secure, Path=/, no Domain, even though the request reached identity over http', async () => {
    const res = await browserSignIn(t, 'https-site@example.com');
    expect(res.status).toBe(200);
    expect(res.body.token).toBeUndefined();
    const cookie = sessionCookieOf(res, HOST_COOKIE);
    expect(cookie.attributes).toEqual(
      expect.arrayContaining(['httponly', 'samesite=lax', 'path=/', 'secure']),
    );
    expect(cookie.attributes.some((a) => a.startsWith('domain='))).toBe(false);
    expect(setCookies(res).some((line) => line.startsWith(`${SESSION_COOKIE}=`))).toBe(false);

    // Every service reads that name (server-kit), and logout clears it under the same name and attributes.
    const me = await t.http().get('/api/auth/verify').set('Cookie', `${HOST_COOKIE}=${cookie.value}`);
    expect(me.status).toBe(200);
    const logout = await t
      .http()
      .post('/api/logout')
      .set('Cookie', `${HOST_COOKIE}=${cookie.value}`)
      .set('Origin', 'https://site.example');
    expect(logout.status).toBe(200);
    const cleared = sessionCookieOf(logout, HOST_COOKIE);
    expect(cleared.value).toBe('');
    expect(cleared.attributes).toEqual(expect.arrayContaining(['secure', 'path=/']));
    expect(
      (await t.http().get('/api/auth/verify').set('Cookie', `${HOST_COOKIE}=${cookie.value}`)).status,
    ).toBe(401);
  });
});
