import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_SCREEN_TEXTS } from '@pac/contracts';
import { STORAGE_KEYS, configureRuntime, resetRuntimeConfig } from '@pac/session';
import { Toaster } from '@pac/ui';
import { renderShell, signInAs } from '../../test-utils.js';

const grace = { full_name: 'Grace Brewster Hopper', email: 'grace@example.com', plan: 'professional' };

async function openMenu() {
  signInAs(grace, 'tok-g');
  await renderShell('/courses');
  await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Grace' }));
  return screen.getByRole('menu');
}

describe('user menu', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetRuntimeConfig();
  });

  it('shows first name on the button, full name, email and a gold badge for professional', async () => {
    const menu = await openMenu();
    expect(menu).toHaveTextContent('Grace Brewster Hopper');
    expect(menu).toHaveTextContent('grace@example.com');
    expect(within(menu).getByTestId('plan-badge')).toHaveAttribute('data-tone', 'gold');
  });

  it('Open Calculator hands over with token, user and timestamp', async () => {
    configureRuntime({ calculatorUrl: 'https://calc.example.test/' });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Open Calculator' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalled());
    const url = new URL(String(assign.mock.calls[0]?.[0]));
    expect(url.searchParams.get('token')).toBe('tok-g');
    expect(JSON.parse(url.searchParams.get('user') ?? '{}')).toEqual(grace);
    expect(url.searchParams.get('timestamp')).toMatch(/^\d+$/);
  });

  it('says so plainly when no calculator address is configured', async () => {
    configureRuntime({ calculatorUrl: '' });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    render(<Toaster />);
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Open Calculator' }));
    expect(await screen.findByText(ACCOUNT_SCREEN_TEXTS.calculatorNotConfigured)).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('Sign Out revokes the session on the server with the token, then clears both storage keys', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response('{"success":true}'));
    vi.stubGlobal('fetch', fetchMock);
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign Out' }));
    const [url, init] = fetchMock.mock.calls.find(([path]) => path === '/api/logout') as [
      string,
      RequestInit,
    ];
    expect(url).toBe('/api/logout');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer tok-g');
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });
});
