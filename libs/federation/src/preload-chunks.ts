import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/**
 * Module hints for the two request chains a page waits on. The federation runtime discovers code one level at a
 * time: the shell loads its shared packages in dependency levels (React, then the router and session, then the
 * UI kit) and a remote's `./App` only after the remote's init; on a slow network each level is a round trip
 * before anything shows. Listing those files up front lets the browser fetch them side by side.
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

/** Adds `<link rel="modulepreload">` for each file the page does not list yet, before `</head>`. */
export function addModulePreloads(html: string, hrefs: readonly string[]): string {
  const missing = hrefs.filter((href) => !html.includes(`href="${href}"`));
  const links = missing.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('');
  return html.replace('</head>', `${links}</head>`);
}

/** Files a federation bootstrap imports (`__mfImport("./hostInit-….js")`), as paths in the bundle. */
export function bootstrapChunks(source: string, bootstrapFile: string): string[] {
  const dir = bootstrapFile.includes('/') ? bootstrapFile.slice(0, bootstrapFile.lastIndexOf('/') + 1) : '';
  return [...source.matchAll(/__mfImport\("\.\/([^"]+)"\)/g)].map((match) => `${dir}${match[1]}`);
}

/**
 * Shell: the page preloads the providers of every shared package (the host loads them all at start), not only
 * React's, which the federation plugin lists already, and what its federation bootstrap imports after init. The
 * providers' chunks are what the federation plugin's shared import map loads with `import()`.
 */
export function preloadSharedProviders(): Plugin {
  let base = '/';
  return {
    name: 'pac:preload-shared-providers',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = chunksOf(bundle);
        const importMap = [...chunks.values()].find((chunk) =>
          chunk.fileName.includes('localSharedImportMap'),
        );
        if (!importMap || importMap.dynamicImports.length === 0) {
          this.error(
            'no shared import map with shared providers in the bundle (did the federation plugin change?)',
          );
        }
        // The federation bootstrap (an asset beside the chunks) imports its init code, then the pending shares.
        const bootstrapImports = Object.values(bundle)
          .filter((item) => item.type === 'asset' && item.fileName.includes('mf-entry-bootstrap'))
          .flatMap((item) => bootstrapChunks(String((item as Rollup.OutputAsset).source), item.fileName));
        const seeds = [...bootstrapImports.filter((file) => chunks.has(file)), ...importMap.dynamicImports];
        const hrefs = staticClosure(chunks, seeds).map((file) => `${base}${file}`);
        for (const file of Object.values(bundle)) {
          if (file.type === 'asset' && file.fileName.endsWith('.html')) {
            file.source = addModulePreloads(String(file.source), hrefs);
          }
        }
      },
    },
  };
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
 * Remote: its entry, when the shell runs it, starts fetching the exposed `./App` (its chunks and stylesheet) at
 * once, while the federation runtime initialises the container, instead of one import level after another once
 * the shell asks for `./App`.
 */
export function warmExposedApp(entryFile: string, exposedModule: string): Plugin {
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
      },
    },
  };
}
