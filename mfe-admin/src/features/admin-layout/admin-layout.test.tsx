import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { ROUTES } from '@pac/contracts';
import { describe, expect, it } from 'vitest';
import { ADMIN_LAYOUT_TEXTS } from '../../texts.js';
import { withAdminQueries } from '../../test-support.js';
import { AdminLayout } from './admin-layout.js';

function BackButton() {
  const navigate = useNavigate();
  return <button onClick={() => void navigate(-1)}>Back</button>;
}

const renderPortalAt = (path: string) =>
  render(
    withAdminQueries(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={ROUTES.admin} element={<AdminLayout />}>
            <Route path={ROUTES.adminDashboard} element={<h1>Overview</h1>} />
            <Route path={ROUTES.adminUsers} element={<h1>Users</h1>} />
            <Route path={ROUTES.adminSettings} element={<BackButton />} />
          </Route>
        </Routes>
      </MemoryRouter>,
    ),
  );

// Found by text: role queries are slow in jsdom; the first test checks the roles and names once.
const menuButton = () => screen.getByText(ADMIN_LAYOUT_TEXTS.menu, { selector: 'button' });
// The sections stay in the document (the sidebar from the md breakpoint up); below it `hidden` folds them away.
const sections = () => document.getElementById(menuButton().getAttribute('aria-controls')!)!;
const expectMenuOpen = (open: boolean) => {
  expect(menuButton()).toHaveAttribute('aria-expanded', String(open));
  if (open) expect(sections()).not.toHaveClass('hidden');
  else expect(sections()).toHaveClass('hidden');
};

describe('admin layout: the sections menu on a phone', () => {
  it('the menu button controls the sections navigation and opens and closes it', async () => {
    const user = userEvent.setup();
    renderPortalAt(ROUTES.adminDashboard);
    expect(screen.getByRole('button', { name: ADMIN_LAYOUT_TEXTS.menu })).toBe(menuButton());
    expect(screen.getByRole('navigation', { name: ADMIN_LAYOUT_TEXTS.sections })).toBe(sections());
    expectMenuOpen(false);
    await user.click(menuButton());
    expectMenuOpen(true);
    await user.click(menuButton());
    expectMenuOpen(false);
  });

  it('choosing a section navigates there and closes the menu, the current section too', async () => {
    const user = userEvent.setup();
    renderPortalAt(ROUTES.adminDashboard);
    await user.click(menuButton());
    await user.click(screen.getByRole('link', { name: 'Users' }));
    expect(screen.getByRole('heading', { name: 'Users' })).toBeInTheDocument();
    expectMenuOpen(false);
    await user.click(menuButton());
    await user.click(screen.getByRole('link', { name: 'Users' }));
    expectMenuOpen(false);
  });

  it('a navigation from elsewhere (the browser Back) closes it too', async () => {
    const user = userEvent.setup();
    renderPortalAt(ROUTES.adminDashboard);
    await user.click(screen.getByRole('link', { name: 'Settings' }));
    await user.click(menuButton());
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    expectMenuOpen(false);
  });

  it('Escape closes it and gives focus back to the menu button when focus was in the menu', async () => {
    const user = userEvent.setup();
    renderPortalAt(ROUTES.adminDashboard);
    await user.click(menuButton());
    await user.tab();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expectMenuOpen(false);
    expect(menuButton()).toHaveFocus();
    await user.keyboard('{Enter}');
    expectMenuOpen(true);
    await user.keyboard('{Escape}');
    expectMenuOpen(false);
    expect(menuButton()).toHaveFocus();
  });

  it('the page stays as it was: the sections are links with the current one marked', () => {
    renderPortalAt(ROUTES.adminUsers);
    expect(screen.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Users',
      'Revenue',
      'Usage',
      'System Health',
      'Email Automation',
      'Settings',
    ]);
  });
});

describe('admin layout: the tab names the section', () => {
  it('"<section> · Admin · <site name>" with the portal description, following navigation', async () => {
    const user = userEvent.setup();
    renderPortalAt(ROUTES.adminDashboard);
    expect(document.title).toBe('Dashboard · Admin · Property Analysis Calculator');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      ADMIN_LAYOUT_TEXTS.pageDescription,
    );
    await user.click(screen.getByRole('link', { name: 'Users' }));
    expect(document.title).toBe('Users · Admin · Property Analysis Calculator');
  });
});
