import { ADMIN_LAYOUT_TEXTS, ADMIN_SCREEN_TEXTS } from '../../texts.js';
import { useEffect, useRef, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { Menu, X } from 'lucide-react';
import { ROUTES } from '@pac/contracts';
import { usePageMeta } from '@pac/session';
import { Button, cn } from '@pac/ui';
import { useAdminLogout } from './api/admin-logout-api.js';

const SECTIONS = [
  { to: ROUTES.adminDashboard, label: 'Dashboard' },
  { to: ROUTES.adminUsers, label: 'Users' },
  { to: ROUTES.adminRevenue, label: 'Revenue' },
  { to: ROUTES.adminUsage, label: 'Usage' },
  { to: ROUTES.adminHealth, label: 'System Health' },
  { to: ROUTES.adminEmails, label: 'Email Automation' },
  { to: ROUTES.adminSettings, label: 'Settings' },
];

const SECTIONS_ID = 'admin-sections';

/**
 * Sidebar and header of the portal (the access guard wraps it in the routes). From the md breakpoint up the
 * sections are a fixed sidebar; below it a 224 px sidebar would leave a phone ~150 px for the page, so the sections
 * fold into a menu above the page, opened by a button.
 */
export function AdminLayout() {
  const logout = useAdminLogout();
  const { pathname } = useLocation();
  const current = SECTIONS.find(
    (section) => pathname === section.to || pathname.startsWith(`${section.to}/`),
  );
  usePageMeta({
    title: ADMIN_LAYOUT_TEXTS.pageTitle(current?.label ?? 'Portal'),
    description: ADMIN_LAYOUT_TEXTS.pageDescription,
  });
  // Open for the path it was opened on: any navigation (a section link, back/forward) closes it.
  const [openOnPath, setOpenOnPath] = useState<string | null>(null);
  const menuOpen = openOnPath === pathname;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Focus inside the menu would be lost when it hides: it goes back to the button that opened it.
      if (navRef.current?.contains(document.activeElement)) toggleRef.current?.focus();
      setOpenOnPath(null);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  return (
    <div className="flex min-h-[70vh] flex-col md:flex-row">
      <aside className="bg-brand-dark text-slate-300 md:w-56 md:shrink-0 md:p-4">
        <button
          ref={toggleRef}
          type="button"
          className="flex w-full cursor-pointer items-center gap-2 px-4 py-3 text-sm font-medium text-white focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-white md:hidden"
          aria-expanded={menuOpen}
          aria-controls={SECTIONS_ID}
          onClick={() => setOpenOnPath(menuOpen ? null : pathname)}
        >
          {menuOpen ? (
            <X aria-hidden="true" className="size-5" />
          ) : (
            <Menu aria-hidden="true" className="size-5" />
          )}
          {ADMIN_LAYOUT_TEXTS.menu}
        </button>
        <nav
          ref={navRef}
          id={SECTIONS_ID}
          aria-label={ADMIN_LAYOUT_TEXTS.sections}
          className={cn('flex-col gap-1 px-4 pb-4 md:flex md:p-0', menuOpen ? 'flex' : 'hidden')}
        >
          {SECTIONS.map((section) => (
            <NavLink
              key={section.to}
              to={section.to}
              onClick={() => setOpenOnPath(null)}
              className={({ isActive }) =>
                cn('rounded-md px-3 py-2 text-sm hover:bg-white/10', isActive && 'bg-white/15 text-white')
              }
            >
              {section.label}
            </NavLink>
          ))}
        </nav>
      </aside>
      {/* min-w-0: a flex item is as wide as its widest content by default, and a wide table would widen the page. */}
      <div className="min-w-0 flex-1">
        <header className="flex items-center justify-between gap-4 border-b border-border bg-surface px-4 py-4 md:px-6">
          <p className="text-xl font-semibold text-primary">{ADMIN_SCREEN_TEXTS.headerTitle}</p>
          <Button variant="outline" size="sm" onClick={logout}>
            {ADMIN_SCREEN_TEXTS.logout}
          </Button>
        </header>
        <div className="p-4 md:p-6">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
