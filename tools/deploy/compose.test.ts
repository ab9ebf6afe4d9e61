import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REMOTES, SERVICES } from '@pac/contracts';
import { REPO_ROOT, remoteHost } from './render-routing.js';

const COMPOSE_FILE = path.join(REPO_ROOT, 'docker-compose.yml');
const SECRETS = [
  'POSTGRES_PASSWORD',
  'JWT_SECRET',
  'SETTINGS_ENCRYPTION_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'ADMIN_PASSWORD',
];

interface ComposeService {
  image?: string;
  networks?: Record<string, { ipv4_address?: string }>;
  build?: { context: string; dockerfile: string; args?: Record<string, string> };
  command?: string[];
  depends_on?: Record<string, { condition: string }>;
  environment?: Record<string, string>;
  profiles?: string[];
  ports?: string[];
  read_only?: boolean;
}
const compose = parse(fs.readFileSync(COMPOSE_FILE, 'utf8'), { merge: true }) as {
  services: Record<string, ComposeService>;
  networks?: { default?: { ipam?: { config?: Array<{ subnet?: string }> } } };
};
const services = compose.services;
const built = Object.entries(services).filter(([, service]) => service.build);

interface Instruction {
  keyword: string;
  args: string;
}
/** Dockerfile instructions grouped by stage (continuation lines joined, comments dropped). */
function dockerStages(file: string): Instruction[][] {
  const logical = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('#'))
    .join('\n')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const stages: Instruction[][] = [[]];
  for (const line of logical) {
    const [keyword, ...rest] = line.split(/\s+/);
    const instruction = { keyword: keyword!.toUpperCase(), args: rest.join(' ') };
    if (instruction.keyword === 'FROM') stages.push([]);
    stages.at(-1)!.push(instruction);
  }
  return stages.filter((stage) => stage.some((i) => i.keyword === 'FROM'));
}

/** Sources of the COPY instructions that take files from the build context (not from another stage). */
function contextSources(stage: Instruction[]): string[] {
  return stage
    .filter((i) => i.keyword === 'COPY' && !/--from=/.test(i.args))
    .flatMap((i) =>
      i.args
        .split(/\s+/)
        .filter((word) => !word.startsWith('--'))
        .slice(0, -1),
    );
}

const DOCKERFILES = [...new Set(built.map(([, service]) => service.build!.dockerfile))];

