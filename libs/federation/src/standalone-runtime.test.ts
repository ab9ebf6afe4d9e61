import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REMOTES } from '@pac/contracts';
import { remoteFederationConfig } from './federation-config.js';
import { addStandaloneRuntimeScript, runtimeCoreFile, standaloneRuntimeCode } from './standalone-runtime.js';

describe('one federation runtime per page', () => {
  it("every remote build uses the page's runtime; the dev server keeps its own", () => {
    for (const remote of REMOTES) {
      expect(remoteFederationConfig(remote).experiments).toEqual({ externalRuntime: true });
      expect(remoteFederationConfig(remote, 'serve').experiments).toEqual({ externalRuntime: false });
    }
  });

  it('a standalone page publishes the real runtime-core, and only when no shell did', async () => {
    const file = runtimeCoreFile();
    expect(fs.existsSync(file)).toBe(true);
    const core = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    expect(typeof core.ModuleFederation).toBe('function');
    expect(standaloneRuntimeCode('/x/core.js')).toBe(
      'import * as runtimeCore from "/x/core.js";\nglobalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;\n',
    );
  });

  it("puts the standalone script before the page's first script", () => {
    const html =
      '<head>\n    <title>x</title>\n    <script type="module" src="./assets/boot.js"></script>\n</head>';
    const out = addStandaloneRuntimeScript(html, './assets/standalone-runtime-abc.js');
    expect(out.indexOf('standalone-runtime-abc.js')).toBeLessThan(out.indexOf('boot.js'));
    expect(out).toContain(
      '<script type="module" crossorigin src="./assets/standalone-runtime-abc.js"></script>',
    );
    expect(() => addStandaloneRuntimeScript('<head></head>', 'a.js')).toThrow(/no script/);
  });
});
