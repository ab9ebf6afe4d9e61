import { ADMIN_SCREEN_TEXTS } from '../../texts.js';
import { NavLink, Outlet } from 'react-router-dom';
import { ROUTES } from '@pac/contracts';
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

/** Sidebar and header of the portal (the access guard wraps it in the routes). */
export function AdminLayout() {
  const logout = useAdminLogout();
  return (
    <div className="flex min-h-[70vh]">
      <aside className="w-56 shrink-0 bg-brand-dark p-4 text-slate-300">
        <nav aria-label="Admin sections" className="flex flex-col gap-1">
          {SECTIONS.map((section) => (
            <NavLink
              key={section.to}
              to={section.to}
              className={({ isActive }) =>
                cn('rounded-md px-3 py-2 text-sm hover:bg-white/10', isActive && 'bg-white/15 text-white')
              }
            >
              {section.label}
            </NavLink>
          ))}
        </nav>
      </aside>
      <div className="flex-1">
        <header className="flex items-center justify-between border-b border-border bg-surface px-6 py-4">
          <p className="text-xl font-semibold text-primary">{ADMIN_SCREEN_TEXTS.headerTitle}</p>
          <Button variant="outline" size="sm" onClick={logout}>
            {ADMIN_SCREEN_TEXTS.logout}
          </Button>
        </header>
        <div className="p-6">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
