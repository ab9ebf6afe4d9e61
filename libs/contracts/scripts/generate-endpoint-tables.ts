/**
 * Writes the endpoint tables of services/README.md from the catalogue (libs/contracts/src/endpoints), between
 * its markers, formatted as the repository's prettier formats it. Run: `npm run endpoints:readme`.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import { withEndpointTables } from '../src/endpoints/endpoint-tables.js';

const readmePath = fileURLToPath(new URL('../../../services/README.md', import.meta.url));
const current = await readFile(readmePath, 'utf8');
const options = { ...(await prettier.resolveConfig(readmePath)), filepath: readmePath };
const next = await prettier.format(withEndpointTables(current), options);
if (next === current) {
  console.info('services/README.md: endpoint tables are up to date');
} else {
  await writeFile(readmePath, next);
  console.info('services/README.md: endpoint tables written');
}
