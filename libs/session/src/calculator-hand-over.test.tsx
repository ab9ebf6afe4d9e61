import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HANDOVER_PATHS, ROUTES } from '@pac/contracts';
import {
  calculatorDestination,
  continueCalculatorHandOver,
  handOverChallengeOf,
  openCalculator,
  useOpenCalculator,
} from './calculator-hand-over.js';
import { apiFetch, apiUrl } from './api-fetch.js';
import { configureRuntime, resetRuntimeConfig } from './runtime-config.js';
import { clearSession, storeSession } from './session-store.js';

const bob = { full_name: 'Bob Jones', email: 'bob@example.com', plan: 'professional' };
const CODE = 'c0deC0deC0deC0deC0deC0deC0deC0deC0deC0de_-A';
const CHALLENGE = 'cha11engeCha11engeCha11engeCha11engeCha1_-B';
const SESSION_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJqdGkiOiJzZWNyZXQifQ.sig-of-bob';

/** Stubs location.assign, fetch (identity answering `reply`) and one service worker registration. */
function stubBrowser(
  reply: { status: number; body: unknown } | 'network-down' = {
    status: 200,
    body: { success: true, code: CODE, expiresInSeconds: 60 },
  },
) {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  const fetchMock = vi.fn(async () => {
    if (reply === 'network-down') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(reply.body), { status: reply.status });
  });
  vi.stubGlobal('fetch', fetchMock);
  const unregister = vi.fn().mockResolvedValue(true);
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistrations: vi.fn().mockResolvedValue([{ unregister }]) },
  });
  const navigate = vi.fn();
  return { assign, fetchMock, unregister, navigate };
}

const assigned = (assign: ReturnType<typeof vi.fn>) => String(assign.mock.calls[0]?.[0]);

