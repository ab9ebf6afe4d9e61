import { type SettingsGroupName } from '@pac/contracts';

/**
 * The admin service's paths the portal reads (the sign-in, step-up and broadcast paths are in @pac/contracts, which
 * the services share). One list, so a typed client can replace the fetchers that use it.
 */
export const ADMIN_API_PATHS = {
  profile: '/api/admin/profile',
  dashboard: '/api/admin/dashboard',
  users: '/api/admin/users',
  revenue: '/api/admin/revenue',
  usage: '/api/admin/usage',
  health: '/api/admin/health',
  emailLogs: '/api/admin/email-logs',
  settings: '/api/admin/settings',
  settingsGroup: (group: SettingsGroupName) => `/api/admin/settings/${group}`,
} as const;
