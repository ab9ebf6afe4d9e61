import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseRuntimeManifest } from '@pac/federation/manifest';
import {
  HISTORY_FILE,
  MANIFEST_FILE,
  ReleaseError,
  parseArguments,
  releaseRemote,
  rollbackRemote,
  type ReleaseHistory,
} from './release-remote.js';
import { REPO_ROOT } from './render-routing.js';

let scratch: string;
let target: string;

/** A stand-in for a remote's Vite build: its entry and one hashed asset, with a marker to tell builds apart. */
function fakeBuild(marker: string): string {
  const dist = fs.mkdtempSync(path.join(scratch, 'dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), `export const build = '${marker}';\n`);
  fs.writeFileSync(
    path.join(dist, 'assets', `index-${marker.padEnd(8, 'x').slice(0, 8)}.js`),
    `// ${marker}\n`,
  );
  return dist;
}

const manifest = () =>
  parseRuntimeManifest(JSON.parse(fs.readFileSync(path.join(target, MANIFEST_FILE), 'utf8')));
const history = () => JSON.parse(fs.readFileSync(path.join(target, HISTORY_FILE), 'utf8')) as ReleaseHistory;
const served = (entry: string) => fs.readFileSync(path.join(target, entry), 'utf8');

beforeEach(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'pac-release-'));
  target = path.join(scratch, 'site');
});
afterEach(() => fs.rmSync(scratch, { recursive: true, force: true }));

