// @pac/db/testing: throwaway databases for integration tests.
export { createTestDatabase, type TestDatabase } from './test-database.js';
export { testServerUrl, DEFAULT_SERVER_URL } from './server-url.js';
