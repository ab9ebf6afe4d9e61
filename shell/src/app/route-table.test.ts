import { describe, expect, it } from 'vitest';
import { REMOTES, ROUTE_OWNERS, ROUTES } from '@pac/contracts';
import { ROUTE_TABLE, remoteForPath } from './route-table.js';

const expectedOwner = (path: string) =>
  path.startsWith(ROUTES.admin) ? 'mfe_admin' : REMOTES.find((remote) => ROUTE_OWNERS[remote].includes(path));

describe('route table', () => {
  it('sends every page path of the site to the remote that owns it', () => {
    for (const path of Object.values(ROUTES)) {
      const owner = expectedOwner(path);
      expect(owner, path).toBeDefined();
      expect(remoteForPath(path), path).toBe(owner);
    }
  });

  it('lists every owned path exactly once', () => {
    const paths = ROUTE_TABLE.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.length).toBe(REMOTES.reduce((n, remote) => n + ROUTE_OWNERS[remote].length, 0));
  });

  it('keeps the whole /admin tree with the admin remote and leaves unknown paths to the 404', () => {
    expect(remoteForPath('/admin/anything/deeper')).toBe('mfe_admin');
    expect(remoteForPath('/pricing/')).toBe('mfe_marketing');
    expect(remoteForPath('/no-such-page')).toBeNull();
    expect(remoteForPath('/courses/extra')).toBeNull();
    expect(remoteForPath('/administrator')).toBeNull();
  });

  it("sends the calculator's pages, parameterised ones included, to the calculator remote", () => {
    expect(remoteForPath('/calculator')).toBe('mfe_calculator');
    expect(remoteForPath('/deals')).toBe('mfe_calculator');
    expect(remoteForPath('/deals/compare')).toBe('mfe_calculator');
    expect(remoteForPath('/deals/123')).toBe('mfe_calculator');
    expect(remoteForPath('/shared/abc')).toBe('mfe_calculator');
    // `:id` and `:token` are one segment each: deeper paths are the 404.
    expect(remoteForPath('/deals/a/b')).toBeNull();
    expect(remoteForPath('/shared/abc/def')).toBeNull();
    expect(remoteForPath('/shared')).toBeNull();
  });
});
