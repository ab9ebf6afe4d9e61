import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const PROVISION = fileURLToPath(new URL('../../provision.sh', import.meta.url));
const hasRedisServer = spawnSync('sh', ['-c', 'command -v redis-server']).status === 0;

/** tools/provision.sh in check-only mode, with the binaries the tests use pointed wherever a case needs. */
const provision = (env: Record<string, string>) =>
  spawnSync('bash', [PROVISION], {
    encoding: 'utf8',
    env: { ...process.env, PROVISION_NO_INSTALL: '1', ...env },
    timeout: 30_000,
  });

describe('tools/provision.sh (what npm test needs from the system)', () => {
  it('fails fast with one line naming what is missing and how to get it, when it may not install', () => {
    const result = provision({ CHROMIUM_PATH: '/nonexistent/chromium', NGINX_BINARY: '/nonexistent/nginx' });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('/nonexistent/chromium');
    expect(lines[0]).toContain('/nonexistent/nginx');
    expect(lines[0]).toMatch(/apt-get install chromium nginx/);
  });

  it.skipIf(!hasRedisServer)('passes quietly when everything is there', () => {
    const present = path.resolve('/bin/sh');
    const result = provision({ CHROMIUM_PATH: present, NGINX_BINARY: present });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});
