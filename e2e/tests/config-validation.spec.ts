import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { SERVICES } from '@pac/contracts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PROCESSES = [...SERVICES, 'email-worker'] as const;

/** Runs a built process with only the given environment and returns how it ended. */
function startWith(name: string, env: Record<string, string>) {
  const result = spawnSync(process.execPath, [path.join(repoRoot, 'services', name, 'dist/main.js')], {
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
    timeout: 20_000,
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

test.describe('a process started with bad configuration stops at once, naming the variable', () => {
  for (const name of PROCESSES) {
    test(`${name} without DATABASE_URL`, () => {
      const { code, output } = startWith(name, {
        REDIS_URL: 'redis://127.0.0.1:6379',
        JWT_SECRET: 'x'.repeat(40),
      });
      expect(code).toBe(1);
      expect(output).toContain('DATABASE_URL');
    });
  }

  test('identity with a JWT_SECRET too short to be safe', () => {
    const { code, output } = startWith('identity', {
      DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/postgres',
      REDIS_URL: 'redis://127.0.0.1:6379',
      JWT_SECRET: 'short',
    });
    expect(code).toBe(1);
    expect(output).toContain('JWT_SECRET');
  });

  test('a service with a malformed REDIS_URL', () => {
    const { code, output } = startWith('content', {
      DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/postgres',
      REDIS_URL: 'not a url',
    });
    expect(code).toBe(1);
    expect(output).toContain('REDIS_URL');
  });

  test('the gateway with a malformed service address', () => {
    const { code, output } = startWith('gateway', { IDENTITY_URL: 'nowhere' });
    expect(code).toBe(1);
    expect(output).toContain('IDENTITY_URL');
  });
});
