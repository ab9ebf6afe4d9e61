import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDENTITY_MESSAGES, ROUTES } from '@pac/contracts';
import { callTo, renderAccount, stubApi } from '../../test-utils.js';
import { ACCOUNT_TEXTS } from '../../texts.js';

describe('/2fa-settings', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads the settings with the session cookie (no token), then states that email 2FA is mandatory', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    await renderAccount(ROUTES.twoFactorSettings);
    expect(screen.getByText('Loading security settings...')).toBeInTheDocument();
    answer(new Response(JSON.stringify({ success: true, enabled: true, method: 'email' })));
    expect(await screen.findByText(ACCOUNT_TEXTS.twoFactorMandatory)).toBeInTheDocument();
    expect(screen.queryByText('Loading security settings...')).not.toBeInTheDocument();
    const { headers, init } = callTo(fetchMock as unknown as ReturnType<typeof stubApi>, '/api/2fa/settings');
    expect(headers.has('Authorization')).toBe(false);
    expect(init.credentials).toBe('include');
  });

  it("shows 'Error: Failed to load 2FA settings' when loading fails", async () => {
    stubApi({ '/api/2fa/settings': [{ status: 401, body: { success: false, error: 'Unauthorized' } }] });
    await renderAccount(ROUTES.twoFactorSettings);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Error: ${IDENTITY_MESSAGES.settingsLoadFailed}`,
    );
  });
});
