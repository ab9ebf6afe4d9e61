import { z } from 'zod';
import {
  ADD_ONS,
  CHECKOUT_PLANS,
  type AddOnRefusal,
  type PlanId,
  type PlanStatus,
  type UserPlan,
} from './plans.js';

/**
 * Texts for subscribing and paying (pages, buttons, alerts and errors), shared by the account screens and the billing
 * service. The product's published wording is kept exactly; the ones marked "service" are written for people by us.
 */
export const BILLING_MESSAGES = {
  choosePlan: 'Choose Your Plan',
  currentPlan: 'Current Plan',
  mostPopular: 'Most Popular',
  alreadySubscribed: 'You are already subscribed to this plan',
  /** /subscribe reached from the login screen with an expired plan's renew token (no session). */
  renewalGreeting: (planName: string) =>
    `Your ${planName} plan has expired. Choose Starter or Professional to continue.`,
  renewalPassExpired: 'Your renewal time ran out. Please sign in again to renew.',
  checkoutFailed: 'Failed to create checkout session',
  checkoutNetworkError: 'Network error. Please try again.',
  contactSales: 'Contact Sales',
  getStarted: 'Get Started',
  subscribe: 'Subscribe',
  footerSecure: 'Secure payments',
  footerCancelAnytime: 'Cancel anytime',
  footerQuestions: 'Questions about plans?',
  // service answers
  unknownPlan: 'Please choose the Starter or Professional plan',
  executiveIsContactSales: 'The Executive plan is arranged with our sales team. Please contact us.',
  freeNeedsNoCheckout: 'The Free plan needs no payment. Create an account to start it.',
  paymentsUnavailable: 'Payments are unavailable at the moment. Please try again in a few minutes.',
  invalidSignature: 'Invalid webhook signature',
  missingSignature: 'Missing Stripe-Signature header',
  sessionNotFound: 'This payment session was not found',
  noSubscription: 'You have no paid subscription to cancel',
  alreadyCancelling: 'Your subscription is already set to end at the close of the billing period',
  unknownAddOn: 'Please choose the live-calls add-on',
  addOnRefusals: {
    alreadyOwned: 'You already have the live-calls add-on',
    includedInExecutive: 'The Executive plan already includes biweekly live calls.',
    needsPaidPlan:
      'The live-calls add-on comes with the Starter or Professional plan. Please choose one of them first.',
    planNotRunning: 'Your plan is not active. Please renew it first, then add live calls.',
  } satisfies Record<AddOnRefusal, string>,
} as const;

export const PAYMENT_SUCCESS_TEXTS = {
  processing: 'Processing Your Payment',
  processingDescription: 'Please wait while we confirm your subscription.',
  success: 'Payment Successful!',
  error: 'Payment Processing Error',
  missingSession: 'Invalid payment session - missing session ID parameter',
  noToken: 'No authentication token found',
  httpError: (status: number) => `HTTP error! status: ${status}`,
  invalidResponse: 'Invalid response format',
  wrapped: (message: string) =>
    `Failed to update your account: ${message}. Please refresh the page or contact support.`,
  openCalculator: 'Open Calculator',
  backToWebsite: 'Back to Website',
  retry: 'Retry',
  /** After renewing an expired plan without a session (renew token): the payment went through, sign in next. */
  renewedSignIn: 'Your payment was received and your plan is renewed. Sign in to continue.',
  goToLogin: 'Sign In',
} as const;

export const PAYMENT_CANCEL_TEXTS = {
  title: 'Payment Cancelled',
  description: 'No payment was taken. You can choose a plan again whenever you are ready.',
  tryAgain: 'Try Again',
  continueFree: 'Continue with Free Plan',
} as const;

export const WAITING_LIST_TEXTS = {
  title: "You're on the Waiting List",
  emailUpdates: 'Email updates enabled',
  expectedAccess: 'Expected access',
  workInProgressTitle: 'What we are working on',
  workInProgress: [
    'Calculator version 2 with AI deal analysis',
    'Automated review queue for sourced deals',
    'Team workspaces with shared reports',
  ],
  contactSupport: 'Contact Support',
  backToHome: 'Back to Home',
} as const;

/** The payment-success page's wait before refreshing the profile, and the waiting list's expected access time. */
export const PAYMENT_SUCCESS_WAIT_MS = 5_000;
export const WAITING_LIST_ACCESS_MINUTES = 7_200;

/**
 * Plans on sale but not open yet: their subscribe button leads to /waiting-list instead of checkout. Empty while
 * every plan can be bought; add a plan id here to open a waiting list for it.
 */
export const WAITING_LIST_PLANS: readonly PlanId[] = [];

/** `POST /api/payment/checkout?plan=`: only the card plans; anything else is refused with a clear message. */
export const checkoutQuerySchema = z.object({
  plan: z.enum(CHECKOUT_PLANS, { error: BILLING_MESSAGES.unknownPlan }),
});
export interface CheckoutResponse {
  success: true;
  checkout_url: string;
  session_id: string;
}

/**
 * `POST /api/payment/add-on/checkout?add_on=live_calls`: a hosted checkout for the user's running plan with the
 * live-calls add-on (see addOnRefusal for who may buy it).
 */
export const addOnCheckoutQuerySchema = z.object({
  add_on: z.enum(ADD_ONS, { error: BILLING_MESSAGES.unknownAddOn }),
});

/** The signed-in user's paid subscription, as /subscribe shows it (`GET /api/billing/subscription`). */
export interface SubscriptionSummary {
  plan: UserPlan;
  status: string;
  current_period_end: string | null;
  cancel_at_period_end: boolean;
  /** Bought with the live-calls add-on. */
  live_calls: boolean;
}
export interface SubscriptionResponse {
  success: true;
  plan: UserPlan;
  plan_status: PlanStatus;
  subscription: SubscriptionSummary | null;
  /** The account has the live-calls add-on now (its plan is running and was bought with it). */
  live_calls: boolean;
}

/** `GET /api/payment/session?session_id=`: billing confirms a returned checkout with the provider. */
export const checkoutSessionQuerySchema = z.object({
  session_id: z
    .string({ error: PAYMENT_SUCCESS_TEXTS.missingSession })
    .trim()
    .min(1, PAYMENT_SUCCESS_TEXTS.missingSession)
    .max(255, PAYMENT_SUCCESS_TEXTS.missingSession),
});
export interface CheckoutSessionResponse {
  success: true;
  status: 'complete' | 'open' | 'expired';
  plan: UserPlan;
  plan_status: PlanStatus;
  /** The account has the live-calls add-on now. */
  live_calls: boolean;
}

/**
 * The API key billing uses with the local payment stand-in when no STRIPE_SECRET_KEY is configured. Not a secret:
 * the stand-in is local-only, moves no money and accepts nothing else.
 */
export const PAYMENT_STAND_IN_API_KEY = 'sk_test_local_stand_in_only_not_a_secret';

/** Cards of the stand-in's hosted checkout (the provider's test numbers). */
export const STAND_IN_CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
} as const;
