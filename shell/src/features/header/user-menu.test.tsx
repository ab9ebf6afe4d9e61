import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HANDOVER_PATHS, ROUTES } from '@pac/contracts';
import { STORAGE_KEYS, configureRuntime, resetRuntimeConfig } from '@pac/session';
import { renderShell, signInAs } from '../../test-utils.js';

const grace = { full_name: 'Grace Brewster Hopper', email: 'grace@example.com', plan: 'professional' };

async function openMenu() {
  signInAs(grace);
  await renderShell('/courses');
  await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Grace' }));
  return screen.getByRole('menu');
}

describe('user menu', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetRuntimeConfig();
  });

  it('is a menu button: keys open it on the first or last item and move between items; Escape returns focus', async () => {
    signInAs(grace);
    await renderShell('/courses');
    const button = within(screen.getByRole('banner')).getByRole('button', { name: 'Grace' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    button.focus();
    await userEvent.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: 'User menu' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', menu.id);
    const names = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(names).toEqual([
      'Open Calculator',
      'Manage Subscription',
      'Security Settings',
      'Download Workbook',
      'Sign Out',
    ]);
    // Everything focusable in the menu is one of its items, reached by the arrow keys rather than Tab.
    expect(menu.querySelectorAll('a, button')).toHaveLength(names.length);
    within(menu)
      .getAllByRole('menuitem')
      .forEach((item) => expect(item).toHaveAttribute('tabindex', '-1'));
    const focused = () => document.activeElement?.textContent;
    expect(focused()).toBe('Open Calculator');

    // Each key, and the item it leaves focused (Down and Up wrap around the ends).
    const moves = [
      ['{ArrowDown}', 'Manage Subscription'],
      ['{End}', 'Sign Out'],
      ['{ArrowDown}', 'Open Calculator'],
      ['{ArrowUp}', 'Sign Out'],
      ['{Home}', 'Open Calculator'],
    ] as const;
    for (const [key, item] of moves) {
      await userEvent.keyboard(key);
      expect(focused(), key).toBe(item);
    }

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();

    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(focused()).toBe('Sign Out');
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{ArrowDown}');
    expect(focused()).toBe('Open Calculator');
  });

  it('Enter on an item acts on it and closes the menu; Tab closes it too', async () => {
    const menu = await openMenu();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByText(`mfe_account at ${ROUTES.subscribe}`)).toBeInTheDocument();
    expect(menu).not.toBeInTheDocument();

    await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Grace' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await userEvent.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('shows first name on the button, full name, email and a gold badge for professional', async () => {
    const menu = await openMenu();
    expect(menu).toHaveTextContent('Grace Brewster Hopper');
    expect(menu).toHaveTextContent('grace@example.com');
    expect(within(menu).getByTestId('plan-badge')).toHaveAttribute('data-tone', 'gold');
  });

  it('Open Calculator goes to the built-in /calculator inside the site (no calculator address set)', async () => {
    const assign = vi.fn();
    const fetchMock = vi.fn(async (_path: string) => new Response('{}'));
    vi.stubGlobal('location', { ...window.location, assign });
    vi.stubGlobal('fetch', fetchMock);
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Open Calculator' }));
    expect(await screen.findByText(`mfe_calculator at ${ROUTES.calculator}`)).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    expect(fetchMock.mock.calls.map(([path]) => path)).not.toContain(HANDOVER_PATHS.issue);
  });

  it("Open Calculator hands over to a calculator on another origin through its origin's start, never with the token", async () => {
    configureRuntime({ calculatorUrl: 'https://calc.example.test/' });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetchMock = vi.fn(async (_path: string, _init?: RequestInit) => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Open Calculator' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalled());
    // The calculator's origin binds the hand-over to this browser first; the code is asked for when it sends it back.
    expect(String(assign.mock.calls[0]?.[0])).toBe(`https://calc.example.test${HANDOVER_PATHS.start}`);
    expect(fetchMock.mock.calls.map(([path]) => path)).not.toContain(HANDOVER_PATHS.issue);
  });

  it('Sign Out revokes the session on the server with the cookie, then clears the stored user', async () => {
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
    expect(new Headers(init.headers).has('Authorization')).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
  });
});
