/** Local-only default: the machine's PostgreSQL with trust authentication. */
export const DEFAULT_SERVER_URL = 'postgresql://postgres@127.0.0.1:5432/postgres';

/** The server tests create their databases on: TEST_DATABASE_URL, else DATABASE_URL, else the local default. */
export function testServerUrl(env: NodeJS.ProcessEnv = process.env): string {
  return env.TEST_DATABASE_URL || env.DATABASE_URL || DEFAULT_SERVER_URL;
}
