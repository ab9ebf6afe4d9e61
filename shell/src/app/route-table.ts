import { matchPath } from 'react-router-dom';
import { REMOTES, ROUTE_OWNERS, type RemoteName } from '@pac/contracts';

/** Every page path of the site with the remote that renders it, straight from the contracts. */
export const ROUTE_TABLE: ReadonlyArray<{ path: string; remote: RemoteName }> = REMOTES.flatMap((remote) =>
  ROUTE_OWNERS[remote].map((path) => ({ path, remote })),
);

/** The remote owning a URL path, or null for the shell's 404. */
export function remoteForPath(pathname: string): RemoteName | null {
  return ROUTE_TABLE.find(({ path }) => matchPath({ path, end: true }, pathname))?.remote ?? null;
}
