import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider, useSession } from './session-context.js';
import { SESSION_CHECK_PATH } from './session-store.js';
import { STORAGE_KEYS } from './storage-keys.js';

const alice = { full_name: 'Alice Smith', email: 'alice@example.com', plan: 'starter' };

function Probe() {
  const { user, isLoggedIn, signIn, signOut } = useSession();
  return (
    <div>
      <p>{isLoggedIn ? `in as ${user?.full_name}` : 'logged out'}</p>
      <button onClick={() => signIn(alice)}>sign in</button>
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

  it('shows a stored user as signed in, then asks the server, which corrects the stored user', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValue(
        new Response(JSON.stringify({ success: true, user: { ...alice, id: 'u1', plan: 'professional' } })),
      );
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(alice));
    renderAt('/courses');
    expect(screen.getByText('in as Alice Smith')).toBeInTheDocument();
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? '{}')).toMatchObject({
        plan: 'professional',
      }),
    );
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(SESSION_CHECK_PATH);
    expect(init.credentials).toBe('include');
    expect(new Headers(init.headers).has('Authorization')).toBe(false);
  });

  it('signs out when the session endpoint answers 401 (session ended or revoked elsewhere)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(new Response(JSON.stringify({ success: false }), { status: 401 })),
    );
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(alice));
    renderAt('/courses');
    expect(await screen.findByText('logged out')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it('keeps the stored user when the server cannot be reached (offline is not signed out)', async () => {
    const fetchMock = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(alice));
    renderAt('/courses');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByText('in as Alice Smith')).toBeInTheDocument();
  });

  it('asks nothing for a visitor', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/');
    expect(screen.getByText('logged out')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs in, then signs out: storage cleared, server told with the cookie, back home; no token stored', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/courses');
    await userEvent.click(screen.getByText('sign in'));
    expect(screen.getByText('in as Alice Smith')).toBeInTheDocument();
    expect(Object.keys(localStorage)).toEqual([STORAGE_KEYS.user]);
    expect(sessionStorage.length).toBe(0);

    await userEvent.click(screen.getByText('sign out'));
    expect(screen.getByRole('heading', { name: 'home' })).toBeInTheDocument();
    expect(screen.getByText('logged out')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/logout',
      expect.objectContaining({ method: 'POST', credentials: 'include' }),
    );
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(new Headers(init.headers).has('Authorization')).toBe(false);
  });

  it('follows another tab signing in through the storage event', () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('{}', { status: 500 })));
    renderAt('/');
    expect(screen.getByText('logged out')).toBeInTheDocument();
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(alice));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.user }));
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
