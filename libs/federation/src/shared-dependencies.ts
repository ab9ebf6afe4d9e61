import { readFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The one `shared` map for the host and every remote. Both sides must list exactly the same keys: when a remote
 * shares a library the host does not list, the runtime hands that remote its own copy (a second React, router or
 * session store), which is the known trap with several remotes registered at run time.
 */
export const SHARED_PACKAGES = [
  'react',
  'react-dom',
  // React Router, trimmed to what the site uses: browser builds resolve react-router-dom to it (libs/router).
  '@pac/router',
  // Not @tanstack/react-query: each remote that uses it (mfe-course, mfe-calculator, …) has its own QueryClient. A
  // remote loads every package it shares when it starts, so sharing it made the home page download it for nothing.
  '@pac/session',
  '@pac/ui',
] as const;

export type SharedPackage = (typeof SHARED_PACKAGES)[number];

export interface SharedEntry {
  singleton: true;
  requiredVersion: string;
}

interface PackageJson {
  name?: string;
  version?: string;
  workspaces?: unknown;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

const readJson = (file: string): PackageJson => JSON.parse(readFileSync(file, 'utf8')) as PackageJson;

/** Walks up from this file to the npm-workspaces root (the package.json that declares `workspaces`). */
export function findWorkspaceRoot(start = dirname(fileURLToPath(import.meta.url))): string {
  let dir = start;
  for (;;) {
    const candidate = join(dir, 'package.json');
    if (existsSync(candidate) && readJson(candidate).workspaces !== undefined) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No npm workspaces root above ${start}`);
    dir = parent;
  }
}

/**
 * The version range each shared package is required at: the range declared in the root package.json when it is a
 * direct dependency there, else `^<installed version>` (workspace libs and transitive packages such as react-router).
 */
export function requiredVersionOf(pkg: string, root = findWorkspaceRoot()): string {
  const rootJson = readJson(join(root, 'package.json'));
  const declared = rootJson.dependencies?.[pkg] ?? rootJson.devDependencies?.[pkg];
  if (declared) return declared;
  const installed = join(root, 'node_modules', pkg, 'package.json');
  if (!existsSync(installed))
    throw new Error(`Shared package ${pkg} is not installed under ${root}/node_modules`);
  const version = readJson(installed).version;
  if (!version) throw new Error(`Shared package ${pkg} has no version in ${installed}`);
  return `^${version}`;
}

export function sharedDependencies(root = findWorkspaceRoot()): Record<SharedPackage, SharedEntry> {
  const entries = SHARED_PACKAGES.map((pkg) => [
    pkg,
    { singleton: true, requiredVersion: requiredVersionOf(pkg, root) },
  ]);
  return Object.fromEntries(entries) as Record<SharedPackage, SharedEntry>;
}

/** Shared keys a build resolves besides the packages themselves: the subpath modules apps import. */
export const SHARED_SUBPATHS = ['react/jsx-runtime', 'react-dom/client'] as const;

export type HostSharedKey = SharedPackage | (typeof SHARED_SUBPATHS)[number];

export interface HostSharedVersion {
  /** Installed version the host provides. */
  version: string;
  /** Range every app requires (the same as remotes declare). */
  requiredVersion: string;
}

/**
 * Versions the shell registers its own copies under, for every shared key: a subpath takes its package's. Read
 * at build time and compiled into the shell (it provides the libraries itself, through the federation runtime).
 */
export function hostSharedVersions(root = findWorkspaceRoot()): Record<HostSharedKey, HostSharedVersion> {
  const installed = (pkg: string) => {
    const version = readJson(join(root, 'node_modules', pkg, 'package.json')).version;
    if (!version) throw new Error(`Shared package ${pkg} has no version under ${root}/node_modules`);
    return version;
  };
  const keys: HostSharedKey[] = [...SHARED_PACKAGES, ...SHARED_SUBPATHS];
  return Object.fromEntries(
    keys.map((key) => {
      const pkg = key.startsWith('@') ? key : key.split('/')[0]!;
      return [key, { version: installed(pkg), requiredVersion: requiredVersionOf(pkg, root) }];
    }),
  ) as Record<HostSharedKey, HostSharedVersion>;
}
