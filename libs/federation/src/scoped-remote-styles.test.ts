import { describe, expect, it } from 'vitest';
import { scopeLayers } from './scoped-remote-styles.js';

const tailwindLike = `@layer theme { :root { --color-primary: #123; } }
@layer base { *, ::after { box-sizing: border-box; } }
@layer utilities {
  .hidden { display: none; }
  .content-\\[\\'\\}\\'\\] { --tw-content: '}'; }
  @media (width >= 48rem) { .md\\:flex { display: flex; } }
}
@property --tw-border-style { syntax: "*"; inherits: false; }`;

describe('scopeLayers', () => {
  it('wraps only the utilities and components layers in the remote scope', () => {
    const out = scopeLayers(tailwindLike, '[data-remote-area="mfe_course"]');
    expect(out).toContain('@layer theme { :root { --color-primary: #123; } }');
    expect(out).toContain('@layer base { *, ::after');
    expect(out).toMatch(/@layer utilities \{@scope \(\[data-remote-area="mfe_course"\]\) \{\n {2}\.hidden/);
    // The nested media block and the quoted brace stay inside the scope, which closes before @property.
    expect(out).toMatch(/\.md\\:flex \{ display: flex; \} \}\n\}\}\n@property/);
  });

  it('handles several blocks of the same layer and leaves CSS without layers alone', () => {
    const out = scopeLayers('@layer utilities{.a{color:red}}@layer utilities{.b{color:blue}}', '.x');
    expect(out).toBe(
      '@layer utilities{@scope (.x) {.a{color:red}}}@layer utilities{@scope (.x) {.b{color:blue}}}',
    );
    expect(scopeLayers('.plain{color:red}', '.x')).toBe('.plain{color:red}');
  });
});
