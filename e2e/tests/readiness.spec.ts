import { expect, test } from '@playwright/test';
import { SERVICES, gatewayDocsPath, gatewayHealthPath } from '@pac/contracts';
import { gatewayUrl } from '../stack-env.js';

test('every service reports ready through the gateway, with its database and Redis checked', async ({
  request,
}) => {
  for (const service of SERVICES) {
    const response = await request.get(`${gatewayUrl}${gatewayHealthPath(service)}`);
    expect(response.status(), `${service} readiness`).toBe(200);
    const body = await response.json();
    expect(body.service).toBe(service);
    expect(body.status).toBe('healthy');
    expect(body.checks.database.status).toBe('healthy');
    expect(body.checks.redis.status).toBe('healthy');
  }
  const overall = await request.get(`${gatewayUrl}/api/health`);
  expect(overall.status()).toBe(200);
  expect((await overall.json()).status).toBe('healthy');
});

test('the shell forwards /api to the gateway on its own origin', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
});

test('each service publishes its OpenAPI document through the gateway', async ({ request }) => {
  for (const service of SERVICES) {
    const response = await request.get(`${gatewayUrl}${gatewayDocsPath(service)}-json`);
    expect(response.status(), `${service} OpenAPI`).toBe(200);
    const document = await response.json();
    expect(document.openapi).toMatch(/^3\./);
  }
});

test('unknown API paths get a JSON 404, not an HTML page', async ({ request }) => {
  const response = await request.get(`${gatewayUrl}/api/no-such-endpoint`);
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('application/json');
});
