/*
 * Identity's texts and hand-over constants, apart from identity.ts's schemas: the browser's session library reads
 * them, and importing identity.ts would bundle Zod into every page's first load (zod-free-catalogue.test.ts).
 */

/**
 * The two answers that end or refuse a session, which every page's session library shows: apart, so the shell's
 * first load carries these two texts and not every sign-in screen's.
 */
export const SESSION_MESSAGES = {
  signInRequired: 'Please sign in to continue',
  sessionEnded: 'Your session has expired. Please sign in again.',
} as const;

/** Validation and result texts for accounts and sign-in, used by the screens and the identity service alike. */
export const IDENTITY_MESSAGES = {
  ...SESSION_MESSAGES,
  fullNameRequired: 'Full name is required',
  emailRequired: 'Email is required',
  validEmailRequired: 'Valid email is required',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordRequirementsUnmet: 'Please meet all password requirements',
  passwordTooCommon:
    'This password is one of the most commonly used and easy to guess. Please choose another.',
  codeInvalidTitle: 'Invalid Code',
  codeInvalid: 'Please enter a 6-digit verification code',
  subscriptionExpired: (plan: string) =>
    `Your ${plan} plan has expired. Please upgrade your subscription to continue.`,
  loginFailed: 'Login failed. Please try again.',
  registrationFailed: 'Registration failed. Please try again.',
  networkError: 'Network error. Please check your connection and try again.',
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  registrationDisabled: 'Registration is currently closed. Please try again later or contact us.',
  verificationFailedTitle: 'Verification Failed',
  verificationFailedDefault: 'Invalid verification code',
  verificationErrorTitle: 'Verification Error',
  verificationError: 'An error occurred during verification. Please try again.',
  verificationSuccessTitle: 'Verification Successful',
  verificationSuccess: 'You have been logged in successfully',
  codeSentTitle: 'Code Sent',
  resendFailedTitle: 'Failed to Send Code',
  resendFailedDefault: 'Could not send verification code',
  resendNetworkError: 'Failed to resend verification code',
  settingsLoadFailed: 'Failed to load 2FA settings',
  forgotFailedDefault: 'Failed to send reset email. Please try again.',
  resetFailedDefault: 'Failed to reset password. Please try again.',
  genericNetworkError: 'An error occurred. Please try again later.',
  pendingPlanRedirect: "You'll be redirected to checkout after signing in",
  forgotSent: (email: string) =>
    `If an account exists with ${email}, you will receive password reset instructions shortly.`,
  resetSuccess: 'Password Reset Successful!',
  adminAccessDenied: 'Access denied. Admin privileges required.',
  // Service answers that are not form validation (written for people, shown as the server error).
  originRefused: 'This request did not come from the site. Please reload the page and try again.',
  // Email verification (issue 18): one answer to every sign-up, whether or not the address has an account.
  registrationCheckEmail: (email: string) =>
    `Thanks! We have sent an email to ${email}. Follow the link in it to finish signing up.`,
  emailNotVerified:
    'Please confirm your email address first: open the link we emailed you when you signed up, or send a new one.',
  verificationLinkResent: (email: string) =>
    `If ${email} has an account waiting for confirmation, a new link is on its way.`,
  verificationLinkInvalid:
    'This confirmation link is invalid, used or has expired. Please ask for a new one.',
  emailVerified: 'Your email address is confirmed. Please sign in to continue.',
} as const;

/**
 * Calculator hand-over to a calculator deployed on another origin (`CALCULATOR_URL`), bound to the browser: the
 * calculator's origin first sets a one-time state cookie (HANDOVER_STATE_COOKIE) and sends the browser to the site's
 * ROUTES.calculatorHandover with `?challenge=<SHA-256 of the state>`; the site asks identity for a one-time code
 * bound to that challenge and sends the browser to `${calculatorUrl}?handover=<code>`; the calculator exchanges the
 * code, with the state from its cookie, for a session of its own that ends with the site's session. The session
 * token itself never appears in a URL (addresses end up in logs and histories). The whole flow is described at the
 * top of services/identity/src/calculator-handover/handover-codes.ts. Paths: HANDOVER_PATHS (endpoints/identity.ts).
 */
export const HANDOVER_QUERY_PARAM = 'handover';
export const HANDOVER_CODE_TTL_SECONDS = 60;
/** The site's hand-over page reads the challenge from this query parameter. */
export const HANDOVER_CHALLENGE_PARAM = 'challenge';
/** HttpOnly, SameSite=Lax cookie of the calculator's origin holding the state (`__Host-` prefixed on https). */
export const HANDOVER_STATE_COOKIE = 'pac_handover_state';
/** A state lives this long: the round trip through the site (its page, the code, back) takes seconds. */
export const HANDOVER_STATE_TTL_SECONDS = 120;
