import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REMOTES, SERVICES, SERVICE_PREFIXES, gatewayDocsPath } from '@pac/contracts';
import {
  GENERATED_FILES,
  REPO_ROOT,
  SERVICE_PORT,
  remoteHost,
  renderGatewayRoutes,
  renderIngress,
} from './render-routing.js';

describe('routing rendered from the contracts', () => {
  it.each(GENERATED_FILES.map(({ file, render }) => [path.relative(REPO_ROOT, file), render] as const))(
    '%s is up to date (run `npm run render -w @pac/deploy-tools` after changing the contracts)',
    (file, render) => {
      expect(fs.readFileSync(path.join(REPO_ROOT, file), 'utf8')).toBe(render());
    },
  );

  it('nginx sends every prefix of every service to that service and only there', () => {
    const routes = [
      ...renderGatewayRoutes().matchAll(
        /location ~ \^\/api\/\(([^)]+)\)\(\/\|\$\) \{\n\s+proxy_pass http:\/\/(\w+);/g,
      ),
    ];
    const owner = new Map<string, string>();
    for (const [, alternatives, service] of routes) {
      for (const prefix of alternatives!.split('|')) {
        expect(owner.has(prefix), prefix).toBe(false);
        owner.set(`/api/${prefix.replace(/\\/g, '')}`, service!);
      }
    }
    const expected = SERVICES.flatMap((service) =>
      SERVICE_PREFIXES[service].map((prefix) => [prefix, service]),
    );
    expect(Object.fromEntries(owner)).toEqual(Object.fromEntries(expected));
  });

  it('nginx serves each remote at /<remote>/ from its own host', () => {
    const conf = renderGatewayRoutes();
    for (const remote of REMOTES) {
      expect(conf).toContain(
        `location /${remoteHost(remote)}/ { proxy_pass http://${remoteHost(remote)}/; }`,
      );
    }
  });

  it('the Ingress sends the same prefixes to the same services and the rest to the gateway', () => {
    const ingress = parse(renderIngress()) as {
      spec: {
        rules: Array<{
          http: {
            paths: Array<{
              path: string;
              pathType: string;
              backend: { service: { name: string; port: { number: number } } };
            }>;
          };
        }>;
      };
    };
    const paths = ingress.spec.rules[0]!.http.paths;
    for (const entry of paths) expect(entry.pathType).toBe('Prefix');
    const api = paths.filter((entry) => entry.path !== '/');
    expect(Object.fromEntries(api.map((entry) => [entry.path, entry.backend.service.name]))).toEqual(
      Object.fromEntries(
        SERVICES.flatMap((service) => SERVICE_PREFIXES[service].map((prefix) => [prefix, service])),
      ),
    );
    for (const entry of api) expect(entry.backend.service.port.number).toBe(SERVICE_PORT);
    expect(paths.find((entry) => entry.path === '/')?.backend.service.name).toBe('gateway');
    // The OpenAPI pages go to the gateway nginx, which serves them read-only (nginx-docs.test.ts): no prefix of a
    // service takes them (Prefix matches whole segments; the longest wins).
    for (const service of SERVICES) {
      const docs = gatewayDocsPath(service);
      const owner = paths
        .filter((entry) => entry.path === '/' || docs === entry.path || docs.startsWith(`${entry.path}/`))
        .sort((a, b) => b.path.length - a.path.length)[0];
      expect(owner?.backend.service.name, docs).toBe('gateway');
    }
  });

  it('nginx serves each service’s OpenAPI at gatewayDocsPath, every location of it read-only', () => {
    const conf = renderGatewayRoutes();
    for (const service of SERVICES) {
      const docs = gatewayDocsPath(service);
      const locations = conf
        .split('\n')
        .filter((line) => line.startsWith(`location `) && line.includes(docs));
      expect(locations, service).toEqual([
        `location = ${docs} { include pac/docs-read-only.conf; return 302 ${docs}/$is_args$args; }`,
        `location = ${docs}-json { include pac/docs-read-only.conf; proxy_pass http://${service}/docs-json; }`,
        `location = ${docs}/json { include pac/docs-read-only.conf; proxy_pass http://${service}/docs-json; }`,
        `location ^~ ${docs}/ { include pac/docs-read-only.conf; proxy_pass http://${service}/docs/; }`,
      ]);
    }
  });
});
