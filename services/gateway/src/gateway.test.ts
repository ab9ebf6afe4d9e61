import express from 'express';
import { type AddressInfo, createServer, type Server } from 'node:net';
import { type Server as HttpServer, type RequestListener } from 'node:http';
import { EVENT_LOOP_CHECK, SERVICES, livenessSchema } from '@pac/contracts';
import { EventLoopWatchdog } from '@pac/server-kit/event-loop-watchdog';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayConfigSchema } from './config/gateway.config.js';
import { createGateway } from './gateway.js';

/** A throwaway service that echoes what reached it, so the test sees exactly what the gateway forwarded. */
function startFakeService(name: string, port = 0): Promise<HttpServer> {
  const app = express();
  app.get('/health/ready', (_req, res) => {
    res.json({
      service: name,
      status: 'healthy',
      checks: { database: { status: 'healthy' } },
      uptime_seconds: 1,
    });
  });
  // Accepts the request and never answers: the gateway must not hang with it.
  app.get('/api/user/stuck', () => undefined);
  app.use(express.raw({ type: () => true }), (req, res) => {
    res.json({
      service: name,
      method: req.method,
      url: req.originalUrl,
      body: Buffer.isBuffer(req.body) ? req.body.toString('utf8') : '',
      contentType: req.headers['content-type'] ?? null,
      signature: req.headers['stripe-signature'] ?? null,
      forwardedFor: req.headers['x-forwarded-for'] ?? null,
      forwardedProto: req.headers['x-forwarded-proto'] ?? null,
      forwardedHost: req.headers['x-forwarded-host'] ?? null,
      forwardedPort: req.headers['x-forwarded-port'] ?? null,
    });
  });
  return new Promise((resolve) => {
    const server = app.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/** A port nothing listens on: bind, note the port, close. */
async function closedPort(): Promise<number> {
  const probe: Server = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const urlOf = (server: HttpServer) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

describe('gateway', () => {
  let identity: HttpServer;
  let content: HttpServer;
  let admin: HttpServer;
  let analysis: HttpServer;
  let gateway: RequestListener;

  beforeAll(async () => {
    [identity, content, admin, analysis] = (await Promise.all(
      ['identity', 'content', 'admin', 'analysis'].map((name) => startFakeService(name)),
    )) as [HttpServer, HttpServer, HttpServer, HttpServer];
    const config = gatewayConfigSchema.parse({
      IDENTITY_URL: urlOf(identity),
      BILLING_URL: `http://127.0.0.1:${await closedPort()}`,
      CONTENT_URL: urlOf(content),
      ADMIN_URL: urlOf(admin),
      ANALYSIS_URL: urlOf(analysis),
      HEALTH_TIMEOUT_MS: '1000',
    });
    gateway = createGateway(config);
  });

  afterAll(async () => {
    await Promise.all(
      [identity, content, admin, analysis].map((server) => new Promise((resolve) => server.close(resolve))),
    );
  });

  it('routes a prefix to its service with method, path, query and JSON body intact', async () => {
    const res = await request(gateway)
      .post('/api/login?next=%2Fcourses')
      .send({ email: 'a@b.co', password: 'x' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      service: 'identity',
      method: 'POST',
      url: '/api/login?next=%2Fcourses',
      body: '{"email":"a@b.co","password":"x"}',
      contentType: 'application/json',
    });
    expect(res.body.forwardedFor).toBeTruthy();
  });

  it("replaces a client's own X-Forwarded-For with the address it connected from", async () => {
    const res = await request(gateway).post('/api/register').set('X-Forwarded-For', '198.51.100.23').send({});
    expect(res.body.service).toBe('identity');
    // The test client connects over loopback; nothing it claims may reach the service.
    expect(res.body.forwardedFor).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
  });

  it('passes on the client address a configured trusted proxy reports, and only that', async () => {
    const config = gatewayConfigSchema.parse({
      IDENTITY_URL: urlOf(identity),
      TRUSTED_PROXIES: '127.0.0.1/32',
    });
    const behindProxy = createGateway(config);
    const single = await request(behindProxy).post('/api/login').set('X-Forwarded-For', '203.0.113.7');
    expect(single.body.forwardedFor).toBe('203.0.113.7');
    // Left of the proxy's entry the client could write anything: the nearest untrusted hop counts.
    const chain = await request(behindProxy)
      .post('/api/login')
      .set('X-Forwarded-For', '198.51.100.1, 203.0.113.7');
    expect(chain.body.forwardedFor).toBe('203.0.113.7');
  });

  it("replaces a client's own X-Forwarded-Proto, -Host and -Port with the connection's", async () => {
    const res = await request(gateway)
      .post('/api/login')
      .set('X-Forwarded-Proto', 'https')
      .set('X-Forwarded-Host', 'evil.example')
      .set('X-Forwarded-Port', '443')
      .send({});
    expect(res.body.service).toBe('identity');
    // A service trusting the gateway would otherwise take the client's word for the scheme and the host.
    expect(res.body.forwardedProto).toBe('http');
    expect(res.body.forwardedHost).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(res.body.forwardedHost).not.toContain('evil');
    // The connection's own port (the one in the host), never the client's 443; an ephemeral port may contain "443".
    expect(res.body.forwardedPort).toBe(res.body.forwardedHost.split(':')[1]);
  });

  it('passes on the scheme and host a configured trusted proxy reports', async () => {
    const behindProxy = createGateway(
      gatewayConfigSchema.parse({ IDENTITY_URL: urlOf(identity), TRUSTED_PROXIES: '127.0.0.1/32' }),
    );
    const res = await request(behindProxy)
      .post('/api/login')
      .set('X-Forwarded-Proto', 'https')
      .set('X-Forwarded-Host', 'site.example')
      .send({});
    expect(res.body.forwardedProto).toBe('https');
    expect(res.body.forwardedHost).toBe('site.example');
  });

  it('accepts addresses, CIDRs and range names as TRUSTED_PROXIES and refuses anything else', () => {
    expect(gatewayConfigSchema.parse({}).TRUSTED_PROXIES).toEqual([]);
    expect(
      gatewayConfigSchema.parse({ TRUSTED_PROXIES: ' 10.0.0.0/8, 192.168.1.4,fd00::/8,loopback ' })
        .TRUSTED_PROXIES,
    ).toEqual(['10.0.0.0/8', '192.168.1.4', 'fd00::/8', 'loopback']);
    for (const bad of ['10.0.0.0/33', 'proxy.internal', '10.0.0.1/8/2', '::1/129', '10.0.0.0/x']) {
      const parsed = gatewayConfigSchema.safeParse({ TRUSTED_PROXIES: bad });
      expect(parsed.success, bad).toBe(false);
      expect(parsed.error?.issues[0]?.message).toMatch(/IP addresses or CIDRs/);
    }
  });

  it('streams a webhook body byte for byte with its signature header (no body parsing)', async () => {
    // Billing runs in a closed port here, so point a second gateway's billing at the echo service.
    const config = gatewayConfigSchema.parse({ BILLING_URL: urlOf(content) });
    const raw = '{ "id": "evt_1",\n  "type": "checkout.session.completed" }';
    const res = await request(createGateway(config))
      .post('/api/webhooks/stripe')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', 't=1,v1=abc')
      .send(raw);
    expect(res.body).toMatchObject({ url: '/api/webhooks/stripe', body: raw, signature: 't=1,v1=abc' });
  });

  it('tells neighbouring prefixes apart and keeps other methods', async () => {
    const signup = await request(gateway).put('/api/course-signup/42').send('plain text').type('text/plain');
    expect(signup.body).toMatchObject({
      service: 'content',
      method: 'PUT',
      url: '/api/course-signup/42',
      body: 'plain text',
    });
    const users = await request(gateway).delete('/api/admin/users/7');
    expect(users.body).toMatchObject({ service: 'admin', method: 'DELETE', url: '/api/admin/users/7' });
  });

  it("routes the deal calculator's prefixes to the analysis service", async () => {
    const calculate = await request(gateway).post('/api/analysis/calculate').send({ nightlyRate: 120 });
    expect(calculate.body).toMatchObject({
      service: 'analysis',
      method: 'POST',
      url: '/api/analysis/calculate',
      body: '{"nightlyRate":120}',
    });
    for (const [method, url] of [
      ['get', '/api/deals/7/report.pdf'],
      ['get', '/api/deals/7/export.csv'],
      ['put', '/api/deals/7'],
      ['get', '/api/shared/abc123'],
      ['delete', '/api/api-keys/3'],
      ['get', '/api/deal-templates'],
    ] as const) {
      expect((await request(gateway)[method](url)).body, url).toMatchObject({ service: 'analysis', url });
    }
    expect((await request(gateway).get('/api/dealsx')).status).toBe(404);
  });

  it('answers 502 JSON naming the service when it is down, without hanging', async () => {
    const res = await request(gateway).post('/api/payment/checkout').send({ plan: 'pro' });
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ success: false, error: 'Billing service is unavailable' });
  });

  it('gives up on a service that never answers after PROXY_TIMEOUT_MS', async () => {
    const config = gatewayConfigSchema.parse({ IDENTITY_URL: urlOf(identity), PROXY_TIMEOUT_MS: '300' });
    const started = Date.now();
    const res = await request(createGateway(config)).get('/api/user/stuck');
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(res.status).toBe(504);
    expect(res.body).toEqual({ success: false, error: 'Identity service did not answer in time' });
  });

  it("answers its own liveness from its event-loop watchdog (npm start's supervisor polls it)", async () => {
    const watchdog = new EventLoopWatchdog().start();
    try {
      const app = createGateway(gatewayConfigSchema.parse({}), undefined, watchdog);
      const res = await request(app).get('/health/live');
      expect(res.status).toBe(200);
      expect(livenessSchema.parse(res.body)).toEqual({ status: 'ok' });
      expect(res.headers['cache-control']).toBe('no-store');
    } finally {
      watchdog.stop();
    }
  });

  it('answers 404 JSON for /api paths no service owns', async () => {
    const res = await request(gateway).get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body.success).toBe(false);
    const lookalike = await request(gateway).get('/api/loginx');
    expect(lookalike.status).toBe(404);
    // Removed in issue 31 (usage is recorded by the services that do the work): never forwarded anywhere.
    for (const [method, path] of [
      ['post', '/api/usage/events'],
      ['get', '/api/usage/allowance'],
    ] as const) {
      const removed = await request(gateway)[method](path).send({ kind: 'calculation' });
      expect(removed.status, path).toBe(404);
      expect(removed.body.service, path).toBeUndefined();
    }
  });

  it("maps health and docs paths onto the service's own", async () => {
    const ready = await request(gateway).get('/api/health/identity/ready');
    expect(ready.body).toMatchObject({ service: 'identity', status: 'healthy' });
    const live = await request(gateway).get('/api/health/content/live');
    expect(live.body).toMatchObject({ service: 'content', url: '/health/live' });
    for (const path of ['/api/docs/admin-json', '/api/docs/admin/json']) {
      expect((await request(gateway).get(path)).body).toMatchObject({ service: 'admin', url: '/docs-json' });
    }
    const page = await request(gateway).get('/api/docs/admin');
    expect(page.status).toBe(302);
    expect(page.headers.location).toBe('/api/docs/admin/');
    expect((await request(gateway).get('/api/docs/admin/')).body).toMatchObject({ url: '/docs/' });
    expect((await request(gateway).get('/api/docs/admin/swagger-ui.css')).body).toMatchObject({
      url: '/docs/swagger-ui.css',
    });
    expect((await request(gateway).get('/api/health/identity/other')).status).toBe(404);
  });

  it('aggregates readiness and reports an unreachable service as unhealthy with 503', async () => {
    const res = await request(gateway).get('/api/health');
    expect(res.status).toBe(503);
    expect(res.body.status).toBe('unhealthy');
    expect(res.body.services.identity.status).toBe('healthy');
    expect(res.body.services.content.status).toBe('healthy');
    expect(res.body.services.analysis.status).toBe('healthy');
    expect(Object.keys(res.body.services).sort()).toEqual([...SERVICES].sort());
    expect(res.body.services.billing).toEqual({ status: 'unhealthy', error: 'unreachable' });
  });

  it('sets security headers and no X-Powered-By', async () => {
    const res = await request(gateway).get('/api/nothing-here');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('puts a policy without inline scripts and frame protection on answers, proxied or its own', async () => {
    for (const path of ['/api/nothing-here', '/api/health', '/api/user']) {
      const res = await request(gateway).get(path);
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      // Plain http outside production: no HSTS (the local stack must never pin HTTPS on localhost).
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
    const docs = await request(gateway).get('/api/docs/admin/');
    expect(docs.headers['content-security-policy']).toContain("script-src 'self'");
    expect(docs.headers['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  it('sends HSTS when forced on, and in production over HTTPS', async () => {
    const forced = createGateway(gatewayConfigSchema.parse({ HSTS: 'on' }));
    for (const path of ['/api/nothing-here', '/api/health', '/api/health/identity/ready'])
      expect((await request(forced).get(path)).headers['strict-transport-security'], path).toBe(
        'max-age=31536000; includeSubDomains',
      );
    expect(() => gatewayConfigSchema.parse({ HSTS: 'yes' })).toThrow(/must be auto, on or off/);
  });

  it('lets the shell origin call with credentials and ignores other origins', async () => {
    const allowed = await request(gateway)
      .options('/api/login')
      .set('Origin', 'http://localhost:5173')
      .set('Access-Control-Request-Method', 'POST');
    expect(allowed.status).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    const other = await request(gateway).get('/api/nothing-here').set('Origin', 'https://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('gateway over replicas', () => {
  let replicas: HttpServer[];
  const names = ['identity-a', 'identity-b', 'content-a', 'content-b'];

  beforeAll(async () => {
    replicas = await Promise.all(names.map((name) => startFakeService(name)));
  });

  afterAll(async () => {
    await Promise.all(replicas.map((server) => new Promise((resolve) => server.close(resolve))));
  });

  const urls = (...indexes: number[]) =>
    indexes.map((index) => urlOf(replicas[index] as HttpServer)).join(',');
  const servedBy = async (app: RequestListener, count: number, send: () => request.Test) => {
    const served: string[] = [];
    for (let n = 0; n < count; n += 1) {
      const res = await send();
      expect(res.status).toBe(200);
      served.push(res.body.service as string);
    }
    return served;
  };

  it('accepts a comma-separated list of replica URLs per service and refuses a bad or repeated entry', () => {
    const config = gatewayConfigSchema.parse({
      IDENTITY_URL: ' http://10.0.0.5:3101, http://10.0.0.6:3101 ',
    });
    expect(config.IDENTITY_URL).toEqual(['http://10.0.0.5:3101', 'http://10.0.0.6:3101']);
    expect(gatewayConfigSchema.parse({}).CONTENT_URL).toEqual(['http://127.0.0.1:3103']);
    expect(gatewayConfigSchema.parse({}).ANALYSIS_URL).toEqual(['http://127.0.0.1:3106']);
    for (const [value, message] of [
      ['http://10.0.0.5:3101,nowhere', /must be a URL like http:\/\/127\.0\.0\.1:3101, or several/],
      [' , ', /must be a URL like/],
      ['http://10.0.0.5:3101,http://10.0.0.5:3101', /lists the same replica twice/],
    ] as const) {
      const parsed = gatewayConfigSchema.safeParse({ IDENTITY_URL: value });
      expect(parsed.error?.issues[0]?.message, value).toMatch(message);
      expect(parsed.error?.issues[0]?.path).toEqual(['IDENTITY_URL']);
    }
  });

  it('sends each request to the next replica in turn, per service, bodies and all', async () => {
    const app = createGateway(
      gatewayConfigSchema.parse({ IDENTITY_URL: urls(0, 1), CONTENT_URL: urls(2, 3) }),
    );
    const identity = await servedBy(app, 4, () => request(app).post('/api/login').send({ email: 'a@b.co' }));
    expect(identity).toEqual(['identity-a', 'identity-b', 'identity-a', 'identity-b']);
    const content = await servedBy(app, 3, () => request(app).get('/api/course/catalogue'));
    expect(content).toEqual(['content-a', 'content-b', 'content-a']);
    // Gateway-owned paths of a service are balanced the same way (readiness is the gateway's own answer: below).
    const live = await servedBy(app, 2, () => request(app).get('/api/health/identity/live'));
    expect(live).toEqual(['identity-a', 'identity-b']);
  });

  it('keeps serving while a replica is down: a body-less request it refuses goes to the next, later ones avoid it', async () => {
    const down = `http://127.0.0.1:${await closedPort()}`;
    const app = createGateway(
      gatewayConfigSchema.parse({ IDENTITY_URL: `${down},${urls(0)}`, CONTENT_URL: `${urls(2)},${down}` }),
    );
    // The first GET meets the refusal and is answered by the other replica.
    expect(await servedBy(app, 3, () => request(app).get('/api/user/profile'))).toEqual([
      'identity-a',
      'identity-a',
      'identity-a',
    ]);
    // The down replica is out of rotation, so requests with a body do not reach it either.
    const posts = await servedBy(app, 3, () => request(app).post('/api/login').send({ email: 'a@b.co' }));
    expect(posts).toEqual(['identity-a', 'identity-a', 'identity-a']);
    // A body-less POST (logout) is retried like a GET.
    expect(await servedBy(app, 2, () => request(app).post('/api/course-signup'))).toEqual([
      'content-a',
      'content-a',
    ]);
  });

  it('answers 502 to a request with a body that met a refusing replica, which it cannot replay', async () => {
    const down = `http://127.0.0.1:${await closedPort()}`;
    const app = createGateway(gatewayConfigSchema.parse({ IDENTITY_URL: `${down},${urls(0)}` }));
    const refused = await request(app).post('/api/login').send({ email: 'a@b.co' });
    expect(refused.status).toBe(502);
    expect(refused.body).toEqual({ success: false, error: 'Identity service is unavailable' });
    const next = await request(app).post('/api/login').send({ email: 'a@b.co' });
    expect(next.body.service).toBe('identity-a');
  });

  it('sends requests to a replica that comes back once it accepts connections', async () => {
    const port = await closedPort();
    const app = createGateway(
      gatewayConfigSchema.parse({ IDENTITY_URL: `http://127.0.0.1:${port},${urls(0)}` }),
    );
    expect((await request(app).get('/api/user')).body.service).toBe('identity-a');
    const back = await startFakeService('identity-back', port);
    try {
      let served: string[] = [];
      for (let tries = 0; !served.includes('identity-back'); tries += 1) {
        if (tries > 100) throw new Error('the replica never rejoined the rotation');
        await new Promise((resolve) => setTimeout(resolve, 50));
        served = await servedBy(app, 2, () => request(app).get('/api/user'));
      }
      expect(served.sort()).toEqual(['identity-a', 'identity-back']);
    } finally {
      await new Promise((resolve) => back.close(resolve));
    }
  });

  it('sends no new requests to a replica whose readiness fails (its event loop lags) while the other is ready', async () => {
    let lagging = true;
    const app = express();
    app.get('/health/ready', (_req, res) => {
      res.status(lagging ? 503 : 200).json({
        service: 'identity',
        status: lagging ? 'unhealthy' : 'healthy',
        checks: {
          [EVENT_LOOP_CHECK]: lagging
            ? { status: 'unhealthy', error: 'event loop lagging' }
            : { status: 'healthy' },
        },
        uptime_seconds: 1,
      });
    });
    app.use((_req, res) => res.json({ service: 'identity-lagging' }));
    const slow = await new Promise<HttpServer>((resolve) => {
      const server = app.listen(0, '127.0.0.1', () => resolve(server));
    });
    try {
      const gateway = createGateway(gatewayConfigSchema.parse({ IDENTITY_URL: `${urlOf(slow)},${urls(0)}` }));
      // The first request goes out before the readiness answers are in; after that, only the ready replica.
      await request(gateway).get('/api/user');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await servedBy(gateway, 4, () => request(gateway).get('/api/user'))).toEqual(
        Array(4).fill('identity-a'),
      );
      lagging = false;
      let served: string[] = [];
      for (let tries = 0; !served.includes('identity-lagging'); tries += 1) {
        if (tries > 60) throw new Error('the replica never rejoined the rotation');
        await new Promise((resolve) => setTimeout(resolve, 100));
        served = await servedBy(gateway, 2, () => request(gateway).get('/api/user'));
      }
      expect(served.sort()).toEqual(['identity-a', 'identity-lagging']);
    } finally {
      await new Promise((resolve) => slow.close(resolve));
    }
  });

  it('counts ready replicas in /api/health: a service is ready while one replica is', async () => {
    const down = `http://127.0.0.1:${await closedPort()}`;
    const app = createGateway(
      gatewayConfigSchema.parse({
        IDENTITY_URL: `${down},${urls(0)}`,
        BILLING_URL: urls(1),
        CONTENT_URL: urls(2, 3),
        ADMIN_URL: urls(1),
        ANALYSIS_URL: urls(1),
        HEALTH_TIMEOUT_MS: '1000',
      }),
    );
    const res = await request(app).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('healthy');
    expect(res.body.services.identity).toMatchObject({
      service: 'identity-a',
      status: 'healthy',
      replicas: { total: 2, healthy: 1 },
    });
    expect(res.body.services.content.replicas).toEqual({ total: 2, healthy: 2 });
    // A single replica keeps the plain readiness answer.
    expect(res.body.services.billing.replicas).toBeUndefined();
    // A service's own readiness through the gateway is its entry here: ready while one replica is.
    const identity = await request(app).get('/api/health/identity/ready');
    expect(identity.status).toBe(200);
    expect(identity.body).toEqual(res.body.services.identity);

    const allDown = createGateway(
      gatewayConfigSchema.parse({ IDENTITY_URL: `${down},http://127.0.0.1:${await closedPort()}` }),
    );
    const unhealthy = await request(allDown).get('/api/health');
    expect(unhealthy.status).toBe(503);
    expect(unhealthy.body.services.identity).toEqual({
      status: 'unhealthy',
      error: 'unreachable',
      replicas: { total: 2, healthy: 0 },
    });
    const identityDown = await request(allDown).get('/api/health/identity/ready');
    expect(identityDown.status).toBe(503);
    expect(identityDown.body).toEqual(unhealthy.body.services.identity);
  });
});

describe('readiness answered by the gateway', () => {
  let probes = 0;
  let ready = true;
  let service: HttpServer;
  beforeAll(async () => {
    const app = express();
    app.get('/health/ready', (_req, res) => {
      probes += 1;
      res.status(ready ? 200 : 503).json({
        service: 'identity',
        status: ready ? 'healthy' : 'unhealthy',
        checks: { database: ready ? { status: 'healthy' } : { status: 'unhealthy', error: 'down' } },
        uptime_seconds: 1,
      });
    });
    service = await new Promise((resolve) => {
      const server = app.listen(0, '127.0.0.1', () => resolve(server));
    });
  });
  afterAll(() => new Promise((resolve) => service.close(resolve)));

  const gatewayFor = (cacheMs: number) =>
    createGateway(
      gatewayConfigSchema.parse({
        ...Object.fromEntries(SERVICES.map((name) => [`${name.toUpperCase()}_URL`, urlOf(service)])),
        HEALTH_CACHE_MS: String(cacheMs),
      }),
    );

  it('asks each service once per window however many probes arrive at once', async () => {
    const gateway = gatewayFor(60_000);
    probes = 0;
    ready = true;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        request(gateway).get(n % 2 ? '/api/health/identity/ready' : '/api/health'),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    // One probe per service (all of them point at this one fake), not one per request.
    expect(probes).toBe(SERVICES.length);
  });

  it('asks every time with HEALTH_CACHE_MS=0, so a failing dependency shows at once', async () => {
    const gateway = gatewayFor(0);
    ready = true;
    expect((await request(gateway).get('/api/health/identity/ready')).status).toBe(200);
    ready = false;
    try {
      const res = await request(gateway).get('/api/health/identity/ready');
      expect(res.status).toBe(503);
      expect(res.body.checks.database).toEqual({ status: 'unhealthy', error: 'down' });
      expect((await request(gateway).get('/api/health')).status).toBe(503);
    } finally {
      ready = true;
    }
  });

  it('answers with the headers of every API answer: security, CORS for listed origins, no caching', async () => {
    const gateway = gatewayFor(1_000);
    const res = await request(gateway)
      .get('/api/health/identity/ready?probe=1')
      .set('Origin', 'http://localhost:5173');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    const foreign = await request(gateway).get('/api/health').set('Origin', 'https://evil.example');
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    const head = await request(gateway).head('/api/health');
    expect(head.status).toBe(200);
    expect(head.text).toBeUndefined();
    // Only readiness is the gateway's own: other methods and paths go on as before.
    expect((await request(gateway).post('/api/health')).status).toBe(404);
  });
});
