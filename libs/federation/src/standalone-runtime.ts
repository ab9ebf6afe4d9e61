import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * A remote's build takes the module-federation runtime from the page instead of bundling its own copy
 * (`experiments.externalRuntime`): inside the site the shell publishes it on `globalThis._FEDERATION_RUNTIME_CORE`
 * before any remote entry runs, which saves every remote ~19 KB gzip on every page. A remote's standalone page
 * (its dist/index.html) has no shell, so this plugin gives that page alone a script, placed before the federation
 * bootstrap, that publishes a bundled copy of the runtime when none is there. The shell never loads it.
 */
export const STANDALONE_RUNTIME_ID = '\0pac:standalone-runtime-core';

/**
 * The real runtime-core module: the federation plugin turns every import of the bare name into a shim of the
 * page's copy, so the standalone script imports the file itself.
 */
export function runtimeCoreFile(): string {
  return fileURLToPath(import.meta.resolve('@module-federation/runtime-core'));
}

export function standaloneRuntimeCode(file = runtimeCoreFile()): string {
  return [
    `import * as runtimeCore from ${JSON.stringify(file)};`,
    'globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;',
    '',
  ].join('\n');
}

/** A module script runs before the later ones (document order), so the runtime is there before the bootstrap. */
export function addStandaloneRuntimeScript(html: string, src: string): string {
  const tag = `<script type="module" crossorigin src="${src}"></script>`;
  const firstScript = html.indexOf('<script');
  if (firstScript === -1) throw new Error('pac:standalone-runtime: the page has no script to run before');
  return `${html.slice(0, firstScript)}${tag}\n    ${html.slice(firstScript)}`;
}

/**
 * For the remotes' builds (the dev server keeps each remote's own runtime, see remoteFederationConfig). List it
 * after `federation()`: the script is added once the federation plugin has rewritten the page's scripts into its
 * bootstrap, which would otherwise wrap this one too and run it after the runtime is needed.
 */
export function standaloneRuntime(): Plugin {
  let base = './';
  let chunkRef = '';
  return {
    name: 'pac:standalone-runtime',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    buildStart() {
      chunkRef = this.emitFile({ type: 'chunk', id: STANDALONE_RUNTIME_ID, name: 'standalone-runtime' });
    },
    resolveId(id) {
      return id === STANDALONE_RUNTIME_ID ? id : null;
    },
    load(id) {
      return id === STANDALONE_RUNTIME_ID ? standaloneRuntimeCode() : null;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const src = `${base}${this.getFileName(chunkRef)}`;
        for (const file of Object.values(bundle)) {
          if (file.type !== 'asset' || !file.fileName.endsWith('.html')) continue;
          file.source = addStandaloneRuntimeScript(String(file.source), src);
        }
      },
    },
  };
}
