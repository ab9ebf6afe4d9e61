import {
  ACCOUNT_SCREEN_TEXTS,
  BILLING_MESSAGES,
  EMAIL_VERIFICATION_LINK_TTL_HOURS,
  PAYMENT_CANCEL_TEXTS,
  ROUTES,
} from '@pac/contracts';

/**
 * The account screens' texts: page labels and alerts, some of them written by us. The ones the end-to-end tests look
 * for stay in contracts (ACCOUNT_SCREEN_TEXTS) and are included here, so the screens read every text from this file.
 */
export const ACCOUNT_TEXTS = {
  ...ACCOUNT_SCREEN_TEXTS,
  passwordsMatch: 'Passwords match',
  atLeastEightCharacters: 'At least 8 characters',
  sendResetInstructions: 'Send Reset Instructions',
  forgotTips: ['Check your spam folder if you do not see the email.', 'The reset link expires in 1 hour.'],
  tryAnotherEmail: 'Try Another Email',
  backToLogin: 'Back to Login',
  goToLoginNow: 'Go to Login Now',
  resendCode: 'Resend Code',
  resendIn: (seconds: number) => `Resend in ${seconds}s`,
  twoFactorMandatory: 'Email two-factor authentication is mandatory for all users and cannot be disabled.',
  renewSubscription: 'Renew your subscription',
  // Sign-up with email confirmation (issue 18).
  notCommonPassword: 'Not one of the most common passwords',
  signUpTips: [
    'Check your spam folder if you do not see the email.',
    `The link expires in ${EMAIL_VERIFICATION_LINK_TTL_HOURS} hours and works once.`,
  ],
  registrationClosedTitle: 'Registration Closed',
  confirmingEmail: 'Confirming your email address...',
  confirmationFailedTitle: 'Link Not Valid',
  // The live-calls add-on on /subscribe.
  addOnTitle: 'Live-calls add-on',
  addOnPrice: (price: string) => `${price}/month with your plan`,
  addOnHow:
    'Your plan is then billed at this price instead; the unused part of its current month is credited to you.',
  addOnBuy: 'Add live calls',
  addOnOwned: 'Owned',
  addOnActive: (planName: string) => `Active on your ${planName} plan.`,
  addOnStays:
    'It stays with you if you change plan: the new plan is then billed at its price with live calls.',
  openingCalculator: 'Opening the calculator',
} as const;

/**
 * Each page's tab title and meta description (usePageMeta), by path. A page whose card heading is its tab title
 * reads the heading from here, and texts the contracts already hold are theirs.
 */
export const ACCOUNT_PAGE_META = {
  [ROUTES.login]: {
    title: 'Login',
    description: 'Sign in to your Property Analysis Calculator account to analyse and save your deals.',
  },
  [ROUTES.register]: {
    title: 'Create Your Account',
    description: 'Create a free account to analyse serviced accommodation deals and save your results.',
  },
  [ROUTES.forgotPassword]: {
    title: 'Forgot Password',
    description: 'Get an email with a link to choose a new password for your account.',
  },
  [ROUTES.resetPassword]: {
    title: 'Reset Password',
    description: 'Choose a new password for your account.',
  },
  [ROUTES.verifyEmail]: {
    title: 'Confirm Your Email',
    description: 'Confirm the email address of your new account.',
  },
  [ROUTES.twoFactorVerify]: {
    title: 'Verify Your Identity',
    description: 'Enter the sign-in code we sent to your email.',
  },
  [ROUTES.twoFactorSettings]: {
    title: 'Security Settings',
    description: 'Two-factor authentication for your account.',
  },
  [ROUTES.waitingList]: {
    title: 'Waiting List',
    description: 'Your place in the queue for the calculator.',
  },
  [ROUTES.subscribe]: {
    title: BILLING_MESSAGES.choosePlan,
    description: 'Pick or change the plan of your account.',
  },
  [ROUTES.paymentSuccess]: {
    title: 'Payment',
    description: 'The result of your payment.',
  },
  [ROUTES.paymentCancel]: {
    title: PAYMENT_CANCEL_TEXTS.title,
    description: PAYMENT_CANCEL_TEXTS.description,
  },
  [ROUTES.calculatorHandover]: {
    title: 'Opening the Calculator',
    description: 'Signing you in to the calculator.',
  },
} as const;
