import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HANDOVER_PATHS, ROUTES } from '@pac/contracts';
import { SESSION_CHECK_PATH, configureRuntime, resetRuntimeConfig, storeSession } from '@pac/session';
import { ACCOUNT_TEXTS } from '../../texts.js';
import { callTo, elsewhere, renderAccount, stubApi } from '../../test-utils.js';

const CHALLENGE = 'cha11engeCha11engeCha11engeCha11engeCha1_-B';
const ada = { full_name: 'Ada Lovelace', email: 'ada@example.com', plan: 'free' };

describe('/calculator-handover (where the calculator origin sends a signed-in user for the code)', () => {
  afterEach(() => {
    resetRuntimeConfig();
    vi.unstubAllGlobals();
  });

  it("asks once for a code bound to the address's challenge and goes on to the calculator with it", async () => {
    configureRuntime({ calculatorUrl: 'https://calc.example.test/calculator' });
    storeSession(ada);
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetchMock = stubApi({
      [HANDOVER_PATHS.issue]: [{ body: { success: true, code: 'code-h', expiresInSeconds: 60 } }],
      [SESSION_CHECK_PATH]: [{ body: { success: true, user: ada } }],
    });
    await renderAccount(`${ROUTES.calculatorHandover}?challenge=${CHALLENGE}`);
    expect(screen.getByRole('status', { name: ACCOUNT_TEXTS.openingCalculator })).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://calc.example.test/calculator?handover=code-h'),
    );
    const issue = callTo(fetchMock, HANDOVER_PATHS.issue);
    expect(issue.body).toEqual({ challenge: CHALLENGE });
    expect(issue.init.credentials).toBe('include');
    expect(issue.headers.has('Authorization')).toBe(false);
    expect(() => callTo(fetchMock, HANDOVER_PATHS.issue, 1)).toThrow();
  });

  it('with the built-in calculator, goes on to /calculator inside the site and asks for nothing', async () => {
    storeSession(ada);
    const fetchMock = stubApi({ [SESSION_CHECK_PATH]: [{ body: { success: true, user: ada } }] });
    await renderAccount(`${ROUTES.calculatorHandover}?challenge=${CHALLENGE}`);
    expect((await elsewhere()).textContent).toMatch(new RegExp(`^${ROUTES.calculator} `));
    expect(() => callTo(fetchMock, HANDOVER_PATHS.issue)).toThrow();
  });
});
