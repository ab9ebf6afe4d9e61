import { expect, type APIRequestContext } from '@playwright/test';
import { gatewayHealthPath, type ServiceName } from '@pac/contracts';
import { gatewayUrl } from '../stack-env.js';

/**
 * Waits (up to 90 s each) until every one of `services` answers its readiness check through the gateway: a spec's
 * beforeAll, so its journeys do not start against a service that is still starting.
 */
export async function waitUntilReady(request: APIRequestContext, ...services: ServiceName[]): Promise<void> {
  for (const service of services) {
    const ready = () =>
      request.get(`${gatewayUrl}${gatewayHealthPath(service)}`).then(
        (response) => response.status(),
        () => 0,
      );
    await expect.poll(ready, { timeout: 90_000, intervals: [500], message: `${service} ready` }).toBe(200);
  }
}
