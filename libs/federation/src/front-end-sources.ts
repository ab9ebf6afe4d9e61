import { readdirSync } from 'node:fs';
import path from 'node:path';
import { findWorkspaceRoot } from './shared-dependencies.js';

/** Where the browser code of the site lives: the shell, the five remotes and the libraries they import. */
export const FRONT_END_SOURCE_DIRS = [
  'shell/src',
  'mfe-marketing/src',
  'mfe-course/src',
  'mfe-account/src',
  'mfe-admin/src',
  'mfe-calculator/src',
  'libs',
] as const;

const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'generated', 'scripts']);

/**
 * Every TypeScript source file of the front ends, tests and test helpers left out, for checks that read what the
 * apps use (the router facade's exports, the Tailwind classes cn() must merge). `skip` leaves out files by name.
 */
export function frontEndSourceFiles(skip: (fileName: string) => boolean = () => false): string[] {
  const root = findWorkspaceRoot();
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : walk(full);
      const isSource = /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|test-setup|test-utils/.test(entry.name);
      return isSource && !skip(entry.name) ? [full] : [];
    });
  return FRONT_END_SOURCE_DIRS.flatMap((dir) => walk(path.join(root, dir)));
}
