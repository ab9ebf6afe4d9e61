import type { Plugin, Rollup } from 'vite';
import { REMOTE_PRELOAD_FILE, type RemotePreloads } from './federation-config.js';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/**
 * Module hints for the request chain a page waits on: the federation runtime asks for a remote's `./App` only
 * after the remote's init, and the app's imports one level after another; on a slow network each level is a
 * round trip before anything shows. Listing those files up front lets the browser fetch them side by side.
 */

const chunksOf = (bundle: OutputBundle) =>
  new Map(
    Object.values(bundle)
      .filter((item): item is OutputChunk => item.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );

/** The given chunks and everything they import statically, in a stable order. */
export function staticClosure(chunks: Map<string, OutputChunk>, seeds: readonly string[]): string[] {
  const seen = new Set<string>();
  const queue = [...seeds];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...(chunks.get(file)?.imports ?? []));
  }
  return [...seen];
}

/** The code appended to a remote entry: when it runs, the browser starts fetching the exposed app's files. */
export function warmupCode(scripts: readonly string[], styles: readonly string[]): string {
  return `
if (typeof document !== 'undefined' && document.head) {
  for (const [rel, file] of ${JSON.stringify([
    ...scripts.map((file) => ['modulepreload', file]),
    ...styles.map((file) => ['preload', file]),
  ])}) {
    const link = document.createElement('link');
    link.rel = rel;
    // As the runtime will ask: module scripts in CORS mode, the stylesheet as a plain <link rel="stylesheet">.
    if (rel === 'preload') link.as = 'style';
    else link.crossOrigin = '';
    link.href = new URL(file, import.meta.url).href;
    document.head.appendChild(link);
  }
}
`;
}

/**
 * What a page of this remote fetches before it can render, besides the entry: the entry's imports (static, and
 * the dynamic ones its init and `./App` getter make) with everything they import statically, and the app's
 * stylesheets. Paths are relative to the entry.
 */
export function remotePreloads(
  chunks: Map<string, OutputChunk>,
  entry: OutputChunk,
  exposed: string[],
): RemotePreloads {
  const modules = staticClosure(chunks, [...entry.imports, ...entry.dynamicImports, ...exposed]).filter(
    (file) => file !== entry.fileName,
  );
  const styles = [
    ...new Set(modules.flatMap((file) => [...(chunks.get(file)?.viteMetadata?.importedCss ?? [])])),
  ];
  return { modules, styles };
}

/**
 * Remote: its entry, when the shell runs it, starts fetching the exposed `./App` (its chunks and stylesheet) at
 * once, while the federation runtime initialises the container, instead of one import level after another once
 * the shell asks for `./App`. The same files, with the entry's own imports, are listed in `REMOTE_PRELOAD_FILE`
 * beside the entry, so the shell's host can announce them with the page itself (tools/stack static-hosts.ts) and
 * the browser fetches them while it still downloads the shell.
 */
export function warmExposedApp(
  entryFile: string,
  exposedModule: string,
  firstPaint?: Record<string, string>,
): Plugin {
  return {
    name: 'pac:warm-exposed-app',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = chunksOf(bundle);
        const entry = chunks.get(entryFile);
        const exposed = [...chunks.values()].filter((chunk) => chunk.facadeModuleId?.endsWith(exposedModule));
        if (!entry || exposed.length === 0) {
          this.error(`no ${entryFile} exposing ${exposedModule} in the bundle`);
        }
        const scripts = staticClosure(
          chunks,
          exposed.map((chunk) => chunk.fileName),
        );
        const styles = scripts.flatMap((file) => [...(chunks.get(file)?.viteMetadata?.importedCss ?? [])]);
        entry.code += warmupCode(scripts, styles);
        const preloads = remotePreloads(
          chunks,
          entry!,
          exposed.map((chunk) => chunk.fileName),
        );
        this.emitFile({
          type: 'asset',
          fileName: REMOTE_PRELOAD_FILE,
          source: `${JSON.stringify(firstPaint ? { ...preloads, firstPaint } : preloads)}\n`,
        });
      },
    },
  };
}
