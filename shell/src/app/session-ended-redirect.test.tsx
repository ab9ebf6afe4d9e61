import { act, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BILLING_ENDPOINTS, IDENTITY_MESSAGES, ROUTES, type RemoteName } from '@pac/contracts';
import { ApiError, SESSION_CHECK_PATH, STORAGE_KEYS, callApi, useSession } from '@pac/session';
import type { RemoteLoader } from '../remotes/remote-area.js';
import { renderShell, signInAs } from '../test-utils.js';

const USER = {
  full_name: 'Ann Buyer',
  email: 'ann@example.com',
  plan: 'starter',
  plan_status: 'active',
  role: 'user',
};

/** Remotes that say where they are and, as the login page does, why the session ended. */
const sessionAwareLoader: RemoteLoader = {
  load: (name: RemoteName) =>
    Promise.resolve(function FakeRemote() {
      const { sessionEnded } = useSession();
      return <p>{`${name} at ${useLocation().pathname}${sessionEnded ? `: ${sessionEnded}` : ''}`}</p>;
    }),
  reset: () => undefined,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('a session the server ended', () => {
  it('takes a signed-in page to the login page with the session-ended message after a 401 from any call', async () => {
    signInAs(USER);
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) => {
        const path = new URL(String(input), 'http://localhost').pathname;
        // The page's own check still finds the session live; the server ends it before the next call.
        if (path === SESSION_CHECK_PATH) return Promise.resolve(json(200, { success: true, user: USER }));
        if (path === BILLING_ENDPOINTS.subscription.path)
          return Promise.resolve(json(401, { success: false, error: 'Not signed in' }));
        return Promise.resolve(json(404, { success: false }));
      }),
    );
    await renderShell('/deals/123', sessionAwareLoader);
    expect(await screen.findByText('mfe_calculator at /deals/123')).toBeInTheDocument();

    let refusal: unknown;
    await act(async () => {
      refusal = await callApi(BILLING_ENDPOINTS.subscription).catch((error: unknown) => error);
    });

    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).status).toBe(401);
    expect(
      await screen.findByText(`mfe_account at ${ROUTES.login}: ${IDENTITY_MESSAGES.sessionEnded}`),
    ).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    // The header no longer looks signed in.
    expect(screen.queryByText(USER.full_name)).not.toBeInTheDocument();
  });
});
