/**
 * The admin portal's texts that more than its screens use: the words a service answers with, and the button and
 * status texts the e2e journeys find the portal's controls by. The screens' own texts are in mfe-admin's texts.ts.
 * Kept apart from admin.ts, whose settings schemas are built at module load: a browser bundle that takes only these
 * texts then leaves Zod out (@pac/contracts is side-effect free, package.json "sideEffects": false). Re-exported by
 * admin.ts.
 */
export const ADMIN_TEXTS = {
  signInButton: 'Sign in to Admin Portal',
  authenticationError: 'Authentication Error',
  verifyCode: 'Verify Code',
  refreshData: 'Refresh Data',
  search: 'Search',
  settingsSaved: 'Settings saved successfully!',
  // The settings page's step-up dialog.
  stepUpSendCode: 'Send Code',
  stepUpVerify: 'Verify and Save',
  // Service answers.
  accessDenied: 'Access denied. Admin privileges required.',
  maintenance: 'The site is undergoing maintenance. Please try again shortly.',
} as const;

/** The site re-reads its status this often (and whenever its tab regains focus). */
export const SITE_STATUS_POLL_MS = 60_000;
export const SITE_STATUS_TEXTS = {
  maintenanceTitle: 'Maintenance in progress',
  // The same words the API answers with (503) while maintenance mode is on.
  maintenanceBody: ADMIN_TEXTS.maintenance,
  maintenanceAdminBody:
    'Maintenance mode is on: visitors see this notice and the site refuses their requests until it is switched off in Settings.',
} as const;
