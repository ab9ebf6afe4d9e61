import { describe, expect, it } from 'vitest';
import { SERVICE_PREFIXES, SERVICES } from '../services.js';
import { ALL_ENDPOINTS, ENDPOINTS_BY_SERVICE, endpointKey } from './index.js';
import { endpointPath, matchesEndpoint, mayBeCached } from './endpoint.js';

/** The gateway's rule: the longest prefix the path equals or continues after a `/`. */
const ownerOf = (path: string) =>
  SERVICES.flatMap((service) => SERVICE_PREFIXES[service].map((prefix) => ({ service, prefix })))
    .filter(({ prefix }) => path === prefix || path.startsWith(`${prefix}/`))
    .sort((a, b) => b.prefix.length - a.prefix.length)[0]?.service;

describe('endpoint catalogue', () => {
  it('declares each method and path once', () => {
    const keys = ALL_ENDPOINTS.map(endpointKey);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('files each entry under the service the gateway sends its path to', () => {
    const misfiled = Object.entries(ENDPOINTS_BY_SERVICE).flatMap(([service, endpoints]) =>
      Object.entries(endpoints)
        .filter(([, entry]) => entry.service !== service || ownerOf(entry.path) !== service)
        .map(([name, entry]) => `${service}.${name}: ${entry.path} goes to ${ownerOf(entry.path)}`),
    );
    expect(misfiled).toEqual([]);
  });

  it('marks only public endpoints as sign-in steps', () => {
    expect(
      ALL_ENDPOINTS.filter((entry) => entry.signIn && entry.access !== 'public').map(endpointKey),
    ).toEqual([]);
  });

  it('lets caches keep only public GETs marked cacheable: never a signed-in, admin or per-visitor answer', () => {
    expect(ALL_ENDPOINTS.filter((entry) => entry.cacheable && !mayBeCached(entry)).map(endpointKey)).toEqual(
      [],
    );
    expect(ALL_ENDPOINTS.filter(mayBeCached).map(endpointKey).sort()).toEqual([
      'GET /api/course/catalogue',
      'GET /api/course/resources/:fileName',
      'GET /api/site-status',
    ]);
  });

  it("fills path parameters and tells whether a concrete request is an entry's", () => {
    const share = ENDPOINTS_BY_SERVICE.analysis.shareDeal;
    expect(endpointPath(share, { id: 'a/b' })).toBe('/api/deals/a%2Fb/share');
    expect(() => endpointPath(share)).toThrow('id');
    expect(matchesEndpoint(share, 'post', '/api/deals/7/share')).toBe(true);
    expect(matchesEndpoint(share, 'GET', '/api/deals/7/share')).toBe(false);
    expect(matchesEndpoint(share, 'POST', '/api/deals/7/share/extra')).toBe(false);
    expect(matchesEndpoint(ENDPOINTS_BY_SERVICE.analysis.deals, 'GET', '/api/deals')).toBe(true);
  });
});
