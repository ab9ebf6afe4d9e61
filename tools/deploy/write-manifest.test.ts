import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseRuntimeManifest } from '@pac/federation/manifest';
import { NGINX_DIR } from './render-routing.js';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pac-manifest-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const ALL = {
  MFE_MARKETING_URL: '/mfe-marketing',
  MFE_COURSE_URL: 'https://static.example.com/mfe-course/1.4.0/',
  MFE_ACCOUNT_URL: '/mfe-account',
  MFE_ADMIN_URL: '/mfe-admin',
  MFE_CALCULATOR_URL: '/mfe-calculator/',
};
const run = (env: Record<string, string>) =>
  spawnSync('sh', [path.join(NGINX_DIR, 'write-manifest.sh')], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH, MANIFEST_DIR: dir, ...env },
  });
const manifestFile = () => path.join(dir, 'mfe-manifest.json');

describe('write-manifest.sh (the shell image writes /mfe-manifest.json at container start)', () => {
  it('writes a valid runtime manifest from MFE_*_URL and CALCULATOR_URL', () => {
    const result = run({ ...ALL, CALCULATOR_URL: 'https://calculator.example.com' });
    expect(result.status, result.stderr).toBe(0);
    expect(parseRuntimeManifest(JSON.parse(fs.readFileSync(manifestFile(), 'utf8')))).toEqual({
      mfe_marketing: '/mfe-marketing/remoteEntry.js',
      mfe_course: 'https://static.example.com/mfe-course/1.4.0/remoteEntry.js',
      mfe_account: '/mfe-account/remoteEntry.js',
      mfe_admin: '/mfe-admin/remoteEntry.js',
      mfe_calculator: '/mfe-calculator/remoteEntry.js',
      calculatorUrl: 'https://calculator.example.com',
      apiBaseUrl: '',
    });
  });

  it('leaves calculatorUrl empty without CALCULATOR_URL: the built-in calculator at /calculator', () => {
    const result = run(ALL);
    expect(result.status, result.stderr).toBe(0);
    const manifest = parseRuntimeManifest(JSON.parse(fs.readFileSync(manifestFile(), 'utf8')));
    expect(manifest.calculatorUrl).toBe('');
    expect(manifest.mfe_calculator).toBe('/mfe-calculator/remoteEntry.js');
  });

  it('leaves the folder alone when no MFE_*_URL is set (Kubernetes mounts the manifest; remotes serve none)', () => {
    fs.writeFileSync(manifestFile(), '{"mounted":true}');
    expect(run({}).status).toBe(0);
    expect(fs.readFileSync(manifestFile(), 'utf8')).toBe('{"mounted":true}');
  });

  it('refuses to start with some remotes missing or a value that is no URL, naming the variable', () => {
    const partial = run({ MFE_MARKETING_URL: '/mfe-marketing' });
    expect(partial.status).toBe(1);
    expect(partial.stderr).toContain('MFE_COURSE_URL is not set');
    const quoted = run({ ...ALL, MFE_ADMIN_URL: '/x", "evil": "y' });
    expect(quoted.status).toBe(1);
    expect(quoted.stderr).toContain('MFE_ADMIN_URL is not a URL');
    const { MFE_CALCULATOR_URL: _calculator, ...fourOnly } = ALL;
    const withoutCalculator = run(fourOnly);
    expect(withoutCalculator.status).toBe(1);
    expect(withoutCalculator.stderr).toContain('MFE_CALCULATOR_URL is not set');
    expect(fs.existsSync(manifestFile())).toBe(false);
  });
});
