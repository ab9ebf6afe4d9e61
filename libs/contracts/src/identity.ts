import { z } from 'zod';
import { isCommonPassword } from './common-passwords.js';
import { PLAN_STATUSES, USER_PLANS } from './plans.js';
import { type HANDOVER_CODE_TTL_SECONDS, IDENTITY_MESSAGES } from './identity-messages.js';

export * from './identity-messages.js';

/** The forms show the common-password check as a checklist line of its own. */
export { isCommonPassword };

export const PASSWORD_MIN_LENGTH = 8;
export const TWO_FACTOR_CODE_LENGTH = 6;
export const TWO_FACTOR_RESEND_COOLDOWN_SECONDS = 60;
export const TWO_FACTOR_CODE_TTL_MINUTES = 10;
export const TWO_FACTOR_MAX_ATTEMPTS = 5;
export const RESET_LINK_TTL_MINUTES = 60;
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';

/** The reset-password checklist shown under the new password, in display order. */
export const PASSWORD_REQUIREMENTS = [
  { id: 'length', label: 'At least 8 characters', test: (p: string) => p.length >= PASSWORD_MIN_LENGTH },
  { id: 'upper', label: 'One uppercase letter', test: (p: string) => /[A-Z]/.test(p) },
  { id: 'lower', label: 'One lowercase letter', test: (p: string) => /[a-z]/.test(p) },
  { id: 'digit', label: 'One number', test: (p: string) => /\d/.test(p) },
  {
    id: 'special',
    label: `One special character (${PASSWORD_SPECIAL_CHARACTERS})`,
    test: (p: string) => [...p].some((c) => PASSWORD_SPECIAL_CHARACTERS.includes(c)),
  },
] as const;
export const meetsPasswordRequirements = (password: string) =>
  PASSWORD_REQUIREMENTS.every((r) => r.test(password));

/**
 * The one password rule, for sign-up and reset alike, on the server and in the forms: the checklist above and not
 * one of the most common passwords. Returns the message to show, or null when the password is acceptable.
 */
export function passwordRuleProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return IDENTITY_MESSAGES.passwordTooShort;
  if (!meetsPasswordRequirements(password)) return IDENTITY_MESSAGES.passwordRequirementsUnmet;
  if (isCommonPassword(password)) return IDENTITY_MESSAGES.passwordTooCommon;
  return null;
}

