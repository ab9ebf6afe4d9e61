import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider, useSession } from './session-context.js';
import { STORAGE_KEYS } from './storage-keys.js';

const alice = { full_name: 'Alice Smith', email: 'alice@example.com', plan: 'starter' };

function Probe() {
  const { user, isLoggedIn, signIn, signOut } = useSession();
  return (
    <div>
      <p>{isLoggedIn ? `in as ${user?.full_name}` : 'logged out'}</p>
      <button onClick={() => signIn(alice, 'tok-1')}>sign in</button>
      <button onClick={signOut}>sign out</button>
    </div>
  );
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SessionProvider>
        <Routes>
          <Route
            path="/"
            element={
              <>
                <h1>home</h1>
                <Probe />
              </>
            }
          />
          <Route path="/courses" element={<Probe />} />
        </Routes>
      </SessionProvider>
    </MemoryRouter>,
  );
}

describe('SessionProvider', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the stored user and token, and needs both to be logged in', () => {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(alice));
    renderAt('/courses');
    expect(screen.getByText('logged out')).toBeInTheDocument();
  });

  it('signs in, then signs out: storage cleared, server told, back home', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/courses');
    await userEvent.click(screen.getByText('sign in'));
    expect(screen.getByText('in as Alice Smith')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe('tok-1');

    await userEvent.click(screen.getByText('sign out'));
    expect(screen.getByRole('heading', { name: 'home' })).toBeInTheDocument();
    expect(screen.getByText('logged out')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/logout',
      expect.objectContaining({ method: 'POST', credentials: 'include' }),
    );
    // The server is told which session to revoke even when it was presented as a bearer token.
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer tok-1');
  });

  it('follows another tab signing in through the storage event', () => {
    renderAt('/');
    expect(screen.getByText('logged out')).toBeInTheDocument();
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(alice));
    localStorage.setItem(STORAGE_KEYS.authToken, 'tok-2');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.authToken }));
    });
    expect(screen.getByText('in as Alice Smith')).toBeInTheDocument();
  });

  it('refuses to work outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      render(
        <MemoryRouter>
          <Probe />
        </MemoryRouter>,
      ),
    ).toThrow(/inside <SessionProvider>/);
  });
});
