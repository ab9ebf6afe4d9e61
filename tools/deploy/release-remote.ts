/**
 * Releases one remote on its own: `npm run release:remote -- mfe-course [--target <dir>]`
 *   1. builds it (`nx run @pac/mfe-course:build`; `--dist <dir>` publishes a finished build instead),
 *   2. copies the build to `<target>/mfe-course/<version>/` (version: the remote's package version, the git short
 *      sha, and a UTC timestamp when that folder already exists; `--version` sets it),
 *   3. points `<target>/mfe-manifest.json` at `<public-url>/mfe-course/<version>/remoteEntry.js`,
 *   4. records it in `<target>/releases.json`.
 * `npm run release:remote -- mfe-course --rollback` points the manifest back at the version released before the
 * current one (files are never deleted, so a rollback is instant and can be repeated).
 *
 * The target is the folder a static host serves (nginx with deploy/nginx/static-locations.conf: the manifest is
 * never cached, remoteEntry.js revalidated, hashed assets kept a year). For object storage behind a CDN, release
 * into a local folder and sync it to the bucket: versioned folders first, the manifest last (README "Deploying").
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES, type RemoteName } from '@pac/contracts';
import { parseRuntimeManifest, type RuntimeManifest } from '@pac/federation/manifest';
import { REPO_ROOT, remoteHost } from './render-routing.js';

export const MANIFEST_FILE = 'mfe-manifest.json';
export const HISTORY_FILE = 'releases.json';
export const DEFAULT_TARGET = path.join(REPO_ROOT, '.stack/release-target');

export interface ReleaseRecord {
  version: string;
  /** What the manifest points at for this version. */
  entry: string;
  releasedAt: string;
  gitSha: string | null;
}
export interface ReleaseHistory {
  remotes: Partial<
    Record<
      string,
      {
        current: string;
        releases: ReleaseRecord[];
        log: Array<{ at: string; action: 'release' | 'rollback'; version: string; from: string | null }>;
      }
    >
  >;
}

export interface ReleaseOptions {
  /** Folder name of the remote (`mfe-course`); its federation name (`mfe_course`) is accepted too. */
  remote: string;
  target: string;
  /** A finished build to publish; without it the remote is built with Nx first. */
  dist?: string;
  version?: string;
  /** Prefix of the entry URL in the manifest: '' (same origin as the manifest) or e.g. https://static.example.com. */
  publicUrl?: string;
  now?: Date;
  log?: (line: string) => void;
}

export class ReleaseError extends Error {}

/** `mfe-course` or `mfe_course` → the remote's federation name, or a ReleaseError listing the remotes. */
export function resolveRemote(name: string): RemoteName {
  const remote = REMOTES.find((candidate) => candidate === name || remoteHost(candidate) === name);
  if (!remote) {
    throw new ReleaseError(`Unknown remote "${name}": one of ${REMOTES.map(remoteHost).join(', ')}.`);
  }
  return remote;
}

export function releaseRemote(options: ReleaseOptions): ReleaseRecord {
  const remote = resolveRemote(options.remote);
  const host = remoteHost(remote);
  const log = options.log ?? (() => {});
  const now = options.now ?? new Date();
  const dist = options.dist ? path.resolve(options.dist) : build(remote, log);
  if (!fs.existsSync(path.join(dist, 'remoteEntry.js'))) {
    throw new ReleaseError(`${dist} has no remoteEntry.js: it is not a build of ${host}.`);
  }

  const gitSha = shortSha();
  const version = options.version ?? defaultVersion(options.target, host, gitSha, now);
  if (!/^[\w][\w.+-]*$/.test(version))
    throw new ReleaseError(`"${version}" cannot be a folder name in a URL.`);
  const folder = path.join(options.target, host, version);
  if (fs.existsSync(folder)) {
    throw new ReleaseError(
      `${host} ${version} is already published (${folder}); a version is never overwritten.`,
    );
  }

  // Files first, under a temporary name renamed into place: the manifest never points at a half-copied folder.
  fs.mkdirSync(path.dirname(folder), { recursive: true });
  const staging = path.join(path.dirname(folder), `.${version}.partial`);
  fs.rmSync(staging, { recursive: true, force: true });
  fs.cpSync(dist, staging, { recursive: true });
  fs.renameSync(staging, folder);
  log(`published ${host} ${version} → ${folder}`);

  const entry = `${(options.publicUrl ?? '').replace(/\/$/, '')}/${host}/${version}/remoteEntry.js`;
  const history = readHistory(options.target);
  const record: ReleaseRecord = { version, entry, releasedAt: now.toISOString(), gitSha };
  const remoteHistory = history.remotes[host] ?? { current: version, releases: [], log: [] };
  remoteHistory.log.push({
    at: record.releasedAt,
    action: 'release',
    version,
    from: currentOf(history, host),
  });
  remoteHistory.releases.push(record);
  remoteHistory.current = version;
  history.remotes[host] = remoteHistory;

  pointManifest(options.target, remote, entry, log);
  writeJson(path.join(options.target, HISTORY_FILE), history);
  return record;
}

export interface RollbackOptions {
  remote: string;
  target: string;
  now?: Date;
  log?: (line: string) => void;
}

