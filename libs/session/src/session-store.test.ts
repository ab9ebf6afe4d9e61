import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SESSION_CHECK_PATH,
  clearSession,
  getSessionSnapshot,
  refreshSession,
  storeSession,
  updateStoredUser,
} from './session-store.js';
import { LEGACY_TOKEN_KEYS, STORAGE_KEYS } from './storage-keys.js';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJqdGkiOiJzZWNyZXQifQ.sig-of-grace';
const grace = { full_name: 'Grace Hopper', email: 'grace@example.com', plan: 'starter' };

/** Every value in both storages, as one string: what a script injected into the page could read. */
const everythingStored = () => JSON.stringify([{ ...localStorage }, { ...sessionStorage }]);

describe('session store: no session token in browser storage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('stores only the display user, whatever a caller holds', () => {
    // A caller that still passes the sign-in answer's token along gets it ignored (TypeScript forbids it too).
    (storeSession as (user: typeof grace, token?: string) => void)(grace, TOKEN);
    updateStoredUser({ ...grace, plan: 'professional' });
    expect(getSessionSnapshot()).toEqual({ user: { ...grace, plan: 'professional' }, isLoggedIn: true });
    expect(Object.keys(localStorage)).toEqual([STORAGE_KEYS.user]);
    expect(everythingStored()).not.toContain(TOKEN);
    expect(getSessionSnapshot()).not.toHaveProperty('token');
  });

  it('removes tokens earlier builds stored, on sign-out', () => {
    for (const key of LEGACY_TOKEN_KEYS) {
      localStorage.setItem(key, TOKEN);
      sessionStorage.setItem(key, TOKEN);
    }
    storeSession(grace);
    clearSession();
    expect(everythingStored()).not.toContain(TOKEN);
    expect(getSessionSnapshot()).toEqual({ user: null, isLoggedIn: false });
  });

  it('refreshSession: a 401 from the session endpoint signs out', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response('{"success":false}', { status: 401 }));
    vi.stubGlobal('fetch', fetchMock);
    storeSession(grace);
    expect(await refreshSession()).toBeNull();
    expect(getSessionSnapshot().isLoggedIn).toBe(false);
    expect(fetchMock).toHaveBeenCalledWith(
      SESSION_CHECK_PATH,
      expect.objectContaining({ credentials: 'include' }),
    );
  });

  it("refreshSession: the server's user replaces the stored one; a server error changes nothing", async () => {
    storeSession(grace);
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          new Response(
            JSON.stringify({ success: true, user: { ...grace, id: 'g1', plan: 'free', role: 'user' } }),
          ),
        ),
    );
    expect(await refreshSession()).toMatchObject({ plan: 'free', role: 'user' });
    expect(getSessionSnapshot().user).toMatchObject({ plan: 'free' });
    // Only display fields are kept.
    expect(getSessionSnapshot().user).not.toHaveProperty('id');

    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('{}', { status: 503 })));
    expect(await refreshSession()).toBeUndefined();
    expect(getSessionSnapshot().user).toMatchObject({ plan: 'free' });
  });

  it('refreshSession: calls made together share one request', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(JSON.stringify({ success: true, user: grace })));
    vi.stubGlobal('fetch', fetchMock);
    await Promise.all([refreshSession(), refreshSession(), refreshSession()]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