/** A new password (sign-up, reset) as every schema checks it: passwordRuleProblem's message, first problem only. */
export const newPasswordSchema = z
  .string({ error: IDENTITY_MESSAGES.passwordTooShort })
  .max(256, 'Password must be at most 256 characters long')
  .superRefine((password, context) => {
    const problem = passwordRuleProblem(password);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

const email = z
  .string({ error: IDENTITY_MESSAGES.emailRequired })
  .trim()
  .min(1, IDENTITY_MESSAGES.emailRequired)
  .max(254, IDENTITY_MESSAGES.validEmailRequired)
  .pipe(z.email({ error: IDENTITY_MESSAGES.validEmailRequired }));

export const registerRequestSchema = z.object({
  name: z
    .string({ error: IDENTITY_MESSAGES.fullNameRequired })
    .trim()
    .min(1, IDENTITY_MESSAGES.fullNameRequired)
    .max(120),
  email,
  password: newPasswordSchema,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({
  email,
  password: z
    .string({ error: IDENTITY_MESSAGES.passwordRequired })
    .min(1, IDENTITY_MESSAGES.passwordRequired)
    .max(256),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const twoFactorCodeSchema = z
  .string({ error: IDENTITY_MESSAGES.codeInvalid })
  .regex(/^\d{6}$/, IDENTITY_MESSAGES.codeInvalid);
export const twoFactorVerifyRequestSchema = z.object({ email, code: twoFactorCodeSchema });
export const twoFactorSendCodeRequestSchema = z.object({ email });
export const forgotPasswordRequestSchema = z.object({ email });
export const resetPasswordRequestSchema = z.object({
  token: z.string().min(1, 'Reset token is required').max(512),
  new_password: newPasswordSchema,
});

/**
 * Email verification (issue 18). Sign-up answers 200 `{success, message}` for every address, new or taken, and opens no session; a new address is mailed a link to ROUTES.verifyEmail?token=…,
 * which the page posts to EMAIL_VERIFICATION_PATHS.verify (endpoints/identity.ts). The link does not sign in: the user then signs in with
 * the emailed code, as always. A taken address is mailed a notice instead.
 */
export const EMAIL_VERIFICATION_LINK_TTL_HOURS = 24;
export interface RegistrationAcceptedResponse {
  success: true;
  message: string;
}
export const verifyEmailRequestSchema = z.object({
  token: z.string().min(1, IDENTITY_MESSAGES.verificationLinkInvalid).max(512),
});
export const resendVerificationRequestSchema = z.object({ email });

/** The user as every client sees it: display data and plan, never a credential. */
export const publicUserSchema = z.object({
  id: z.string(),
  full_name: z.string(),
  email: z.string(),
  plan: z.enum(USER_PLANS),
  plan_status: z.enum(PLAN_STATUSES),
  role: z.enum(['user', 'admin']),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export interface AuthSuccessResponse {
  success: true;
  user: PublicUser;
  /** Only for API clients that send SESSION_TOKEN_REQUEST_HEADER; browsers hold the session in the cookie alone. */
  token?: string;
}
export interface TwoFactorRequiredResponse {
  success: true;
  two_fa_required: true;
  email: string;
  message?: string;
}
export interface ApiErrorResponse {
  success: false;
  error: string;
  code?: string;
  plan?: string;
  /**
   * With SUBSCRIPTION_EXPIRED only: a short-lived token that lets the expired account renew without a session.
   * The login screen sends it as `Authorization: Bearer …` on `POST /api/payment/checkout?plan={plan}` and follows
   * the checkout_url; without it the screen links to /subscribe. Valid 15 minutes; billing accepts it through
   * `CheckoutAccessGuard` (@pac/server-kit), and no other endpoint takes it as a session.
   */
  renew_token?: string;
}
export type LoginResponse = TwoFactorRequiredResponse | ApiErrorResponse;
export const SUBSCRIPTION_EXPIRED_CODE = 'SUBSCRIPTION_EXPIRED';

/** Name of the httpOnly session cookie set by identity and read by every service. */
export const SESSION_COOKIE = 'pac_session';
export const ADMIN_SESSION_COOKIE = 'pac_admin_session';
/**
 * The HttpOnly cookie of a sign-in in progress, per portal: the password step sets it, and only a code step carrying
 * it is checked against that sign-in's challenge.
 */
export const SIGN_IN_ATTEMPT_COOKIES = {
  site: 'pac_sign_in_attempt',
  admin: 'pac_admin_sign_in_attempt',
} as const;

/**
 * Browsers must not see the session's cookie set by anything but this exact origin: with an https PUBLIC_SITE_URL the
 * cookie is `__Host-<name>` (Secure, Path=/, no Domain, so no sibling subdomain can set or overwrite it); on plain
 * http (localhost) browsers refuse that prefix and it keeps its plain name.
 */
export const HOST_COOKIE_PREFIX = '__Host-';
export const sessionCookieName = (name: string, secure: boolean): string =>
  secure ? `${HOST_COOKIE_PREFIX}${name}` : name;
/** The names a service accepts for one cookie, prefixed first: whichever the deployment sets. */
export const acceptedCookieNames = (name: string): [string, string] => [`${HOST_COOKIE_PREFIX}${name}`, name];

/**
 * Sign-in answers (2FA verify, register, hand-over exchange, admin sign-in) carry `token` only when the request has
 * this header with value `true`: for API clients that send `Authorization: Bearer`. The site never asks.
 */
export const SESSION_TOKEN_REQUEST_HEADER = 'X-Return-Session-Token';

/**
 * Texts of the account screens that the end-to-end tests look for (e2e/tests import them from here); the rest of the
 * screens' texts are mfe-account's own (mfe-account/src/texts.ts).
 */
export const ACCOUNT_SCREEN_TEXTS = {
  verifyCode: 'Verify Code',
  checkYourEmail: 'Check Your Email',
  emailConfirmedTitle: 'Email Confirmed',
  sendNewLink: 'Send a New Link',
  signInNow: 'Sign In',
} as const;

/** 32 random bytes, base64url without padding. */
export const HANDOVER_CODE_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** A hand-over challenge: the SHA-256 of a state, base64url without padding (the same shape as a code). */
export const HANDOVER_CHALLENGE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const HANDOVER_MESSAGES = {
  /** Unknown, used or older than 60 seconds: the three look the same to the server (the code is gone). */
  expired: 'This sign-in link has expired. Please open the calculator again from your account.',
  malformed: 'This sign-in link is not valid. Please open the calculator again from your account.',
  /**
   * The code was opened in a browser other than the one that asked for it (no state cookie, or another one's):
   * what a forged link (login CSRF) gets. Nothing is signed in and the code is spent.
   */
  otherBrowser:
    'This sign-in link was not requested from this browser, so it did not sign you in. Please open the calculator again from your account.',
  /** The calculator could not reach the server, or the answer made no sense. */
  failed: 'The calculator could not sign you in. Please open it again from your account.',
} as const;

export const handoverIssueRequestSchema = z.object({
  challenge: z
    .string({ error: HANDOVER_MESSAGES.malformed })
    .regex(HANDOVER_CHALLENGE_PATTERN, HANDOVER_MESSAGES.malformed),
});
export type HandoverIssueRequest = z.infer<typeof handoverIssueRequestSchema>;

export const handoverExchangeRequestSchema = z.object({
  code: z
    .string({ error: HANDOVER_MESSAGES.malformed })
    .regex(HANDOVER_CODE_PATTERN, HANDOVER_MESSAGES.malformed),
});
export type HandoverExchangeRequest = z.infer<typeof handoverExchangeRequestSchema>;

export interface HandoverCodeResponse {
  success: true;
  code: string;
  expiresInSeconds: typeof HANDOVER_CODE_TTL_SECONDS;
}

/** What a completed sign-in answers (2FA verify, register, hand-over exchange), for clients that check it. */
export const authSuccessResponseSchema = z.object({
  success: z.literal(true),
  user: publicUserSchema,
  token: z.string().min(1).optional(),
});
/** `GET /api/auth/verify` and `GET /api/user/profile`: the signed-in user. */
export const currentUserResponseSchema = z.object({ success: z.literal(true), user: publicUserSchema });
export type CurrentUserResponse = z.infer<typeof currentUserResponseSchema>;

/**
 * How long each identity mail is worth sending, in minutes: a pending one past this is failed, never sent late
 * (the email worker's reconciler). Codes and links live as long as what they carry; a notice tells of now.
 */
export const IDENTITY_MAIL_LIFETIME_MINUTES = {
  code: TWO_FACTOR_CODE_TTL_MINUTES,
  resetLink: RESET_LINK_TTL_MINUTES,
  verificationLink: EMAIL_VERIFICATION_LINK_TTL_HOURS * 60,
  notice: 24 * 60,
} as const;
