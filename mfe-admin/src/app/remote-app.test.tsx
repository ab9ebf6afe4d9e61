import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@pac/contracts';
import RemoteApp, { ADMIN_SECTIONS } from './remote-app.js';

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <RemoteApp />
    </MemoryRouter>,
  );

describe('mfe_admin routes', () => {
  it('shows Admin Sign In on /admin/login with its primary button', () => {
    renderAt(ROUTES.adminLogin);
    expect(screen.getByRole('heading', { name: 'Admin Sign In' })).toBeInTheDocument();
    expect(screen.getByText('All login attempts are logged and monitored.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in to Admin Portal' })).toHaveClass('bg-primary');
  });

  it('renders every portal section inside the admin layout with a distinct heading', () => {
    const headings = new Set<string>();
    for (const [path] of ADMIN_SECTIONS) {
      const { unmount } = renderAt(path);
      expect(screen.getByText('Admin Dashboard')).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Admin sections' })).toBeInTheDocument();
      headings.add(screen.getByRole('heading', { level: 1 }).textContent ?? '');
      unmount();
    }
    expect(headings.size).toBe(ADMIN_SECTIONS.length);
  });

  it('sends /admin and unknown admin paths to the dashboard', () => {
    for (const path of [ROUTES.admin, '/admin/unknown']) {
      const { unmount } = renderAt(path);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Overview');
      unmount();
    }
  });
});
