import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { remotePreloads, staticClosure, warmupCode } from './preload-chunks.js';

const chunk = (fileName: string, imports: string[] = [], dynamicImports: string[] = [], css: string[] = []) =>
  [
    fileName,
    {
      fileName,
      imports,
      dynamicImports,
      viteMetadata: { importedCss: new Set(css) },
    } as unknown as Rollup.OutputChunk,
  ] as const;

describe('module hints', () => {
  it('follows static imports once each, in order', () => {
    const chunks = new Map([
      chunk('a.js', ['b.js', 'c.js']),
      chunk('b.js', ['c.js']),
      chunk('c.js'),
      chunk('d.js'),
    ]);
    expect(staticClosure(chunks, ['a.js'])).toEqual(['a.js', 'b.js', 'c.js']);
  });

  it("warms a remote's app: module scripts in CORS mode, its stylesheet as a plain style", () => {
    const links: { rel: string; as: string; crossOrigin: string | null; href: string }[] = [];
    const document = {
      head: { appendChild: (link: (typeof links)[number]) => links.push(link) },
      createElement: () => ({ rel: '', as: '', crossOrigin: null, href: '' }),
    };
    const code = warmupCode(['assets/app.js'], ['assets/app.css']).replaceAll('import.meta.url', 'baseUrl');
    new Function('document', 'baseUrl', code)(document, 'https://cdn.example/mfe/remoteEntry.js');
    expect(links).toEqual([
      { rel: 'modulepreload', as: '', crossOrigin: '', href: 'https://cdn.example/mfe/assets/app.js' },
      { rel: 'preload', as: 'style', crossOrigin: null, href: 'https://cdn.example/mfe/assets/app.css' },
    ]);
  });

  it("lists what a remote's page fetches before it renders: the entry's imports, its app, their styles", () => {
    const chunks = new Map([
      chunk('remoteEntry.js', ['assets/runtime.js'], ['assets/shared-map.js', 'assets/app.js']),
      chunk('assets/runtime.js', ['assets/helpers.js']),
      chunk('assets/helpers.js'),
      chunk('assets/shared-map.js'),
      chunk('assets/app.js', ['assets/app-body.js'], ['assets/later-page.js']),
      chunk('assets/app-body.js', ['assets/helpers.js'], [], ['assets/app.css']),
      chunk('assets/later-page.js', [], [], ['assets/later.css']),
    ]);
    expect(remotePreloads(chunks, chunks.get('remoteEntry.js')!, ['assets/app.js'])).toEqual({
      modules: [
        'assets/runtime.js',
        'assets/shared-map.js',
        'assets/app.js',
        'assets/helpers.js',
        'assets/app-body.js',
      ],
      styles: ['assets/app.css'],
    });
  });
});
