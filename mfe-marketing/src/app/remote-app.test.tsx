import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ROUTE_OWNERS, ROUTES } from '@pac/contracts';
import { SessionProvider } from '@pac/session';
import RemoteApp, { MARKETING_PAGES } from './remote-app.js';

const SITE = 'Property Analysis Calculator';

/** The remote at `path`, as the shell mounts it: in a router and the session. */
const renderPage = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <SessionProvider>
        <RemoteApp />
      </SessionProvider>
    </MemoryRouter>,
  );

async function renderAt(path: string) {
  await act(async () => void renderPage(path));
}

describe('mfe_marketing routes', () => {
  it('has a page for exactly the paths the route table gives this remote', () => {
    expect(MARKETING_PAGES.map(([path]) => path).sort()).toEqual([...ROUTE_OWNERS.mfe_marketing].sort());
  });

  it('renders a distinct heading, tab title and description on every page', async () => {
    const headings = new Set<string>();
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const [path] of MARKETING_PAGES) {
      const { unmount } = renderPage(path);
      // Pages other than home load on demand (lazy chunks).
      const heading = (await screen.findByRole('heading', { level: 1 })).textContent ?? '';
      expect(heading, path).not.toBe('');
      headings.add(heading);
      // Home is the site itself; every other page is named after its heading.
      const title = path === ROUTES.home ? SITE : `${heading} · ${SITE}`;
      await waitFor(() => expect(document.title, path).toBe(title));
      titles.add(document.title);
      const description = document.head.querySelector('meta[name="description"]')?.getAttribute('content');
      expect(description, path).toBeTruthy();
      descriptions.add(description ?? '');
      unmount();
    }
    expect(headings.size).toBe(MARKETING_PAGES.length);
    expect(titles.size).toBe(MARKETING_PAGES.length);
    // The two unsubscribe pages share theirs: both manage the emails a reader receives.
    expect(descriptions.size).toBe(MARKETING_PAGES.length - 1);
  }, 30_000); // the first visit of each lazy page compiles its module here
});

describe('marketing pages', () => {
  it('has the home sections the header and hero rely on', async () => {
    await renderAt(ROUTES.home);
    expect(document.getElementById('features')).not.toBeNull();
    expect(document.getElementById('pricing')).not.toBeNull();
    expect(screen.getAllByRole('button', { name: 'Start Free Analysis' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Watch Courses' })).toBeInTheDocument();
  });

  it('never skips a heading level, on home and on /pricing (plan names under the page heading)', async () => {
    for (const path of [ROUTES.home, ROUTES.pricing]) {
      const { unmount } = renderPage(path);
      await screen.findByRole('heading', { level: 1 });
      await screen.findByRole('heading', { name: 'Free' });
      const levels = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) =>
        Number(h.tagName[1]),
      );
      expect(levels[0], path).toBe(1);
      levels.forEach((level, i) =>
        expect(level, `${path}: heading ${i}`).toBeLessThanOrEqual((levels[i - 1] ?? 0) + 1),
      );
      unmount();
    }
  });

  it('says Documentation is coming soon', async () => {
    await renderAt(ROUTES.documentation);
    expect(await screen.findByText(/coming soon/i)).toBeInTheDocument();
  });
});
