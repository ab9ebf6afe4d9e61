import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import { describe, it } from 'vitest';
import { ENDPOINT_TABLES_SCRIPT, withEndpointTables } from './endpoint-tables.js';

const readmePath = fileURLToPath(new URL('../../../../services/README.md', import.meta.url));

describe("services/README.md's endpoint tables", () => {
  it('are what the catalogue generates', async () => {
    const readme = await readFile(readmePath, 'utf8');
    const options = { ...(await prettier.resolveConfig(readmePath)), filepath: readmePath };
    const generated = await prettier.format(withEndpointTables(readme), options);
    if (generated !== readme) {
      throw new Error(`services/README.md's endpoint tables are stale: run ${ENDPOINT_TABLES_SCRIPT}`);
    }
  });
});
