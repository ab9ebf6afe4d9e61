/**
 * Runs Debian's nginx (/usr/sbin/nginx) on the real deploy/nginx files without root: everything nginx writes (pid,
 * temp files, logs) lives in a temp prefix, servers listen on free loopback ports, and the upstreams that compose and
 * Kubernetes name by host (identity:3000, shell:8080, …) are replaced by 127.0.0.1 addresses the test chooses.
 * Every other file in deploy/nginx is used as committed, through a `pac/` folder of links under the prefix.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acceptsConnections } from '@pac/server-kit/tcp-port';
import { NGINX_DIR } from './render-routing.js';

export { freePort } from '@pac/server-kit/tcp-port';

export const NGINX_BINARY = process.env.NGINX_BINARY ?? '/usr/sbin/nginx';

/** Fails a test suite's setup with what to install when Debian's nginx is missing. */
export function requireNginx(): void {
  if (!fs.existsSync(NGINX_BINARY)) {
    throw new Error(
      `${NGINX_BINARY} not found: install Debian's nginx (\`apt-get install -y nginx\`; .ci/run does).`,
    );
  }
}
const MIME_TYPES = ['/etc/nginx/mime.types', '/usr/share/nginx/mime.types'];

export interface NginxPrefix {
  dir: string;
  /** Main config file: write it with writeMainConfig (it includes files relative to `dir`, e.g. pac/…). */
  conf: string;
}

/**
 * A temp prefix whose pac/ links to every committed file in deploy/nginx, except upstreams.conf (given): each
 * upstream on a loopback port, keeping `keepalive` idle connections (a benchmark passes production's 16).
 */
export function createNginxPrefix(upstreams: Record<string, number>, keepalive = 4): NginxPrefix {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pac-nginx-'));
  fs.chmodSync(dir, 0o755); // workers may run as another user when the test runs as root
  const pac = path.join(dir, 'pac');
  fs.mkdirSync(pac);
  for (const file of fs.readdirSync(NGINX_DIR)) {
    if (file !== 'upstreams.conf') fs.symlinkSync(path.join(NGINX_DIR, file), path.join(pac, file));
  }
  const lines = Object.entries(upstreams).map(
    ([name, port]) => `upstream ${name} { server 127.0.0.1:${port}; keepalive ${keepalive}; }`,
  );
  fs.writeFileSync(path.join(pac, 'upstreams.conf'), `${lines.join('\n')}\n`);
  for (const temp of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    fs.mkdirSync(path.join(dir, temp), { mode: 0o777 });
  }
  return { dir, conf: path.join(dir, 'nginx.conf') };
}

/** nginx.conf with pid, logs and temp paths inside the prefix; `http` is the body of the http block. */
export function writeMainConfig(prefix: NginxPrefix, http: string): void {
  const mimeTypes = MIME_TYPES.find((file) => fs.existsSync(file));
  if (!mimeTypes) throw new Error(`nginx's mime.types not found (looked in ${MIME_TYPES.join(', ')})`);
  const temp = (name: string) => path.join(prefix.dir, name);
  fs.writeFileSync(
    prefix.conf,
    `# Test configuration written by tools/deploy/nginx-harness.ts
${process.getuid?.() === 0 ? 'user root;  # running as root (CI): keep workers able to read the temp prefix\n' : ''}daemon off;
worker_processes 1;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
events { worker_connections 64; }
http {
  include ${mimeTypes};
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${temp('client_body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
${http}
}
`,
  );
}

/** `nginx -t`: the configuration's syntax and every file it includes; returns nginx's own report. */
export function testConfig(prefix: NginxPrefix): { ok: boolean; output: string } {
  const result = spawnSync(NGINX_BINARY, ['-t', '-p', `${prefix.dir}/`, '-c', prefix.conf], {
    encoding: 'utf8',
    // `nginx -t` opens every log file the configuration names, the images' /dev/stdout among them, which Node's
    // stdout pipe (a socket) cannot be opened as; nginx reports on stderr.
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return { ok: result.status === 0, output: result.stderr.trim() };
}

export interface RunningNginx {
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Starts nginx in the foreground and resolves once `port` accepts connections. */
export async function startNginx(prefix: NginxPrefix, port: number): Promise<RunningNginx> {
  const child = spawn(NGINX_BINARY, ['-p', `${prefix.dir}/`, '-c', prefix.conf], { stdio: 'pipe' });
  let output = '';
  child.stderr.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) break;
    if (await acceptsConnections('127.0.0.1', port)) {
      return {
        process: child,
        stop: async () => {
          if (child.exitCode === null) child.kill('SIGTERM');
          await exited;
        },
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  const log = fs.readFileSync(path.join(prefix.dir, 'error.log'), { encoding: 'utf8', flag: 'a+' });
  throw new Error(`nginx did not start on port ${port}:\n${output}\n${log}`);
}
