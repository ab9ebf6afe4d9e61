import { afterEach, describe, expect, it, vi } from 'vitest';
import { HANDOVER_MESSAGES, HANDOVER_PATHS } from '@pac/contracts';
import { getSessionSnapshot } from '@pac/session';
import { exchangeHandoverCode } from './handover-exchange.js';

const CODE = 'c0deC0deC0deC0deC0deC0deC0deC0deC0deC0de_-A';
const ada = {
  id: 'u1',
  full_name: 'Ada Lovelace',
  email: 'ada@example.com',
  plan: 'starter',
  plan_status: 'active',
  role: 'user',
};

/** The address the calculator opened with, and a history that records what replaced it. */
function arriveAt(href: string) {
  const replaceState = vi.fn();
  return { location: { href }, history: { state: { idx: 0 }, replaceState } };
}

function stubExchange(reply: { status: number; body: unknown } | 'network-down') {
  const fetchMock = vi.fn(async (_path: string, _init?: RequestInit) => {
    if (reply === 'network-down') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(reply.body), { status: reply.status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('exchangeHandoverCode', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('does nothing without ?handover=', async () => {
    const fetchMock = stubExchange({ status: 500, body: {} });
    const { location, history } = arriveAt('https://calc.example.test/calculator?step=2');
    expect(await exchangeHandoverCode(location, history)).toEqual({ kind: 'none' });
    expect(history.replaceState).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('exchanges the code, stores the user (never a token), and takes the code out of the address', async () => {
    const fetchMock = stubExchange({ status: 200, body: { success: true, user: ada, token: 'tok-new' } });
    const { location, history } = arriveAt(
      `https://calc.example.test/calculator?step=2&handover=${CODE}#results`,
    );
    expect(await exchangeHandoverCode(location, history)).toEqual({ kind: 'signed-in' });
    expect(history.replaceState).toHaveBeenCalledWith({ idx: 0 }, '', '/calculator?step=2#results');
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe(HANDOVER_PATHS.exchange);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ code: CODE });
    // Cookies ride along: this origin's state cookie is what ties the code to this browser.
    expect(init?.credentials).toBe('include');
    expect(new Headers(init?.headers).get('Authorization')).toBeNull();
    // The answer's cookie is the session on this site; the user is stored for display, a token never.
    expect(getSessionSnapshot()).toMatchObject({ isLoggedIn: true, user: ada });
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain('tok-new');
  });

  it("shows the server's message for a refused code and stores nothing", async () => {
    stubExchange({ status: 401, body: { success: false, error: HANDOVER_MESSAGES.expired } });
    const { location, history } = arriveAt(`https://calc.example.test/?handover=${CODE}`);
    expect(await exchangeHandoverCode(location, history)).toEqual({
      kind: 'failed',
      message: HANDOVER_MESSAGES.expired,
    });
    expect(history.replaceState).toHaveBeenCalledWith({ idx: 0 }, '', '/');
    expect(getSessionSnapshot().isLoggedIn).toBe(false);
  });

  it.each([
    ['identity unreachable', 'network-down' as const, HANDOVER_MESSAGES.failed],
    ['a refusal without a message', { status: 502, body: null }, HANDOVER_MESSAGES.failed],
    ['a success without a session', { status: 200, body: { success: true } }, HANDOVER_MESSAGES.failed],
  ])('says so plainly on %s', async (_case, reply, message) => {
    stubExchange(reply);
    const { location, history } = arriveAt(`https://calc.example.test/?handover=${CODE}`);
    expect(await exchangeHandoverCode(location, history)).toEqual({ kind: 'failed', message });
    expect(history.replaceState).toHaveBeenCalled();
    expect(localStorage.getItem('authToken')).toBeNull();
  });
});
