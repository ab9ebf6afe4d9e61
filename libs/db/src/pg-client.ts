import pg from 'pg';
import { poolConfigFromUrl } from './migrations/migration-adapter.js';

/** One connection to the database the URL names, for the length of `work` (scripts, backups, tests). */
export async function withPgClient<T>(
  databaseUrl: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client(poolConfigFromUrl(databaseUrl));
  await client.connect();
  try {
    return await work(client);
  } finally {
    // Ending the session also releases an advisory lock it took.
    await client.end();
  }
}
