import { useLocation } from 'react-router-dom';
import { NotFoundPage } from '../features/not-found/not-found-page.js';
import { RemoteArea, type RemoteLoader } from '../remotes/remote-area.js';
import { remoteForPath } from './route-table.js';

/**
 * Mounts the remote that owns the current path. The remote's own `<Routes>` then picks the page; it stays mounted
 * while the user moves between its pages (keyed by remote, not by path).
 */
export function RemoteOutlet({ loader }: { loader?: RemoteLoader }) {
  const { pathname } = useLocation();
  const remote = remoteForPath(pathname);
  if (!remote) return <NotFoundPage />;
  return <RemoteArea key={remote} name={remote} loader={loader} />;
}
