import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMOTES, SERVICES } from '@pac/contracts';
import {
  createNginxPrefix,
  freePort,
  requireNginx,
  startNginx,
  writeMainConfig,
  type NginxPrefix,
  type RunningNginx,
} from './nginx-harness.js';
import { NGINX_DIR, remoteHost } from './render-routing.js';

function get(port: number, pathname: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: pathname, headers, agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

describe('production nginx access log (access-log.conf)', () => {
  let prefix: NginxPrefix;
  let nginx: RunningNginx | undefined;
  let port = 0;
  let log = '';

  beforeAll(async () => {
    requireNginx();
    // Nothing listens upstream: each request is answered 502 (or by nginx itself), and logged all the same.
    const upstreams: Record<string, number> = {};
    for (const host of [...SERVICES, 'shell', ...REMOTES.map(remoteHost)]) upstreams[host] = await freePort();
    prefix = createNginxPrefix(upstreams);
    log = path.join(prefix.dir, 'access.log');
    port = await freePort();
    writeMainConfig(
      prefix,
      [
        '  include pac/access-log.conf;',
        '  include pac/upstreams.conf;',
        `  server { listen 127.0.0.1:${port}; access_log ${log} pac_redacted; include pac/gateway-routes.conf; }`,
      ].join('\n'),
    );
    nginx = await startNginx(prefix, port);
  });

  afterAll(async () => {
    await nginx?.stop();
    if (prefix) fs.rmSync(prefix.dir, { recursive: true, force: true });
  });

  it('is the format the gateway’s and the static hosts’ server blocks write', () => {
    for (const file of ['gateway.conf', 'static-site.conf']) {
      const conf = fs.readFileSync(path.join(NGINX_DIR, file), 'utf8');
      expect(conf, file).toMatch(/server \{[^}]*\n\s*access_log \/dev\/stdout pac_redacted;/);
    }
  });

  it('keeps no token of a query string, a share link or a Referer', async () => {
    const secrets = {
      share: 'share-link-secret-token',
      sharePage: 'share-page-secret-token',
      shareCased: 'share-cased-secret-token',
      reset: 'reset-secret-token',
      verify: 'verify-secret-token',
      unsubscribe: 'unsubscribe-secret-token',
      checkout: 'cs_test_secret_session',
      referer: 'referer-secret-token',
    };
    const requests: Array<[string, Record<string, string>?]> = [
      [`/api/shared/${secrets.share}`],
      [`/shared/${secrets.sharePage}`],
      [`/API/Shared/${secrets.shareCased}`],
      [`/reset-password?token=${secrets.reset}`],
      [`/api/verify-email?token=${secrets.verify}`],
      [`/api/email/unsubscribe?token=${secrets.unsubscribe}`],
      [`/api/payment/session?session_id=${secrets.checkout}`],
      ['/api/user/profile', { referer: `http://site.test/reset-password?token=${secrets.referer}` }],
    ];
    for (const [pathname, headers] of requests) await get(port, pathname, headers);
    // nginx writes each line when the request ends; a stopped nginx has written them all.
    await nginx?.stop();
    nginx = undefined;
    const lines = fs.readFileSync(log, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(requests.length);
    for (const secret of Object.values(secrets)) expect(lines.join('\n'), secret).not.toContain(secret);
    expect(lines[0]).toContain('"GET /api/shared/[redacted] HTTP/1.1" 502 ');
    expect(lines[1]).toContain('"GET /shared/[redacted] HTTP/1.1" ');
    expect(lines[3]).toContain('"GET /reset-password HTTP/1.1" ');
    expect(lines[6]).toContain('"GET /api/payment/session HTTP/1.1" 502 ');
  });
});
