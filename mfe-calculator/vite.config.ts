// Relative imports: Vite bundles this config with Node's conditions, which would need the libs' dist builds.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { mergeConfig, type Plugin, type UserConfigFnObject } from 'vite';
import { ROUTES } from '../libs/contracts/src/routes.js';
import { DEFAULT_PORTS } from '../libs/contracts/src/services.js';
import { remoteViteConfig } from '../libs/federation/src/remote-vite-config.js';
import { AnalyserFirstPaint } from './src/features/analyser/analyser-intro.js';

const remoteConfig = remoteViteConfig('mfe_calculator', {
  port: DEFAULT_PORTS.mfe_calculator,
  gatewayPort: DEFAULT_PORTS.gateway,
  firstPaint: { [ROUTES.calculator]: renderToStaticMarkup(createElement(AnalyserFirstPaint)) },
});

const EXPOSED_APP = /[\\/]mfe-calculator[\\/]src[\\/]app[\\/]remote-app\.tsx$/;
const APP_SOURCES = /[\\/]mfe-calculator[\\/]src[\\/]/;
// The shared libraries' modules the first paint takes something from (a walk through @pac/contracts' index would
// take every module it re-exports, the schemas and Zod with them).
const FIRST_PAINT_LIB_MODULES =
  /[\\/]libs[\\/](contracts[\\/]src[\\/](routes|deal-options|deal-labels)|federation[\\/]src[\\/]singleton-probe)\.ts$/;

/**
 * The analyser's first paint in one file: the workspace sources ./App imports statically (the analyser page, step
 * 1, the field components, the labels). They are also used by what loads after the first paint (steps 2-5, the
 * engine, the other pages), and the bundler would otherwise cut them into several small shared chunks; one file
 * compresses better and is one request. The set is read from the module graph once it is built.
 */
interface ChunkGroup {
  name: string;
  test: (id: string) => boolean;
  includeDependenciesRecursively: boolean;
}

function analyserFirstPaint(): { plugin: Plugin; group: ChunkGroup } {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: 'pac:analyser-first-paint',
    apply: 'build',
    buildEnd() {
      const app = [...this.getModuleIds()].find((id) => EXPOSED_APP.test(id));
      const queue = app ? [app] : [];
      while (queue.length > 0) {
        const id = queue.pop()!;
        if (modules.has(id) || !APP_SOURCES.test(id)) continue;
        modules.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
      for (const id of this.getModuleIds()) if (FIRST_PAINT_LIB_MODULES.test(id)) modules.add(id);
      if (modules.size === 0)
        this.error('mfe-calculator: ./App (src/app/remote-app.tsx) is not in the build');
    },
  };
  // Not their dependencies: those are React and the shared libraries (the federation's own chunks) and the
  // contracts' index, whose other modules must stay out.
  return {
    plugin,
    group: { name: 'analyser', test: (id) => modules.has(id), includeDependenciesRecursively: false },
  };
}

const firstPaint = analyserFirstPaint();

export default ((env) =>
  mergeConfig(remoteConfig(env), {
    plugins: [firstPaint.plugin],
    build: { rolldownOptions: { output: { codeSplitting: { groups: [firstPaint.group] } } } },
  })) satisfies UserConfigFnObject;
