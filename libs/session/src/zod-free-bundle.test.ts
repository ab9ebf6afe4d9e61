/// <reference types="node" />
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';
import { describe, expect, it } from 'vitest';

// @pac/session is in every page's first load (the shell and each remote share it): Zod there costs every page
// about 35 KB gzip and broke the first-load budgets once (it came in with identity's messages and its schemas).
describe('@pac/session as the browser bundles it', () => {
  it('pulls no Zod in', async () => {
    const output = await build({
      input: join(dirname(fileURLToPath(import.meta.url)), 'index.ts'),
      external: [/^react/, 'react-router-dom'],
      resolve: { conditionNames: ['@pac/source', 'import', 'default'] },
      write: false,
      output: { format: 'esm' },
    });
    const bundled = output.output
      .flatMap((chunk) => ('modules' in chunk ? Object.keys(chunk.modules) : []))
      .filter((module) => /node_modules[\\/]zod[\\/]|contracts[\\/]src[\\/].*schemas?\.ts$/.test(module));
    expect(
      bundled,
      'keep @pac/session free of Zod: import texts and paths from zod-free modules of @pac/contracts ' +
        '(identity-messages.ts, endpoints/<service>.ts), never a module that declares schemas',
    ).toEqual([]);
  });
});
