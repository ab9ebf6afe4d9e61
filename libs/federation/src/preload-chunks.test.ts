import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { staticClosure, warmupCode } from './preload-chunks.js';

const chunk = (fileName: string, imports: string[] = []) =>
  [fileName, { fileName, imports } as unknown as Rollup.OutputChunk] as const;

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
});
