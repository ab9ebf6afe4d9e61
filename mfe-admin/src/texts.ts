import {
  ADMIN_TEXTS,
  BROADCAST_TEXTS,
  IDENTITY_MESSAGES,
  STEP_UP_TEXTS,
  USAGE_TREND_DAYS,
  type HealthState,
  type SettingsGroupName,
} from '@pac/contracts';

/**
 * The admin portal's screen texts. The few that a service also sends, or that the e2e journeys look for, stay in
 * @pac/contracts and are taken from there, so each text is still written once.
 */
export const ADMIN_SCREEN_TEXTS = {
  signInTitle: 'Admin Sign In',
  attemptsMonitored: 'All login attempts are logged and monitored.',
  signInButton: ADMIN_TEXTS.signInButton,
  signingIn: 'Signing in...',
  authenticationError: ADMIN_TEXTS.authenticationError,
  loginFailed: 'Login failed',
  accessDenied: ADMIN_TEXTS.accessDenied,
  loginError: 'An error occurred during login',
  verifyingAccess: 'Verifying admin access...',
  // Ours: the access check got no answer (network, server down); the admin stays signed in.
  accessCheckFailed: 'Could not check your admin access. Check your connection and try again.',
  // Shown on the sign-in page when the server refused the admin session (401): the identity service's words.
  sessionEnded: IDENTITY_MESSAGES.sessionEnded,
  accessDeniedTitle: 'Access Denied',
  accessDeniedBody: "You don't have administrator privileges to access this area.",
  returnToLogin: 'Return to Login',
  headerTitle: 'Admin Dashboard',
  logout: 'Logout',
  refreshData: ADMIN_TEXTS.refreshData,
  refresh: 'Refresh',
  retry: 'Retry',
  search: ADMIN_TEXTS.search,
  // The code step of the admin sign-in (two-factor is mandatory for everyone, admins included; wording is ours).
  codeTitle: 'Enter your verification code',
  codeSent: (email: string) => `We emailed a 6-digit code to ${email}.`,
  verifyCode: ADMIN_TEXTS.verifyCode,
  verifying: 'Verifying...',
  // The code step's resend (the site's /2fa-verify words and 60 s cooldown) and its way back to the password.
  resendCode: 'Resend Code',
  resendIn: (seconds: number) => `Resend in ${seconds}s`,
  codeResent: IDENTITY_MESSAGES.codeSentTitle,
  resendFailed: IDENTITY_MESSAGES.resendFailedDefault,
  back: 'Back',
  // Fetch failures, shown prefixed with 'Error: '.
  dashboardFailed: 'Failed to fetch dashboard data',
  usersFailed: 'Failed to fetch users',
  revenueFailed: 'Failed to fetch revenue data',
  usageFailed: 'Failed to fetch usage statistics',
  healthFailed: 'Failed to fetch system health',
  emailLogsFailed: 'Failed to fetch email logs',
  settingsFailed: 'Failed to fetch settings',
  noEmailLogs: 'No email logs found',
  // Ours: empty states, so an empty list or a flat chart reads as "nothing yet" rather than as broken.
  noRecentActivity: 'No recent activity yet. Sign-ups, payments and broadcasts will show here.',
  noRevenueInPeriod: 'No revenue in this period.',
  noPaymentsInPeriod: 'No payments in this period',
  revenueByPlanChart: 'Revenue by plan chart',
  dailyUsageTitle: 'Calculations and Exports per Day',
  // The period is the usage trend endpoint's own: the words follow it.
  dailyUsageHint: `Last ${USAGE_TREND_DAYS} days`,
  noUsageInPeriod: `No calculations or exports in the last ${USAGE_TREND_DAYS} days.`,
  settingsSaved: ADMIN_TEXTS.settingsSaved,
  settingsSaveFailed: 'Failed to save settings',
  // Ours: a cleared number field is refused in the form rather than sent as 0.
  numberRequired: (label: string) => `${label} is required`,
  lowEngagement: 'Low engagement: users average fewer than 2 calculations each. Consider onboarding emails.',
  serviceDown: 'Service is down. Check logs and restart if necessary.',
  serviceIssues: 'Service is experiencing issues. Monitor closely.',
} as const;

/** What the admin should do about a service (or the whole system) in this state; nothing when it is healthy. */
export const healthRecommendation = (state: HealthState): string | null =>
  state === 'healthy'
    ? null
    : state === 'unhealthy'
      ? ADMIN_SCREEN_TEXTS.serviceDown
      : ADMIN_SCREEN_TEXTS.serviceIssues;

/** The Email Automation page's broadcast form and progress (the service's answers are in BROADCAST_TEXTS). */
export const BROADCAST_SCREEN_TEXTS = {
  title: 'Send Broadcast Email',
  subject: 'Subject',
  recipients: 'Recipients',
  message: 'Message',
  send: BROADCAST_TEXTS.send,
  sending: 'Sending...',
  bothRequired: BROADCAST_TEXTS.bothRequired,
  failedDefault: 'Failed to send broadcast email',
  failed: (error: string) => `Failed to send broadcast email: ${error}`,
  unknownError: 'Unknown error',
  sent: (total: number, successful: number, failed: number) =>
    `Broadcast email sent successfully! Total users: ${total}, Successful: ${successful}, Failed: ${failed}`,
  progressTitle: 'Broadcast in progress',
  // Ours: the confirmation before anything is queued, with the count the server would send to now.
  confirmTitle: 'Send this broadcast?',
  counting: 'Counting recipients...',
  countFailed: 'Could not count the recipients. Nothing was sent.',
  confirmCount: (count: number, audience: string) =>
    `It will be emailed to ${count.toLocaleString('en-GB')} ${count === 1 ? 'user' : 'users'} (${audience}).`,
  noRecipients: BROADCAST_TEXTS.noRecipients,
  confirmSend: (count: number) =>
    `Send to ${count.toLocaleString('en-GB')} ${count === 1 ? 'user' : 'users'}`,
  cancel: 'Cancel',
} as const;

/** The step-up dialog of the settings page (the service's answers are in STEP_UP_TEXTS). */
export const STEP_UP_SCREEN_TEXTS = {
  required: STEP_UP_TEXTS.required,
  codeSent: STEP_UP_TEXTS.codeSent,
  title: 'Enter the code we emailed you',
  description: 'To change this setting, confirm it is you with the 6-digit code we email to your address.',
  sendCode: ADMIN_TEXTS.stepUpSendCode,
  sending: 'Sending...',
  codeLabel: 'Verification code',
  verify: ADMIN_TEXTS.stepUpVerify,
  verifying: 'Verifying...',
  cancel: 'Cancel',
  sendFailed: 'Could not send a code',
  verifyFailed: 'Verification failed',
} as const;

/** The portal's frame on a phone: the sections menu and the names of the regions wide tables scroll in. */
export const ADMIN_LAYOUT_TEXTS = {
  /** The tab title of a portal page: "Users · Admin · <site name>". */
  pageTitle: (section: string) => `${section} · Admin`,
  loginTitle: 'Admin Login',
  pageDescription: 'The admin portal of the site: users, revenue, usage, system health, email and settings.',
  menu: 'Admin menu',
  sections: 'Admin sections',
  settingsTabs: 'Settings groups',
  usersTable: 'Users table',
  emailLogsTable: 'Recent Email Logs table',
} as const;

/** The tabs of the settings page. */
export const SETTINGS_TAB_LABELS = {
  general: 'General',
  payment: 'Stripe',
  email: 'Email',
  security: 'Security',
} as const satisfies Record<SettingsGroupName, string>;