describe('docker-compose.yml', () => {
  it('parses as YAML and runs the whole topology', () => {
    const expected = [
      'postgres',
      'redis',
      'mail',
      'migrate',
      ...SERVICES,
      'email-worker',
      'gateway',
      'shell',
      ...REMOTES.map(remoteHost),
    ];
    expect(Object.keys(services)).toEqual(expect.arrayContaining(expected));
    expect(services.mail!.image).toMatch(/^maildev\/maildev:/);
  });

  it.each(built)('%s builds from an existing Dockerfile and workspace', (name, service) => {
    const { context, dockerfile, args = {} } = service.build!;
    const contextDir = path.resolve(REPO_ROOT, context);
    expect(fs.statSync(contextDir).isDirectory()).toBe(true);
    expect(fs.existsSync(path.join(contextDir, dockerfile)), dockerfile).toBe(true);
    if (args.SERVICE)
      expect(fs.existsSync(path.join(contextDir, 'services', args.SERVICE, 'package.json'))).toBe(true);
    if (args.APP) expect(fs.existsSync(path.join(contextDir, args.APP, 'package.json'))).toBe(true);
    // Its own image name (pac/<name>), shared only by services built the same way (migrate runs identity's).
    expect(service.image, name).toMatch(/^pac\/[a-z-]+:/);
    for (const [other, otherService] of built) {
      if (otherService.image === service.image)
        expect(otherService.build, `${name} vs ${other}`).toEqual(service.build);
    }
  });

  it('gives the shell every remote’s address (MFE_<NAME>_URL, on the gateway by default) and builds each remote', () => {
    for (const remote of REMOTES) {
      const variable = `${remote.toUpperCase()}_URL`;
      expect(services.shell!.environment?.[variable], variable).toBe(
        `\${${variable}:-/${remoteHost(remote)}}`,
      );
      expect(services[remoteHost(remote)]!.build!.args?.APP, remote).toBe(remoteHost(remote));
      expect(services.gateway!.depends_on?.[remoteHost(remote)], remote).toBeDefined();
    }
    // No separate calculator site by default: the built-in one at /calculator.
    expect(services.shell!.environment?.CALCULATOR_URL).toBe('${CALCULATOR_URL:-}');
  });

  it('starts the services and the worker only after the one-shot migration succeeded', () => {
    expect(services.migrate!.command).toEqual(['migrate']);
    for (const name of [...SERVICES, 'email-worker']) {
      expect(services[name]!.depends_on?.migrate, name).toEqual({
        condition: 'service_completed_successfully',
      });
      expect(services[name]!.read_only, name).toBe(true);
    }
    for (const [name, service] of Object.entries(services)) {
      for (const dependency of Object.keys(service.depends_on ?? {})) {
        expect(services[dependency], `${name} depends on ${dependency}`).toBeDefined();
      }
    }
  });

  it('keeps the mail catcher local: its own profile, its inbox on 127.0.0.1 only, nothing always-on needs it', () => {
    const mail = services.mail!;
    expect(mail.profiles).toEqual(['local-mail']);
    expect(mail.ports?.length).toBeGreaterThan(0);
    // The inbox shows every code and reset link: never published on the machine's other interfaces.
    for (const port of mail.ports ?? []) expect(port).toMatch(/^127\.0\.0\.1:/);
    for (const [name, service] of Object.entries(services)) {
      if (!service.profiles?.length)
        expect(Object.keys(service.depends_on ?? {}), name).not.toContain('mail');
    }
    // Plain SMTP is let off for the catcher alone, by name; SMTP_URL set by the operator gets no such default.
    expect(services['email-worker']!.environment?.SMTP_URL).toBe(
      '${SMTP_URL:-smtp://mail:1025?requireTLS=false}',
    );
  });

  it('keeps the payment stand-in local: its own profile, its checkout on 127.0.0.1 only', () => {
    const standIn = services['payment-stand-in']!;
    expect(standIn.profiles).toEqual(['local-payments']);
    expect(standIn.ports?.length).toBeGreaterThan(0);
    // It turns any test card into a paid plan (and signs webhooks for it): reachable from this machine alone.
    for (const port of standIn.ports ?? []) expect(port).toMatch(/^127\.0\.0\.1:/);
    // Only the gateway is published beyond the machine.
    for (const [name, service] of Object.entries(services)) {
      if (name === 'gateway') continue;
      for (const port of service.ports ?? []) expect(port, name).toMatch(/^127\.0\.0\.1:/);
    }
  });

  it('has the services believe X-Forwarded-For from the gateway alone, at its fixed address on the stack network', () => {
    const gatewayAddress = services.gateway!.networks?.default?.ipv4_address;
    expect(gatewayAddress).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    const subnet = compose.networks?.default?.ipam?.config?.[0]?.subnet ?? '';
    // The address lies in the network's fixed /24.
    expect(subnet).toMatch(/\/24$/);
    expect(gatewayAddress!.split('.').slice(0, 3)).toEqual(subnet.split('/')[0]!.split('.').slice(0, 3));
    for (const name of SERVICES)
      expect(services[name]!.environment?.TRUSTED_PROXIES, name).toBe(gatewayAddress);
  });

  it('takes every secret from the environment, required, never with a committed default', () => {
    const text = fs.readFileSync(COMPOSE_FILE, 'utf8');
    for (const secret of SECRETS) {
      const uses = [...text.matchAll(new RegExp(`\\$\\{${secret}([^}]*)\\}`, 'g'))];
      expect(uses.length, secret).toBeGreaterThan(0);
      for (const [use, modifier] of uses) expect(modifier, use).toMatch(/^:\?/);
    }
    for (const [name, service] of Object.entries(services)) {
      for (const [key, value] of Object.entries(service.environment ?? {})) {
        if (/SECRET|PASSWORD|KEY/.test(key) && key !== 'STRIPE_SECRET_KEY') {
          expect(String(value), `${name}.${key}`).toMatch(/^\$\{|\$\{[A-Z_]+:\?/);
        }
      }
    }
  });

  const composeCli = detectComposeCli();
  it.skipIf(!composeCli)(
    `\`docker compose config\` accepts the file${composeCli ? '' : ' (skipped: no docker compose plugin or docker-compose on this machine)'}`,
    () => {
      const env = {
        ...process.env,
        ...Object.fromEntries(SECRETS.map((secret) => [secret, 'x'.repeat(40)])),
      };
      const result = spawnSync(
        composeCli![0]!,
        [...composeCli!.slice(1), '-f', COMPOSE_FILE, 'config', '-q'],
        {
          encoding: 'utf8',
          env,
        },
      );
      expect(result.status, result.stderr).toBe(0);
      const missing = spawnSync(
        composeCli![0]!,
        [...composeCli!.slice(1), '-f', COMPOSE_FILE, 'config', '-q'],
        {
          encoding: 'utf8',
          env: { ...env, JWT_SECRET: '' },
        },
      );
      expect(missing.status).not.toBe(0);
      expect(missing.stderr).toContain('JWT_SECRET');
    },
  );
  if (!composeCli)
    console.info('docker compose config: skipped, no docker compose plugin or docker-compose here');
});

describe.each(DOCKERFILES)('%s', (dockerfile) => {
  const stages = dockerStages(path.join(REPO_ROOT, dockerfile));
  const final = stages.at(-1)!;

  it('copies only files that exist in the build context', () => {
    for (const stage of stages) {
      for (const source of contextSources(stage)) {
        if (source === '.') continue;
        expect(fs.existsSync(path.join(REPO_ROOT, source)), source).toBe(true);
      }
    }
  });

  it('runs as a non-root user with a health check', () => {
    const user = final.filter((i) => i.keyword === 'USER').at(-1)?.args;
    expect(user).toBeDefined();
    expect(['root', '0']).not.toContain(user!.split(':')[0]);
    const healthcheck = final.find((i) => i.keyword === 'HEALTHCHECK')?.args ?? '';
    expect(healthcheck).toMatch(/\/health\/live|\/index\.html|\/healthz/);
  });

  it('is multi-stage or a config-only layer on nginx (no build tools in the runtime image)', () => {
    const base = final.find((i) => i.keyword === 'FROM')!.args;
    if (stages.length === 1) expect(base).toMatch(/NGINX_IMAGE|nginx/);
    else expect(final.some((i) => i.keyword === 'COPY' && /--from=/.test(i.args))).toBe(true);
  });
});

describe('images and their nginx configuration', () => {
  const copiedInto = (dockerfile: string, destination: string) =>
    dockerStages(path.join(REPO_ROOT, dockerfile))
      .at(-1)!
      .filter((i) => i.keyword === 'COPY' && i.args.trim().endsWith(destination))
      .flatMap((i) => contextSources([i]).map((source) => path.basename(source)));
  const includes = (file: string) =>
    [
      ...fs
        .readFileSync(path.join(REPO_ROOT, 'deploy/nginx', file), 'utf8')
        .matchAll(/include pac\/([\w.-]+);/g),
    ].map((match) => match[1]!);

  it('the gateway image carries every file gateway.conf includes', () => {
    const copied = copiedInto('deploy/docker/gateway.Dockerfile', '/etc/nginx/pac/');
    for (const file of [...includes('gateway.conf'), ...includes('gateway-routes.conf')])
      expect(copied).toContain(file);
  });

  it('the front-end image carries every file static-site.conf includes, and the manifest hook', () => {
    const copied = copiedInto('deploy/docker/web.Dockerfile', '/etc/nginx/pac/');
    for (const file of [...includes('static-site.conf'), ...includes('static-locations.conf')]) {
      expect(copied).toContain(file);
    }
    expect(copiedInto('deploy/docker/web.Dockerfile', '/docker-entrypoint.d/40-write-manifest.sh')).toEqual([
      'write-manifest.sh',
    ]);
  });

  it('both nginx images carry the redacting access log format, in conf.d before the server block naming it', () => {
    for (const dockerfile of ['deploy/docker/gateway.Dockerfile', 'deploy/docker/web.Dockerfile']) {
      expect(copiedInto(dockerfile, '/etc/nginx/conf.d/00-access-log.conf'), dockerfile).toEqual([
        'access-log.conf',
      ]);
    }
  });

  it('the build context leaves out local installs, outputs and secrets', () => {
    const ignored = fs.readFileSync(path.join(REPO_ROOT, '.dockerignore'), 'utf8').split('\n');
    for (const pattern of ['**/node_modules', '**/dist', '.env', '**/*.env'])
      expect(ignored).toContain(pattern);
  });
});

function detectComposeCli(): string[] | null {
  for (const command of [['docker', 'compose'], ['docker-compose']]) {
    const result = spawnSync(command[0]!, [...command.slice(1), 'version'], { encoding: 'utf8' });
    if (result.status === 0) return command;
  }
  return null;
}
