/**
 * Texts and timings of the admin portal that the site's chrome (the shell) shows too. Kept apart from admin.ts,
 * whose settings schemas are built at module load: a browser bundle that takes only these texts then leaves Zod
 * out (@pac/contracts is side-effect free, package.json "sideEffects": false). Re-exported by admin.ts.
 */
export const ADMIN_TEXTS = {
  signInTitle: 'Admin Sign In',
  attemptsMonitored: 'All login attempts are logged and monitored.',
  signInButton: 'Sign in to Admin Portal',
  signingIn: 'Signing in...',
  authenticationError: 'Authentication Error',
  loginFailed: 'Login failed',
  invalidJson: (body: string) => `Server returned invalid JSON. Response was: ${body.slice(0, 200)}...`,
  accessDenied: 'Access denied. Admin privileges required.',
  loginError: 'An error occurred during login',
  verifyingAccess: 'Verifying admin access...',
  // Ours: the access check got no answer (network, server down); the admin stays signed in.
  accessCheckFailed: 'Could not check your admin access. Check your connection and try again.',
  accessDeniedTitle: 'Access Denied',
  accessDeniedBody: "You don't have administrator privileges to access this area.",
  returnToLogin: 'Return to Login',
  headerTitle: 'Admin Dashboard',
  logout: 'Logout',
  refreshData: 'Refresh Data',
  refresh: 'Refresh',
  retry: 'Retry',
  search: 'Search',
  // The code step of the admin sign-in (two-factor is mandatory for everyone, admins included; wording is ours).
  codeTitle: 'Enter your verification code',
  codeSent: (email: string) => `We emailed a 6-digit code to ${email}.`,
  verifyCode: 'Verify Code',
  verifying: 'Verifying...',
  // Fetch failures, shown prefixed with 'Error: '.
  dashboardFailed: 'Failed to fetch dashboard data',
  usersFailed: 'Failed to fetch users',
  revenueFailed: 'Failed to fetch revenue data',
  usageFailed: 'Failed to fetch usage statistics',
  revenueLoadFailed: 'Failed to load revenue data',
  usageLoadFailed: 'Failed to load usage statistics',
  healthFailed: 'Failed to fetch system health',
  noEmailLogs: 'No email logs found',
  settingsSaved: 'Settings saved successfully!',
  settingsSaveFailed: 'Failed to save settings',
  lowEngagement: 'Low engagement: users average fewer than 2 calculations each. Consider onboarding emails.',
  serviceDown: 'Service is down. Check logs and restart if necessary.',
  serviceIssues: 'Service is experiencing issues. Monitor closely.',
  // Service answers.
  maintenance: 'The site is undergoing maintenance. Please try again shortly.',
  usageAllowanceUsed: 'You have used all the analyses of your plan this month.',
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
