import {
  HANDOVER_PATHS,
  forgotPasswordRequestSchema,
  handoverExchangeRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  twoFactorSendCodeRequestSchema,
  twoFactorVerifyRequestSchema,
} from '@pac/contracts';
import { fuzzEndpoint, tableCounter, type FuzzEndpoint } from '@pac/server-kit/testing/fuzz';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { type z } from 'zod';
import { STRONG_PASSWORD, startIdentity, type IdentityHarness } from '../testing/identity-test-app.js';

const accepts = (schema: z.ZodType) => (body: unknown) => schema.safeParse(body).success;

/**
 * Every identity endpoint under random and malformed input: never a 5xx, always our JSON error, 400/413 for what
 * the contract refuses, and nothing written to the database by a refused request.
 */
describe('identity under bad input (property-based)', () => {
  let t: IdentityHarness;
  let token = '';
  const bearer = () => ({ Authorization: `Bearer ${token}` });

  beforeAll(async () => {
    t = await startIdentity();
    token = await t.register('fuzz-owner@example.com');
  });
  afterAll(() => t?.stop());

  const endpoints: FuzzEndpoint[] = [
    {
      method: 'post',
      path: '/api/register',
      body: { name: 'Fuzz Person', email: 'fuzz-new@example.com', password: STRONG_PASSWORD },
      accepts: accepts(registerRequestSchema),
    },
    {
      method: 'post',
      path: '/api/login',
      body: { email: 'fuzz-owner@example.com', password: 'not-the-password' },
      accepts: accepts(loginRequestSchema),
    },
    {
      method: 'post',
      path: '/api/2fa/verify',
      body: { email: 'fuzz-owner@example.com', code: '123456' },
      accepts: accepts(twoFactorVerifyRequestSchema),
    },
    {
      method: 'post',
      path: '/api/2fa/send-code',
      body: { email: 'fuzz-owner@example.com' },
      accepts: accepts(twoFactorSendCodeRequestSchema),
    },
    {
      method: 'post',
      path: '/api/admin/login',
      body: { email: 'fuzz-owner@example.com', password: 'not-the-password' },
      accepts: accepts(loginRequestSchema),
    },
    {
      method: 'post',
      path: '/api/admin/2fa/verify',
      body: { email: 'fuzz-owner@example.com', code: '123456' },
      accepts: accepts(twoFactorVerifyRequestSchema),
    },
    {
      method: 'post',
      path: '/api/admin/2fa/send-code',
      body: { email: 'fuzz-owner@example.com' },
      accepts: accepts(twoFactorSendCodeRequestSchema),
    },
    {
      method: 'post',
      path: '/api/forgot-password',
      body: { email: 'fuzz-owner@example.com' },
      accepts: accepts(forgotPasswordRequestSchema),
    },
    {
      method: 'post',
      path: '/api/reset-password',
      body: { token: 'not-a-real-reset-token', new_password: 'N3w!password' },
      accepts: accepts(resetPasswordRequestSchema),
    },
    {
      method: 'post',
      path: HANDOVER_PATHS.exchange,
      // Well-formed but unknown: the contract takes it, the exchange refuses it (401).
      body: { code: 'A'.repeat(43) },
      accepts: accepts(handoverExchangeRequestSchema),
    },
    // Takes no body: whatever comes with it, a signed-in user gets a code and nothing else changes.
    { method: 'post', path: HANDOVER_PATHS.issue, headers: bearer },
    { method: 'get', path: '/api/auth/verify', headers: bearer },
    { method: 'get', path: '/api/user/profile', headers: bearer },
    { method: 'get', path: '/api/2fa/settings', headers: bearer },
    { method: 'get', path: '/health/live' },
    { method: 'get', path: '/health/ready' },
    // Last: a random body must never matter to sign-out, and a fuzzed bearer-less logout revokes nothing.
    { method: 'post', path: '/api/logout' },
  ];

  for (const endpoint of endpoints) {
    it(`${endpoint.method.toUpperCase()} ${endpoint.path}`, async () => {
      await fuzzEndpoint({ server: () => t.app.getHttpServer(), endpoint, counts: tableCounter(t.prisma) });
    });
  }
});
