import {
  ADMIN_SESSION_COOKIE,
  ADMIN_STEP_UP_COOKIE,
  SESSION_COOKIE,
  SIGN_IN_ATTEMPT_COOKIES,
} from '@pac/contracts';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { NO_STORE, carriesCredential, noStoreDecision, noStoreForPersonalAnswers } from './cache-control.js';

/** Which answers caches may keep, decided from the endpoint catalogue and the request's credentials. */
describe('Cache-Control: no-store on per-user and signed-in answers', () => {
  const mustNotStore = noStoreDecision();
  const ask = (method: string, path: string, headers: Record<string, string> = {}) =>
    mustNotStore({ method, path, headers });

  it('leaves a public answer that is the same for everyone cacheable for a visitor without credentials', () => {
    for (const path of ['/api/site-status', '/api/course/catalogue', '/api/course/resources/stage-1.pdf'])
      expect(ask('GET', path), path).toBe(false);
    // Outside the catalogue: health and the OpenAPI pages keep what they have.
    for (const path of ['/health/live', '/health/ready', '/docs', '/api/nothing-here'])
      expect(ask('GET', path), path).toBe(false);
  });

  it('marks signed-in, admin and per-visitor entries no-store whoever asks, and every write', () => {
    for (const [method, path] of [
      ['GET', '/api/user/profile'],
      ['GET', '/api/deals'],
      ['GET', '/api/deals/7d4f4c1e-4b7a-4f55-9f0e-3a1f0c2b9d11'],
      ['GET', '/api/admin/dashboard'],
      ['GET', '/api/admin/settings'],
      // Public, yet one visitor's: a share link's deal, a course session's progress.
      ['GET', '/api/shared/abc123'],
      ['GET', '/api/course/progress'],
      ['POST', '/api/login'],
      ['POST', '/api/analysis/calculate'],
      ['PUT', '/api/admin/settings/security'],
    ]) {
      expect(ask(method!, path!), `${method} ${path}`).toBe(true);
    }
  });

  it('matches the way Express routes: any letter case, one trailing slash, HEAD as GET', () => {
    expect(ask('GET', '/API/User/Profile')).toBe(true);
    expect(ask('GET', '/api/user/profile/')).toBe(true);
    expect(ask('HEAD', '/api/deals/7')).toBe(true);
    expect(ask('HEAD', '/api/site-status')).toBe(false);
    expect(ask('GET', '/api/Shared/abc123/')).toBe(true);
  });

  it('marks any answer to a request with a credential no-store, a public cacheable one included', () => {
    const credentials: Record<string, string>[] = [
      { authorization: 'Bearer abc' },
      { authorization: 'Bearer pac_live_0123' },
      { 'x-step-up': 'proof' },
      ...[
        SESSION_COOKIE,
        ADMIN_SESSION_COOKIE,
        ADMIN_STEP_UP_COOKIE,
        ...Object.values(SIGN_IN_ATTEMPT_COOKIES),
      ].flatMap((name) => [
        { cookie: `${name}=x` },
        { cookie: `theme=dark; __Host-${name}=x` },
        { cookie: `__Secure-${name}=x;other=1` },
      ]),
    ];
    for (const headers of credentials) {
      expect(carriesCredential(headers), JSON.stringify(headers)).toBe(true);
      expect(ask('GET', '/api/site-status', headers), JSON.stringify(headers)).toBe(true);
      expect(ask('GET', '/health/live', headers), JSON.stringify(headers)).toBe(true);
    }
    // A cookie that names no one, or one whose name only ends like a session's, is no credential.
    for (const cookie of ['theme=dark', `not_${SESSION_COOKIE}=x`, `${SESSION_COOKIE}_hint=x`])
      expect(carriesCredential({ cookie }), cookie).toBe(false);
  });

  it('is set before anything answers, so an error carries it, and a handler may still set its own', async () => {
    const app = express();
    app.use(noStoreForPersonalAnswers());
    app.get('/api/user/profile', (_req, res) => {
      res.status(401).json({ success: false, error: 'Please sign in' });
    });
    app.get('/api/deals/:id/report.pdf', (_req, res) => {
      res.set('Cache-Control', 'private, no-store').type('application/pdf').send('%PDF');
    });
    app.get('/api/site-status', (_req, res) => {
      res.json({ success: true });
    });
    const refused = await request(app).get('/api/user/profile');
    expect(refused.status).toBe(401);
    expect(refused.headers['cache-control']).toBe(NO_STORE);
    expect((await request(app).get('/api/deals/7/report.pdf')).headers['cache-control']).toBe(
      'private, no-store',
    );
    expect((await request(app).get('/api/site-status')).headers['cache-control']).toBeUndefined();
    const signedIn = await request(app).get('/api/site-status').set('Cookie', `${SESSION_COOKIE}=x`);
    expect(signedIn.headers['cache-control']).toBe(NO_STORE);
  });
});