describe('per-remote release', () => {
  it('publishes a build under <target>/<remote>/<version>/ and points the manifest at it', () => {
    const record = releaseRemote({ remote: 'mfe-course', target, dist: fakeBuild('one') });
    expect(record.version).toMatch(/^0\.1\.0-[0-9a-f]{7,}$/); // package version + git short sha
    expect(record.entry).toBe(`/mfe-course/${record.version}/remoteEntry.js`);
    expect(served(record.entry)).toContain("'one'");
    expect(fs.readdirSync(path.join(target, 'mfe-course', record.version, 'assets'))).toEqual([
      'index-onexxxxx.js',
    ]);
    const current = manifest();
    expect(current.mfe_course).toBe(record.entry);
    // A target without a manifest gets one with the other remotes at their gateway paths.
    expect(current.mfe_account).toBe('/mfe-account/remoteEntry.js');
    expect(history().remotes['mfe-course']).toMatchObject({ current: record.version, releases: [record] });
  });

  it('releases twice, then a rollback points the manifest back at the first version, the second kept on disk', () => {
    const first = releaseRemote({ remote: 'mfe-course', target, dist: fakeBuild('one') });
    const second = releaseRemote({ remote: 'mfe-course', target, dist: fakeBuild('two') });
    expect(second.version).not.toBe(first.version); // same commit: a timestamp tells them apart
    expect(second.version.startsWith(first.version)).toBe(true);
    expect(manifest().mfe_course).toBe(second.entry);
    expect(served(manifest().mfe_course)).toContain("'two'");

    const restored = rollbackRemote({ remote: 'mfe-course', target });
    expect(restored.version).toBe(first.version);
    expect(manifest().mfe_course).toBe(first.entry);
    expect(served(manifest().mfe_course)).toContain("'one'");
    expect(fs.existsSync(path.join(target, 'mfe-course', second.version, 'remoteEntry.js'))).toBe(true);
    const course = history().remotes['mfe-course']!;
    expect(course.current).toBe(first.version);
    expect(course.log.map((entry) => [entry.action, entry.version, entry.from])).toEqual([
      ['release', first.version, null],
      ['release', second.version, first.version],
      ['rollback', first.version, second.version],
    ]);
  });

  it('refuses a rollback with no previous version, with a clear error, and changes nothing', () => {
    expect(() => rollbackRemote({ remote: 'mfe-course', target })).toThrow(
      new ReleaseError(`mfe-course has never been released to ${target}: there is nothing to roll back.`),
    );
    const only = releaseRemote({ remote: 'mfe-course', target, dist: fakeBuild('one') });
    const before = fs.readFileSync(path.join(target, MANIFEST_FILE), 'utf8');
    expect(() => rollbackRemote({ remote: 'mfe-course', target })).toThrow(
      /mfe-course has no version before .* there is nothing to roll back to\./,
    );
    expect(fs.readFileSync(path.join(target, MANIFEST_FILE), 'utf8')).toBe(before);
    expect(history().remotes['mfe-course']!.current).toBe(only.version);
    // After one rollback the one before is gone too: a second rollback past the first release is refused.
    releaseRemote({ remote: 'mfe-course', target, dist: fakeBuild('two') });
    rollbackRemote({ remote: 'mfe-course', target });
    expect(() => rollbackRemote({ remote: 'mfe-course', target })).toThrow(/nothing to roll back to/);
  });

  it('touches only its own remote: the others keep their entries through release and rollback', () => {
    releaseRemote({ remote: 'mfe-admin', target, dist: fakeBuild('admin'), version: '2.0.0' });
    releaseRemote({ remote: 'mfe-course', target, dist: fakeBuild('one'), version: '1.0.0' });
    releaseRemote({ remote: 'mfe-course', target, dist: fakeBuild('two'), version: '1.1.0' });
    rollbackRemote({ remote: 'mfe_course', target });
    expect(manifest()).toMatchObject({
      mfe_admin: '/mfe-admin/2.0.0/remoteEntry.js',
      mfe_course: '/mfe-course/1.0.0/remoteEntry.js',
      mfe_marketing: '/mfe-marketing/remoteEntry.js',
    });
    expect(() => rollbackRemote({ remote: 'mfe-admin', target })).toThrow(/no version before 2\.0\.0/);
  });

  it('releases the calculator like the others, by folder or federation name, into a new manifest', () => {
    const record = releaseRemote({
      remote: 'mfe-calculator',
      target,
      dist: fakeBuild('calc'),
      version: '1.0.0',
    });
    expect(record.entry).toBe('/mfe-calculator/1.0.0/remoteEntry.js');
    expect(served(record.entry)).toContain("'calc'");
    // The new manifest has every other remote at its gateway path and no separate calculator site.
    expect(manifest()).toEqual({
      mfe_marketing: '/mfe-marketing/remoteEntry.js',
      mfe_course: '/mfe-course/remoteEntry.js',
      mfe_account: '/mfe-account/remoteEntry.js',
      mfe_admin: '/mfe-admin/remoteEntry.js',
      mfe_calculator: '/mfe-calculator/1.0.0/remoteEntry.js',
      calculatorUrl: '',
      apiBaseUrl: '',
    });
    releaseRemote({ remote: 'mfe_calculator', target, dist: fakeBuild('calc2'), version: '1.1.0' });
    rollbackRemote({ remote: 'mfe-calculator', target });
    expect(manifest().mfe_calculator).toBe('/mfe-calculator/1.0.0/remoteEntry.js');
  });

  it('keeps the manifest’s other settings and writes absolute entries for a CDN', () => {
    fs.mkdirSync(target, { recursive: true });
    const existing = {
      mfe_marketing: 'https://cdn.example.com/mfe-marketing/3.0.0/remoteEntry.js',
      mfe_course: 'https://cdn.example.com/mfe-course/1.0.0/remoteEntry.js',
      mfe_account: 'https://cdn.example.com/mfe-account/1.0.0/remoteEntry.js',
      mfe_admin: 'https://cdn.example.com/mfe-admin/1.0.0/remoteEntry.js',
      mfe_calculator: 'https://cdn.example.com/mfe-calculator/1.0.0/remoteEntry.js',
      calculatorUrl: 'https://calculator.example.com',
      apiBaseUrl: '',
    };
    fs.writeFileSync(path.join(target, MANIFEST_FILE), JSON.stringify(existing));
    releaseRemote({
      remote: 'mfe-course',
      target,
      dist: fakeBuild('one'),
      version: '1.1.0',
      publicUrl: 'https://cdn.example.com/',
    });
    expect(manifest()).toEqual({
      ...existing,
      mfe_course: 'https://cdn.example.com/mfe-course/1.1.0/remoteEntry.js',
    });
  });

  it('never overwrites a published version and refuses what is not a remote build or not a remote', () => {
    releaseRemote({ remote: 'mfe-course', target, dist: fakeBuild('one'), version: '1.0.0' });
    expect(() =>
      releaseRemote({ remote: 'mfe-course', target, dist: fakeBuild('two'), version: '1.0.0' }),
    ).toThrow(/already published/);
    expect(served('/mfe-course/1.0.0/remoteEntry.js')).toContain("'one'");
    const empty = fs.mkdtempSync(path.join(scratch, 'empty-'));
    expect(() => releaseRemote({ remote: 'mfe-course', target, dist: empty })).toThrow(/no remoteEntry\.js/);
    expect(() => releaseRemote({ remote: 'shell', target, dist: fakeBuild('x') })).toThrow(
      'Unknown remote "shell": one of mfe-marketing, mfe-course, mfe-account, mfe-admin, mfe-calculator.',
    );
    expect(() =>
      releaseRemote({ remote: 'mfe-course', target, dist: fakeBuild('x'), version: '../x' }),
    ).toThrow(/cannot be a folder name/);
  });

  it('reads its command line', () => {
    expect(parseArguments(['mfe-course', '--target', 'out', '--rollback'])).toMatchObject({
      remote: 'mfe-course',
      target: path.resolve('out'),
      rollback: true,
    });
    expect(() => parseArguments([])).toThrow(/Which remote\?/);
    expect(() => parseArguments(['mfe-course', '--target'])).toThrow(/--target needs a value/);
    expect(() => parseArguments(['mfe-course', '--force'])).toThrow(/Unknown option --force/);
  });

  it('runs as `npm run release:remote` on the real build of a remote, and exits 1 with the reason when it cannot', () => {
    const built = path.join(REPO_ROOT, 'mfe-course/dist');
    expect(fs.existsSync(path.join(built, 'remoteEntry.js')), 'mfe-course/dist (npm test builds it)').toBe(
      true,
    );
    const release = spawnSync(
      'npm',
      [
        'run',
        '--silent',
        'release:remote',
        '--',
        'mfe-course',
        '--target',
        target,
        '--dist',
        built,
        '--version',
        '1.0.0',
      ],
      { cwd: REPO_ROOT, encoding: 'utf8' },
    );
    expect(release.status, release.stderr).toBe(0);
    expect(release.stdout).toContain('mfe_course → /mfe-course/1.0.0/remoteEntry.js');
    expect(manifest().mfe_course).toBe('/mfe-course/1.0.0/remoteEntry.js');
    for (const file of fs.readdirSync(built, { recursive: true, encoding: 'utf8' })) {
      expect(fs.existsSync(path.join(target, 'mfe-course/1.0.0', file)), file).toBe(true);
    }
    const refused = spawnSync(
      process.execPath,
      [
        '--conditions=@pac/source',
        '--import',
        'tsx',
        'tools/deploy/release-remote.ts',
        'mfe-course',
        '--target',
        target,
        '--rollback',
      ],
      { cwd: REPO_ROOT, encoding: 'utf8' },
    );
    expect(refused.status).toBe(1);
    expect(refused.stderr.trim()).toMatch(
      /^mfe-course has no version before 1\.0\.0 in .*: there is nothing to roll back to\.$/,
    );
  }, 30_000);
});
