import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVICE_PREFIXES } from '@pac/contracts';
import { GATEWAY_CONF_PATH, renderGatewayConf } from './render-nginx-gateway.js';

describe('production nginx gateway', () => {
  it('is rendered from the current routing contract (run `npm run render -w @pac/deploy-tools` after changing it)', () => {
    expect(fs.readFileSync(GATEWAY_CONF_PATH, 'utf8')).toBe(renderGatewayConf());
  });

  it('sends every prefix of every service to that service and only there', () => {
    const conf = renderGatewayConf();
    const routes = [
      ...conf.matchAll(/location ~ \^\/api\/\(([^)]+)\)\(\/\|\$\) \{\n\s+proxy_pass http:\/\/(\w+);/g),
    ];
    const owner = new Map<string, string>();
    for (const [, alternatives, service] of routes) {
      for (const prefix of alternatives!.split('|')) owner.set(`/api/${prefix.replace(/\\/g, '')}`, service!);
    }
    for (const [service, prefixes] of Object.entries(SERVICE_PREFIXES)) {
      for (const prefix of prefixes) expect(owner.get(prefix), prefix).toBe(service);
    }
  });
});
