import { afterEach, describe, expect, it, vi } from 'vitest';
import { calculatorHandOverUrl, openCalculator } from './calculator-hand-over.js';
import { apiFetch, apiUrl } from './api-fetch.js';
import { configureRuntime, resetRuntimeConfig } from './runtime-config.js';
import { STORAGE_KEYS } from './storage-keys.js';

const bob = { full_name: 'Bob Jones', email: 'bob@example.com', plan: 'professional' };

describe('calculatorHandOverUrl', () => {
  afterEach(() => resetRuntimeConfig());

  it('carries token, user and timestamp to the configured calculator site', () => {
    configureRuntime({ calculatorUrl: 'https://calc.example.test/app' });
    const url = new URL(calculatorHandOverUrl(bob, 'tok-9', 1_700_000_000_000) ?? 'about:blank');
    expect(url.origin + url.pathname).toBe('https://calc.example.test/app');
    expect(url.searchParams.get('token')).toBe('tok-9');
    expect(JSON.parse(url.searchParams.get('user') ?? '')).toEqual(bob);
    expect(url.searchParams.get('timestamp')).toBe('1700000000000');
  });

  it('opens nothing where no calculator address is configured (unset or explicitly empty)', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, href: 'http://site.test/', assign });
    expect(calculatorHandOverUrl(bob, 'tok-9')).toBeNull();
    configureRuntime({ calculatorUrl: '  ' });
    expect(await openCalculator(bob, 'tok-9')).toEqual({ opened: false, reason: 'not-configured' });
    expect(assign).not.toHaveBeenCalled();

    configureRuntime({ calculatorUrl: 'https://calc.example.test/' });
    const result = await openCalculator(bob, 'tok-9');
    expect(result.opened).toBe(true);
    expect(assign).toHaveBeenCalledWith(
      expect.stringMatching(/^https:\/\/calc\.example\.test\/\?token=tok-9&user=/),
    );
    vi.unstubAllGlobals();
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

  it('sends cookies, the stored bearer token and a JSON content type', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem(STORAGE_KEYS.authToken, 'tok-3');
    localStorage.setItem(STORAGE_KEYS.adminToken, 'adm-1');
    await apiFetch('/api/newsletter/subscribe', {
      method: 'POST',
      body: JSON.stringify({ email: 'a@b.co' }),
    });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    const headers = new Headers(init.headers);
    expect(url).toBe('/api/newsletter/subscribe');
    expect(init.credentials).toBe('include');
    expect(headers.get('Authorization')).toBe('Bearer tok-3');
    expect(headers.get('Content-Type')).toBe('application/json');

    await apiFetch('/api/admin/dashboard', { auth: 'admin' });
    expect(
      new Headers((fetchMock.mock.calls[1] as [string, RequestInit])[1].headers).get('Authorization'),
    ).toBe('Bearer adm-1');
  });
});
