import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MANIFEST_PATH } from '@pac/contracts';
import { describe, expect, it } from 'vitest';

// index.html is plain HTML and cannot import MANIFEST_PATH: this keeps its preload on the path the shell fetches,
// or the manifest would be downloaded twice and the preload wasted.
describe('index.html', () => {
  it('preloads the runtime manifest at the path fetchRuntimeManifest asks for', () => {
    const html = readFileSync(path.join(__dirname, '../../index.html'), 'utf8');
    expect(html).toContain(`<link rel="preload" href="${MANIFEST_PATH}" as="fetch" crossorigin />`);
  });
});
