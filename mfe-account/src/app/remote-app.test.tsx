import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ROUTE_OWNERS, ROUTES } from '@pac/contracts';
import { SessionProvider, configureRuntime, resetRuntimeConfig } from '@pac/session';
import { ACCOUNT_PAGE_META } from '../texts.js';
import RemoteApp, { ACCOUNT_PAGES } from './remote-app.js';

async function renderAt(path: string) {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <SessionProvider>
          <RemoteApp />
        </SessionProvider>
      </MemoryRouter>,
    );
  });
}

describe('mfe_account routes', () => {
  it('has a page for exactly the paths the route table gives this remote', () => {
    expect(ACCOUNT_PAGES.map(([path]) => path).sort()).toEqual([...ROUTE_OWNERS.mfe_account].sort());
  });

  it('renders a distinct heading, tab title and description on every page', async () => {
    const headings = new Set<string>();
    for (const [path] of ACCOUNT_PAGES) {
      const search = path === ROUTES.resetPassword ? '?token=t' : '';
      const state = path === ROUTES.twoFactorVerify ? { email: 'ada@example.com' } : undefined;
      // The hand-over page stays on screen while it sends the browser to a calculator on another origin.
      if (path === ROUTES.calculatorHandover) {
        configureRuntime({ calculatorUrl: 'https://calc.example.test/' });
        vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
      }
      const { unmount } = render(
        <MemoryRouter initialEntries={[{ pathname: path, search, state }]}>
          <SessionProvider>
            <RemoteApp />
          </SessionProvider>
        </MemoryRouter>,
      );
      const heading = screen.getByRole('heading', { level: 1 }).textContent ?? '';
      expect(heading, path).not.toBe('');
      headings.add(heading);
      expect(document.title, path).toBe(`${ACCOUNT_PAGE_META[path].title} · Property Analysis Calculator`);
      expect(document.head.querySelector('meta[name="description"]'), path).toHaveAttribute(
        'content',
        ACCOUNT_PAGE_META[path].description,
      );
      unmount();
      resetRuntimeConfig();
      vi.unstubAllGlobals();
    }
    expect(headings.size).toBe(ACCOUNT_PAGES.length);
    const metas = Object.values(ACCOUNT_PAGE_META);
    expect(metas).toHaveLength(ACCOUNT_PAGES.length);
    expect(new Set(metas.map(({ title }) => title)).size).toBe(metas.length);
    expect(new Set(metas.map(({ description }) => description)).size).toBe(metas.length);
  });
});

describe('account pages', () => {
  it("shows 'Choose Your Plan' on /subscribe", async () => {
    await renderAt(ROUTES.subscribe);
    expect(screen.getByRole('heading', { name: 'Choose Your Plan' })).toBeInTheDocument();
  });

  it('sends /reset-password without a token to /forgot-password', async () => {
    await renderAt(ROUTES.resetPassword);
    expect(screen.getByRole('heading', { name: 'Forgot Password' })).toBeInTheDocument();
  });

  it('sends /2fa-verify without an email in navigation state to /login', async () => {
    await renderAt(ROUTES.twoFactorVerify);
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
  });

  it('offers Try Again and Continue with Free Plan after a cancelled payment', async () => {
    await renderAt(ROUTES.paymentCancel);
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', ROUTES.subscribe);
    expect(screen.getByRole('link', { name: 'Continue with Free Plan' })).toHaveAttribute(
      'href',
      ROUTES.home,
    );
  });
});
