import jwt from 'jsonwebtoken';
import { type Server } from 'node:http';
import request from 'supertest';
import { randomToken, signRenewalToken } from '../auth/session-token.js';

/**
 * Attack helpers for the services' hardening tests: forged session tokens derived from a real one, and a check
 * that a list of protected routes refuses each of them with our JSON error.
 */

export interface Forgery {
  label: string;
  token: string;
}

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Tokens an attacker could make from a real session token `token` (claims readable by anyone) without the
 * secret, or with the secret but outside what a session is: none of them may open anything.
 */
export function forgeriesOf(token: string, secret: string): Forgery[] {
  const claims = jwt.decode(token) as Record<string, unknown>;
  const [header, , signature] = token.split('.') as [string, string, string];
  // A claim more, so the payload differs from the real one even when the token already is an admin's.
  const asAdmin = { ...claims, role: 'admin', scope: 'all' };
  const now = Math.floor(Date.now() / 1000);
  const hs256 = (payload: object, key = secret) => jwt.sign(payload, key, { algorithm: 'HS256' });
  return [
    { label: 'alg none', token: `${encode({ alg: 'none', typ: 'JWT' })}.${encode(asAdmin)}.` },
    {
      label: 'alg none, signature kept',
      token: `${encode({ alg: 'none', typ: 'JWT' })}.${encode(asAdmin)}.${signature}`,
    },
    { label: 'payload changed (role admin)', token: `${header}.${encode(asAdmin)}.${signature}` },
    { label: 'signed with a wrong key', token: hs256(asAdmin, 'a-wrong-key-that-is-long-enough-0000000000') },
    { label: 'HS256 with the signature removed', token: `${header}.${encode(claims)}.` },
    { label: 'HS512 with the right key', token: jwt.sign(claims, secret, { algorithm: 'HS512' }) },
    {
      label: 'expired (right key, live session)',
      token: hs256({ ...claims, iat: now - 7200, exp: now - 3600 }),
    },
    { label: 'another issuer', token: hs256({ ...claims, iss: 'someone-else' }) },
    { label: 'another audience', token: hs256({ ...claims, aud: 'another-app' }) },
    { label: 'no session behind it', token: hs256({ ...claims, jti: randomToken() }) },
    {
      label: 'another user on this session',
      token: hs256({ ...claims, sub: '00000000-0000-4000-8000-000000000000' }),
    },
    {
      label: 'renewal token (checkout only)',
      token: signRenewalToken(secret, { userId: String(claims.sub), issuedAt: new Date() }),
    },
    { label: 'not a JWT', token: 'not-a-jwt' },
    { label: 'three empty parts', token: '..' },
  ];
}

export interface ProtectedRoute {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  body?: object;
}

/**
 * Sends every token to every route, as a bearer header and as each session cookie (with the site's Origin, so
 * only the token decides), and expects `status` with `{ success: false, error }` each time.
 */
export async function expectRefusedEverywhere(options: {
  server: () => Server;
  routes: readonly ProtectedRoute[];
  tokens: readonly Forgery[];
  cookieNames: readonly string[];
  origin: string;
  status?: number;
}): Promise<void> {
  const { server, routes, tokens, cookieNames, origin, status = 401 } = options;
  const failures: string[] = [];
  for (const route of routes) {
    for (const { label, token } of tokens) {
      const carriers: [string, Record<string, string>][] = [
        ['bearer', { Authorization: `Bearer ${token}` }],
        ...cookieNames.map((name): [string, Record<string, string>] => [
          `cookie ${name}`,
          { Cookie: `${name}=${token}`, Origin: origin },
        ]),
      ];
      for (const [carrier, headers] of carriers) {
        let req = request(server())[route.method](route.path).set(headers);
        if (route.body) req = req.send(route.body);
        const res = await req;
        const body = res.body as { success?: unknown; error?: unknown };
        if (res.status !== status || body.success !== false || typeof body.error !== 'string') {
          failures.push(
            `${route.method.toUpperCase()} ${route.path} with ${label} (${carrier}) answered ${res.status}: ${res.text?.slice(0, 160)}`,
          );
        }
      }
    }
  }
  if (failures.length > 0) throw new Error(`Expected ${status} everywhere:\n${failures.join('\n')}`);
}

/** Script and SQL payloads every text field must store as they are and hand back as data. */
export const INJECTION_PAYLOADS = [
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '" onmouseover="alert(1)',
  "Robert'); DELETE FROM sessions;--",
] as const;
