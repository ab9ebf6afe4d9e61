import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as facade from './index.js';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const SOURCE_DIRS = [
  'shell/src',
  'mfe-marketing/src',
  'mfe-course/src',
  'mfe-account/src',
  'mfe-admin/src',
  'libs',
];

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'dist'].includes(entry.name) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|test-setup|test-utils/.test(entry.name)
      ? [full]
      : [];
  });
}

describe('@pac/router', () => {
  it('exports every value the apps import from react-router-dom (their browser builds are aliased here)', () => {
    const imported = new Set<string>();
    for (const file of SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(repoRoot, dir)))) {
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
