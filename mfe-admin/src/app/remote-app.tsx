import './styles.css';
import React, { Suspense, lazy } from 'react';
import { Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { ROUTES } from '@pac/contracts';
import { registerSingletonProbe } from '@pac/federation/probe';
import { AdminGuard } from '../features/admin-guard/admin-guard.js';
import { AdminQueries } from '../lib/admin-queries.js';
import { AdminLayout } from '../features/admin-layout/admin-layout.js';
import { AdminLoginPage } from '../features/admin-login/admin-login-page.js';
import { DashboardPage } from '../features/dashboard/dashboard-page.js';
import { EmailsPage } from '../features/emails/emails-page.js';
import { HealthPage } from '../features/health/health-page.js';
import { SettingsPage } from '../features/settings/settings-page.js';
import { UsersPage } from '../features/users/users-page.js';
import { Loading } from '../lib/status-views.js';

registerSingletonProbe('mfe_admin', React, useNavigate);

// The two chart pages bring recharts, two thirds of the remote's code: loaded when visited, so the sign-in page and
// the other sections do not wait for it.
const RevenuePage = lazy(async () => ({
  default: (await import('../features/revenue/revenue-page.js')).RevenuePage,
}));
const UsagePage = lazy(async () => ({
  default: (await import('../features/usage/usage-page.js')).UsagePage,
}));

export const ADMIN_SECTIONS = [
  [ROUTES.adminDashboard, DashboardPage],
  [ROUTES.adminUsers, UsersPage],
  [ROUTES.adminRevenue, RevenuePage],
  [ROUTES.adminUsage, UsagePage],
  [ROUTES.adminHealth, HealthPage],
  [ROUTES.adminEmails, EmailsPage],
  [ROUTES.adminSettings, SettingsPage],
] as const;

/** Exposed as `mfe_admin/App`: the shell mounts it for everything under /admin. */
export default function AdminApp() {
  return (
    <AdminQueries>
      <Routes>
        <Route path={ROUTES.adminLogin} element={<AdminLoginPage />} />
        <Route
          path={ROUTES.admin}
          element={
            <AdminGuard>
              <AdminLayout />
            </AdminGuard>
          }
        >
          <Route index element={<Navigate to={ROUTES.adminDashboard} replace />} />
          {ADMIN_SECTIONS.map(([path, Page]) => (
            <Route
              key={path}
              path={path}
              element={
                <Suspense fallback={<Loading />}>
                  <Page />
                </Suspense>
              }
            />
          ))}
          <Route path="*" element={<Navigate to={ROUTES.adminDashboard} replace />} />
        </Route>
      </Routes>
    </AdminQueries>
  );
}
