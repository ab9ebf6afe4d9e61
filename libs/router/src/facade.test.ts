import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { frontEndSourceFiles } from '@pac/federation';
import * as facade from './index.js';

describe('@pac/router', () => {
  it('exports every value the apps import from react-router-dom (their browser builds are aliased here)', () => {
    const imported = new Set<string>();
    for (const file of frontEndSourceFiles()) {
      const text = fs.readFileSync(file, 'utf8');
      for (const match of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'react-router(?:-dom)?'/g)) {
        for (const name of (match[1] ?? '').split(',').map((part) => part.trim())) {
          if (name && !name.startsWith('type ')) imported.add(name.split(/\s+as\s+/)[0] ?? name);
        }
      }
    }
    expect(imported.size).toBeGreaterThan(5);
    const missing = [...imported].filter((name) => !(name in facade));
    expect(missing).toEqual([]);
  });
});
