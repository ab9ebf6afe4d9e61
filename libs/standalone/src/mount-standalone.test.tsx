import { act } from 'react';
import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { useSession } from '@pac/session';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@pac/ui';
import { mountStandalone } from './mount-standalone.js';

// Uses what the shell would provide: the router and the session.
function App() {
  const location = useLocation();
  const session = useSession();
  return (
    <p>
      app at {location.pathname}, {session.isLoggedIn ? 'signed in' : 'visitor'}
    </p>
  );
}

const LINKS = [{ label: '/pricing', href: '/pricing' }];

function addRoot(): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
  return root;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('mountStandalone', () => {
  it('mounts the remote in #root inside its area and the frame, under the router, session and a Toaster', async () => {
    const root = addRoot();
    act(() => mountStandalone(App, { remote: 'mfe_marketing', links: LINKS }));

    const app = screen.getByText('app at /, visitor');
    expect(root).toContainElement(app);
    expect(app.closest('[data-remote-area]')).toHaveAttribute('data-remote-area', 'mfe_marketing');
    const nav = screen.getByRole('navigation', { name: 'Remote pages' });
    expect(within(nav).getByRole('link', { name: '/pricing' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByText('mfe_marketing')).toBeInTheDocument();

    act(() => void toast.info('From the remote'));
    // The toaster renders on its own schedule; a loaded machine (a full test run) can take over a second.
    expect(await screen.findByText('From the remote', undefined, { timeout: 5_000 })).toBeInTheDocument();
  });

  it('refuses a page without #root before running anything', () => {
    const beforeRender = vi.fn(() => Promise.resolve());
    expect(() => mountStandalone(App, { remote: 'mfe_course', links: LINKS, beforeRender })).toThrow(
      '#root is missing from index.html',
    );
    expect(beforeRender).not.toHaveBeenCalled();
  });

  it('renders only once the step before the first render has settled', async () => {
    const root = addRoot();
    let settle!: () => void;
    const step = new Promise<void>((resolve) => (settle = resolve));
    act(() => mountStandalone(App, { remote: 'mfe_calculator', links: LINKS, beforeRender: () => step }));
    expect(root).toBeEmptyDOMElement();

    await act(async () => {
      settle();
      await step;
    });
    expect(await screen.findByText('app at /, visitor')).toBeInTheDocument();
  });
});
