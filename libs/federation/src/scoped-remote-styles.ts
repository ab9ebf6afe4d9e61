import type { Plugin } from 'vite';

/** Attribute of the element the shell (and a remote's standalone entry) wraps each remote area in. */
export const REMOTE_AREA_ATTRIBUTE = 'data-remote-area';

/**
 * Every app on the page ships its own Tailwind build, so the same utility exists in several sheets in different
 * orders: a later sheet's `.hidden` beats an earlier sheet's `md:flex`, and one remote's CSS would restyle the
 * header or another remote. Wrapping a remote's component and utility layers in `@scope` confines them to its
 * own area, and scoping proximity makes them win over the shell's copies inside it. Theme variables, `@property`
 * and preflight stay global: they are identical in every build.
 */
export function scopeLayers(
  css: string,
  scopeSelector: string,
  layers: readonly string[] = ['components', 'utilities'],
): string {
  let output = css;
  for (const layer of layers) {
    let searchFrom = 0;
    for (;;) {
      const match = new RegExp(`@layer\\s+${layer}\\s*\\{`, 'g');
      match.lastIndex = searchFrom;
      const found = match.exec(output);
      if (!found) break;
      const open = found.index + found[0].length;
      const close = matchingBrace(output, open);
      const inner = output.slice(open, close);
      const wrapped = `@scope (${scopeSelector}) {${inner}}`;
      output = output.slice(0, open) + wrapped + output.slice(close);
      searchFrom = open + wrapped.length + 1;
    }
  }
  return output;
}

/** Index of the `}` closing the block whose body starts at `start`; skips strings and comments. */
function matchingBrace(css: string, start: number): number {
  let depth = 1;
  for (let i = start; i < css.length; i++) {
    const char = css[i];
    if (char === '\\') i++;
    else if (char === '"' || char === "'") {
      i = css.indexOf(char, i + 1);
      if (i < 0) break;
    } else if (char === '/' && css[i + 1] === '*') {
      i = css.indexOf('*/', i + 2) + 1;
      if (i <= 0) break;
    } else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) return i;
  }
  throw new Error('Unbalanced braces in generated CSS');
}

/** Vite plugin for a remote: scopes the Tailwind output of its CSS to `[data-remote-area="<name>"]`. */
export function scopeRemoteStyles(remoteName: string): Plugin {
  const selector = `[${REMOTE_AREA_ATTRIBUTE}="${remoteName}"]`;
  return {
    name: 'pac:scope-remote-styles',
    // Runs between Vite's CSS compile step (Tailwind output is plain CSS by then) and its CSS-to-JS step.
    transform(code, id) {
      if (!/\.css(\?|$)/.test(id) || id.includes('node_modules') || !code.includes('@layer')) return null;
      return { code: scopeLayers(code, selector), map: null };
    },
  };
}
