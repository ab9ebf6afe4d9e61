import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RemoteName } from '@pac/contracts';
import type { RemoteLoader } from '../remotes/remote-area.js';
import { fakeLoader, renderShell } from '../test-utils.js';

describe('shell layout', () => {
  it('mounts the owning remote for a page path', async () => {
    await renderShell('/admin/users');
    expect(await screen.findByText('mfe_admin at /admin/users')).toBeInTheDocument();
    expect(document.querySelector('[data-remote="mfe_admin"]')).not.toBeNull();
  });

  it("mounts the calculator for a saved deal's deep link, and the 404 below it", async () => {
    const first = await renderShell('/deals/123');
    expect(await screen.findByText('mfe_calculator at /deals/123')).toBeInTheDocument();
    first.unmount();
    await renderShell('/deals/a/b');
    expect(screen.getByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(document.querySelector('[data-remote="mfe_calculator"]')).toBeNull();
  });

  it('starts with a skip link: the first Tab stop, it moves focus to the main content', async () => {
    await renderShell('/courses');
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await userEvent.click(skip);
    const main = screen.getByRole('main');
    expect(main).toHaveFocus();
    expect(main).toHaveAttribute('tabindex', '-1');
    expect(skip).toHaveAttribute('href', `#${main.id}`);
  });

  it('shows the 404 page for an unknown path, with a way home', async () => {
    await renderShell('/no-such-page');
    expect(screen.getByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(document.title).toBe('Page not found · Property Analysis Calculator');
    await userEvent.click(screen.getByRole('link', { name: 'Return to Home' }));
    expect(await screen.findByText('mfe_marketing at /')).toBeInTheDocument();
  });

  it('contains a failing remote in its area and retries it, while the chrome keeps working', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let courseUp = false;
    const reset = vi.fn();
    const loader: RemoteLoader = {
      load: (name: RemoteName) =>
        name === 'mfe_course' && !courseUp
          ? Promise.reject(new Error('connection refused'))
          : fakeLoader.load(name),
      reset,
    };
    await renderShell('/courses', loader);
    const fallback = await screen.findByTestId('remote-fallback-mfe_course');
    expect(fallback).toHaveTextContent('This part of the site is temporarily unavailable.');
    expect(document.querySelector('[data-remote="mfe_course"]')).toBeNull();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();

    courseUp = true;
    await userEvent.click(within(fallback).getByRole('button', { name: 'Retry' }));
    expect(reset).toHaveBeenCalledWith('mfe_course');
    expect(await screen.findByText('mfe_course at /courses')).toBeInTheDocument();
    expect(screen.queryByTestId('remote-fallback-mfe_course')).not.toBeInTheDocument();
  });

  it('contains a calculator that throws while rendering and retries it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = true;
    const reset = vi.fn();
    const loader: RemoteLoader = {
      load: (name: RemoteName) =>
        name === 'mfe_calculator'
          ? Promise.resolve(function Calculator() {
              if (broken) throw new Error('the remote module threw');
              return <p>calculator back</p>;
            })
          : fakeLoader.load(name),
      reset,
    };
    await renderShell('/calculator', loader);
    const fallback = await screen.findByTestId('remote-fallback-mfe_calculator');
    expect(screen.getByRole('banner')).toBeInTheDocument();

    broken = false;
    await userEvent.click(within(fallback).getByRole('button', { name: 'Retry' }));
    expect(reset).toHaveBeenCalledWith('mfe_calculator');
    expect(await screen.findByText('calculator back')).toBeInTheDocument();
    expect(screen.queryByTestId('remote-fallback-mfe_calculator')).not.toBeInTheDocument();
  });

  it('shows a spinner while a remote loads', async () => {
    await renderShell('/login', { load: () => new Promise(() => undefined), reset: () => undefined });
    expect(screen.getByTestId('remote-loading-mfe_account')).toContainElement(screen.getByRole('status'));
  });
});
