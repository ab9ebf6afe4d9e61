import { act, render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { RemoteName } from '@pac/contracts';
import { SessionProvider, STORAGE_KEYS, type SessionUser } from '@pac/session';
import { ShellLayout } from './app/shell-layout.js';
import type { RemoteLoader } from './remotes/remote-area.js';

/** A loader whose remotes render their name and path, so tests see which remote the shell mounted. */
export const fakeLoader: RemoteLoader = {
  load: (name: RemoteName) =>
    Promise.resolve(function FakeRemote() {
      return <p>{`${name} at ${useLocation().pathname}`}</p>;
    }),
  reset: () => undefined,
};

/** A user the site signed in earlier (display data; the session cookie itself is httpOnly and not in jsdom). */
export function signInAs(user: SessionUser) {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

/** Rendered inside an awaited act(): React only resumes a suspended `use()` in tests when the render was awaited. */
export async function renderShell(path: string, loader: RemoteLoader = fakeLoader): Promise<RenderResult> {
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(
      <MemoryRouter initialEntries={[path]}>
        <SessionProvider>
          <ShellLayout loader={loader} />
        </SessionProvider>
      </MemoryRouter>,
    );
  });
  if (!result) throw new Error('render did not run');
  return result;
}
