import { adminStepUpVerifySchema } from '../admin.js';
import {
  forgotPasswordRequestSchema,
  handoverExchangeRequestSchema,
  handoverIssueRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  resendVerificationRequestSchema,
  resetPasswordRequestSchema,
  twoFactorSendCodeRequestSchema,
  twoFactorVerifyRequestSchema,
  verifyEmailRequestSchema,
} from '../identity.js';
import { endpointSchemas } from './endpoint-schemas.js';
import { IDENTITY_ENDPOINTS } from './identity.js';

/**
 * The schemas the identity service validates IDENTITY_ENDPOINTS' bodies and queries with (its pipes, the catalogue check
 * and the fuzz tests read them here). Server side only: the entries stay zod-free for the browser.
 */
export const IDENTITY_ENDPOINT_SCHEMAS = endpointSchemas(IDENTITY_ENDPOINTS, {
  register: { request: registerRequestSchema },
  verifyEmail: { request: verifyEmailRequestSchema },
  resendVerification: { request: resendVerificationRequestSchema },
  login: { request: loginRequestSchema },
  twoFactorVerify: { request: twoFactorVerifyRequestSchema },
  twoFactorSendCode: { request: twoFactorSendCodeRequestSchema },
  forgotPassword: { request: forgotPasswordRequestSchema },
  resetPassword: { request: resetPasswordRequestSchema },
  handoverIssue: { request: handoverIssueRequestSchema },
  handoverExchange: { request: handoverExchangeRequestSchema },
  adminLogin: { request: loginRequestSchema },
  adminTwoFactorVerify: { request: twoFactorVerifyRequestSchema },
  adminTwoFactorSendCode: { request: twoFactorSendCodeRequestSchema },
  adminStepUpVerify: { request: adminStepUpVerifySchema },
});

/**
 * One line per identity endpoint for people: services/README.md's tables show it. Kept here, on the server side, because
 * the browser bundles the entries and has no use for these texts.
 */
export const IDENTITY_ENDPOINT_SUMMARIES = {
  register: 'Sign up: mails a confirmation link; opens no session',
  verifyEmail: 'Confirms an address with the emailed single-use token',
  resendVerification: 'A new confirmation link; the same answer whatever the address',
  login: 'Sign-in, password step: emails a 6-digit code',
  twoFactorVerify: 'Sign-in, code step: opens the session (cookie)',
  twoFactorSendCode: 'Sign-in, a new code for a pending sign-in',
  twoFactorSettings: 'Two-factor settings of the signed-in user (email codes, always on)',
  logout: 'Sign-out: revokes the session it is given (idempotent, Origin checked)',
  sessionCheck: 'Is this browser signed in? The user, or 401',
  profile: 'The signed-in user',
  forgotPassword: 'Mails a reset link; the same answer whatever the address',
  resetPassword: 'Sets a new password with the emailed single-use token',
  handoverStart: 'Calculator hand-over start (its origin): state cookie, on to the site',
  handoverIssue: "A one-time code (60 s) for the calculator, bound to the state's hash",
  handoverExchange: 'Code and state cookie, once: a session that ends with the issuing one',
  adminLogin: 'Admin portal sign-in, password step: emails a 6-digit code',
  adminTwoFactorVerify: 'Admin portal sign-in, code step: opens an admin portal session',
  adminTwoFactorSendCode: 'Admin portal sign-in, a new code for a pending sign-in',
  adminLogout: 'Admin portal sign-out (idempotent, Origin checked)',
  adminStepUpSendCode: 'Step-up: emails a code to the admin of this portal session',
  adminStepUpVerify: 'Step-up: the code opens a 5-minute proof for security-relevant settings',
} as const satisfies Record<keyof typeof IDENTITY_ENDPOINTS, string>;