/** Points the manifest at the version released before the current one; a ReleaseError when there is none. */
export function rollbackRemote(options: RollbackOptions): ReleaseRecord {
  const remote = resolveRemote(options.remote);
  const host = remoteHost(remote);
  const log = options.log ?? (() => {});
  const history = readHistory(options.target);
  const remoteHistory = history.remotes[host];
  if (!remoteHistory || remoteHistory.releases.length === 0) {
    throw new ReleaseError(
      `${host} has never been released to ${options.target}: there is nothing to roll back.`,
    );
  }
  const index = remoteHistory.releases.findIndex((release) => release.version === remoteHistory.current);
  const previous = index > 0 ? remoteHistory.releases[index - 1] : undefined;
  if (!previous) {
    throw new ReleaseError(
      `${host} has no version before ${remoteHistory.current} in ${path.join(options.target, HISTORY_FILE)}: ` +
        'there is nothing to roll back to.',
    );
  }
  if (!fs.existsSync(path.join(options.target, host, previous.version, 'remoteEntry.js'))) {
    throw new ReleaseError(
      `${host} ${previous.version} is in the history but its files are gone from the target.`,
    );
  }
  remoteHistory.log.push({
    at: (options.now ?? new Date()).toISOString(),
    action: 'rollback',
    version: previous.version,
    from: remoteHistory.current,
  });
  remoteHistory.current = previous.version;
  pointManifest(options.target, remote, previous.entry, log);
  writeJson(path.join(options.target, HISTORY_FILE), history);
  log(`rolled ${host} back to ${previous.version}`);
  return previous;
}

function build(remote: RemoteName, log: (line: string) => void): string {
  const project = `@pac/${remoteHost(remote)}`;
  log(`building ${project}`);
  const result = spawnSync('npx', ['nx', 'run', `${project}:build`, '--outputStyle=static'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new ReleaseError(`The build of ${project} failed.`);
  return path.join(REPO_ROOT, remoteHost(remote), 'dist');
}

function shortSha(): string | null {
  const result = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

function defaultVersion(target: string, host: string, gitSha: string | null, now: Date): string {
  const packageJson = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, host, 'package.json'), 'utf8')) as {
    version: string;
  };
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '');
  const base = gitSha ? `${packageJson.version}-${gitSha}` : `${packageJson.version}-${stamp}`;
  const candidates = [base, `${packageJson.version}-${gitSha ?? 'local'}-${stamp}`];
  for (let n = 2; n < 100; n += 1) candidates.push(`${candidates[1]}-${n}`);
  return candidates.find((candidate) => !fs.existsSync(path.join(target, host, candidate)))!;
}

/** Rewrites one remote's entry; a target without a manifest gets one with the others at their gateway paths. */
function pointManifest(target: string, remote: RemoteName, entry: string, log: (line: string) => void): void {
  const file = path.join(target, MANIFEST_FILE);
  let manifest: RuntimeManifest;
  if (fs.existsSync(file)) {
    manifest = parseRuntimeManifest(JSON.parse(fs.readFileSync(file, 'utf8')));
  } else {
    manifest = {
      ...(Object.fromEntries(REMOTES.map((name) => [name, `/${remoteHost(name)}/remoteEntry.js`])) as Record<
        RemoteName,
        string
      >),
      calculatorUrl: '',
      apiBaseUrl: '',
    };
    log(`${file} did not exist: created it, the other remotes at their gateway paths (/mfe-<name>/)`);
  }
  manifest[remote] = entry;
  writeJson(file, manifest);
  log(`${MANIFEST_FILE}: ${remote} → ${entry}`);
}

function readHistory(target: string): ReleaseHistory {
  const file = path.join(target, HISTORY_FILE);
  return fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as ReleaseHistory)
    : { remotes: {} };
}

function currentOf(history: ReleaseHistory, host: string): string | null {
  return history.remotes[host]?.current ?? null;
}

/** Written beside, then renamed over: readers see the old file or the new one, never half of one. */
function writeJson(file: string, value: unknown): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(temporary, file);
}

export function parseArguments(argv: string[]): {
  remote: string;
  target: string;
  rollback: boolean;
  dist?: string;
  version?: string;
  publicUrl?: string;
} {
  const usage =
    'usage: npm run release:remote -- <remote> [--target <dir>] [--dist <build dir>] [--version <v>] ' +
    `[--public-url <url>] [--rollback]\n  remotes: ${REMOTES.map(remoteHost).join(', ')}`;
  const values: Record<string, string> = {};
  let remote: string | undefined;
  let rollback = false;
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index]!;
    if (argument === '--rollback') rollback = true;
    else if (['--target', '--dist', '--version', '--public-url'].includes(argument)) {
      const value = argv[index + 1];
      if (!value || value.startsWith('--')) throw new ReleaseError(`${argument} needs a value.\n${usage}`);
      values[argument] = value;
      index += 1;
    } else if (argument === '--help' || argument === '-h') throw new ReleaseError(usage);
    else if (argument.startsWith('--')) throw new ReleaseError(`Unknown option ${argument}.\n${usage}`);
    else if (remote)
      throw new ReleaseError(`One remote at a time (got ${remote} and ${argument}).\n${usage}`);
    else remote = argument;
  }
  if (!remote) throw new ReleaseError(`Which remote?\n${usage}`);
  return {
    remote,
    target: path.resolve(values['--target'] ?? process.env.RELEASE_TARGET ?? DEFAULT_TARGET),
    rollback,
    dist: values['--dist'],
    version: values['--version'],
    publicUrl: values['--public-url'] ?? process.env.RELEASE_PUBLIC_URL,
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  try {
    const args = parseArguments(process.argv.slice(2));
    const log = (line: string) => console.info(line);
    if (args.rollback) rollbackRemote({ remote: args.remote, target: args.target, log });
    else releaseRemote({ ...args, log });
  } catch (error) {
    console.error(error instanceof ReleaseError ? error.message : error);
    process.exit(1);
  }
}