describe('openCalculator', () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => {
    resetRuntimeConfig();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('goes to the built-in /calculator with client-side navigation when no calculator address is set', async () => {
    const { assign, fetchMock, navigate } = stubBrowser();
    storeSession(bob);
    expect(calculatorDestination()).toEqual({ kind: 'in-site', path: ROUTES.calculator });
    expect(await openCalculator(navigate)).toEqual({ kind: 'in-site', path: ROUTES.calculator });
    expect(navigate).toHaveBeenCalledWith(ROUTES.calculator);
    // Set but blank is unset too.
    configureRuntime({ calculatorUrl: '  ' });
    await openCalculator(navigate);
    expect(navigate).toHaveBeenCalledTimes(2);
    expect(navigate).toHaveBeenLastCalledWith(ROUTES.calculator);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('visitors go to the built-in calculator too', async () => {
    const { navigate, fetchMock } = stubBrowser();
    expect(await openCalculator(navigate)).toEqual({ kind: 'in-site', path: ROUTES.calculator });
    expect(navigate).toHaveBeenCalledWith(ROUTES.calculator);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("an address on the site's own origin is a path of the site", async () => {
    const { navigate, assign } = stubBrowser();
    configureRuntime({ calculatorUrl: `${window.location.origin}/calculator?from=menu` });
    await openCalculator(navigate);
    expect(navigate).toHaveBeenCalledWith('/calculator?from=menu');
    expect(assign).not.toHaveBeenCalled();
  });

  it("on another origin, a signed-in user goes to the hand-over's start on the calculator's origin, nothing more", async () => {
    const { assign, fetchMock, unregister, navigate } = stubBrowser();
    configureRuntime({ calculatorUrl: 'https://calc.example.test/app' });
    storeSession(bob);
    const result = await openCalculator(navigate);
    // The calculator's origin sets its state cookie there and sends the browser back for the code.
    expect(assigned(assign)).toBe(`https://calc.example.test${HANDOVER_PATHS.start}`);
    expect(result).toEqual({ kind: 'left', url: assigned(assign), signedIn: true });
    // No code is asked for before the calculator's origin has bound the hand-over to this browser.
    expect(fetchMock).not.toHaveBeenCalled();
    expect(unregister).toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    // Nothing of the session in the address: no token, no user, no timestamp.
    expect(assigned(assign)).not.toContain(SESSION_TOKEN);
    expect(assigned(assign)).not.toContain('bob');
    expect(new URL(assigned(assign)).search).toBe('');
  });

  it('takes the start to the origin of a configured address with a path and query, when told the user just signed in', async () => {
    const { assign, fetchMock, navigate } = stubBrowser();
    configureRuntime({ calculatorUrl: 'https://calc.example.test/tools/calc/?lang=en' });
    await openCalculator(navigate, true);
    expect(assigned(assign)).toBe(`https://calc.example.test${HANDOVER_PATHS.start}`);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('visitors go to the calculator site as they are, without a code', async () => {
    const { assign, fetchMock, navigate } = stubBrowser();
    configureRuntime({ calculatorUrl: 'https://calc.example.test/' });
    expect(await openCalculator(navigate)).toEqual({
      kind: 'left',
      url: 'https://calc.example.test/',
      signedIn: false,
    });
    expect(assigned(assign)).toBe('https://calc.example.test/');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('continueCalculatorHandOver (the site page the calculator origin sends the browser to)', () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => {
    resetRuntimeConfig();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('reads the challenge from the address', () => {
    expect(handOverChallengeOf(`?challenge=${CHALLENGE}`)).toBe(CHALLENGE);
    expect(handOverChallengeOf('?other=1')).toBeNull();
  });

  it('asks for a code bound to the challenge with the session cookie, and sends it to the calculator, never the token', async () => {
    const { assign, fetchMock, unregister, navigate } = stubBrowser();
    configureRuntime({ calculatorUrl: 'https://calc.example.test/app?lang=en' });
    storeSession(bob);
    const result = await continueCalculatorHandOver(navigate, CHALLENGE);
    expect(assigned(assign)).toBe(`https://calc.example.test/app?lang=en&handover=${CODE}`);
    expect(result).toEqual({ kind: 'left', url: assigned(assign), signedIn: true });
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe(HANDOVER_PATHS.issue);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ challenge: CHALLENGE });
    // The session cookie authenticates the request: no token is read from storage or sent by script.
    expect(init.credentials).toBe('include');
    expect(new Headers(init.headers).has('Authorization')).toBe(false);
    expect(unregister).toHaveBeenCalled();
    const url = new URL(assigned(assign));
    expect(url.href).not.toContain(SESSION_TOKEN);
    expect(url.href).not.toContain('bob');
    expect(url.href).not.toContain(CHALLENGE);
    expect([...url.searchParams.keys()]).toEqual(['lang', 'handover']);
  });

  it('without a challenge, a session or a code (identity unreachable) still opens the calculator, signed out', async () => {
    const cases: [boolean, string | null, Parameters<typeof stubBrowser>[0]][] = [
      [true, null, undefined],
      [false, CHALLENGE, undefined],
      [true, CHALLENGE, { status: 401, body: { success: false, error: 'Please sign in to continue' } }],
      [true, CHALLENGE, { status: 200, body: { success: true } }],
      [true, CHALLENGE, 'network-down'],
    ];
    for (const [signedIn, challenge, reply] of cases) {
      const { assign, fetchMock, navigate } = stubBrowser(reply);
      configureRuntime({ calculatorUrl: 'https://calc.example.test/' });
      if (signedIn) storeSession(bob);
      else clearSession();
      const result = await continueCalculatorHandOver(navigate, challenge);
      expect(result).toMatchObject({ kind: 'left', signedIn: false });
      expect(assigned(assign)).toBe('https://calc.example.test/');
      if (!signedIn || !challenge) expect(fetchMock).not.toHaveBeenCalled();
      vi.unstubAllGlobals();
    }
  });

  it('with the built-in calculator there is nothing to hand over: on to /calculator inside the site', async () => {
    const { assign, fetchMock, navigate } = stubBrowser();
    storeSession(bob);
    expect(await continueCalculatorHandOver(navigate, CHALLENGE)).toEqual({
      kind: 'in-site',
      path: ROUTES.calculator,
    });
    expect(navigate).toHaveBeenCalledWith(ROUTES.calculator);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('useOpenCalculator', () => {
  afterEach(() => resetRuntimeConfig());

  function OpenButton() {
    const open = useOpenCalculator();
    return <button onClick={() => void open()}>Open Calculator</button>;
  }

  it("navigates with the page's router to /calculator", async () => {
    render(
      <MemoryRouter initialEntries={['/courses']}>
        <Routes>
          <Route path="/courses" element={<OpenButton />} />
          <Route path={ROUTES.calculator} element={<h1>calculator</h1>} />
        </Routes>
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open Calculator' }));
    expect(await screen.findByRole('heading', { name: 'calculator' })).toBeInTheDocument();
  });
});

describe('apiFetch', () => {
  afterEach(() => {
    resetRuntimeConfig();
    vi.unstubAllGlobals();
  });

  it('defaults to the same origin and ignores undefined overrides', () => {
    configureRuntime({ apiBaseUrl: undefined });
    expect(apiUrl('/api/login')).toBe('/api/login');
    configureRuntime({ apiBaseUrl: 'https://gw.example.test/' });
    expect(apiUrl('/api/login')).toBe('https://gw.example.test/api/login');
  });

  it('sends cookies and a JSON content type, and never a token, even one an earlier build left in storage', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('authToken', SESSION_TOKEN);
    localStorage.setItem('adminToken', 'adm-1');
    await apiFetch('/api/newsletter/subscribe', {
      method: 'POST',
      body: JSON.stringify({ email: 'a@b.co' }),
    });
    await apiFetch('/api/admin/dashboard');
    for (const [url, init] of fetchMock.mock.calls as [string, RequestInit][]) {
      const headers = new Headers(init.headers);
      expect(url.startsWith('/api/')).toBe(true);
      expect(init.credentials).toBe('include');
      expect(headers.has('Authorization')).toBe(false);
    }
    expect(
      new Headers((fetchMock.mock.calls[0] as [string, RequestInit])[1].headers).get('Content-Type'),
    ).toBe('application/json');
  });
});
