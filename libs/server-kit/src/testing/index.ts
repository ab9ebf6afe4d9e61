import { freePort } from '../net/tcp-port.js';

/** A loopback port nothing listens on (bound, noted, released): the "dependency is down" address in tests. */
export const closedPort = freePort;

/** The machine's Redis for integration tests; REDIS_URL wins when set. */
export const testRedisUrl = (): string => process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A JWT secret long enough for the config schema; test-only, never used outside test runs. */
export const TEST_JWT_SECRET = 'test-only-jwt-secret-0123456789abcdef';
