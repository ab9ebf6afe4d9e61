import type { z } from 'zod';
import type { adminStepUpVerifySchema, AdminSignInResponse, AdminStepUpResponse } from '../admin.js';
import type {
  authSuccessResponseSchema,
  CurrentUserResponse,
  forgotPasswordRequestSchema,
  handoverExchangeRequestSchema,
  handoverIssueRequestSchema,
  HandoverCodeResponse,
  loginRequestSchema,
  RegistrationAcceptedResponse,
  registerRequestSchema,
  resendVerificationRequestSchema,
  resetPasswordRequestSchema,
  TwoFactorRequiredResponse,
  twoFactorSendCodeRequestSchema,
  twoFactorVerifyRequestSchema,
  verifyEmailRequestSchema,
} from '../identity.js';
import { endpoint, input, redirect, typed } from './endpoint.js';

/** `{success: true, message}`: what most identity steps answer. */
export interface IdentityMessageResponse {
  success: true;
  message: string;
}
export interface TwoFactorSettingsResponse {
  success: true;
  enabled: true;
  mandatory: true;
  method: 'email';
  email: string;
}

/** Sign-up, sign-in (site and admin portal), sessions, password reset, calculator hand-over: the identity service. */
export const IDENTITY_ENDPOINTS = {
  register: endpoint({
    service: 'identity',
    method: 'POST',
    path: '/api/register',
    access: 'public',
    request: input<z.input<typeof registerRequestSchema>>(),
    response: typed<RegistrationAcceptedResponse>(),
  }),
  verifyEmail: endpoint({
    service: 'identity',
    method: 'POST',
    path: '/api/verify-email',
    access: 'public',
    request: input<z.input<typeof verifyEmailRequestSchema>>(),
    response: typed<RegistrationAcceptedResponse>(),
  }),
  resendVerification: endpoint({
    service: 'identity',
    method: 'POST',
    path: '/api/verify-email/resend',
    access: 'public',
    request: input<z.input<typeof resendVerificationRequestSchema>>(),
    response: typed<RegistrationAcceptedResponse>(),
  }),
  login: endpoint({
    service: 'identity',
    method: 'POST',
    path: '/api/login',
    access: 'public',
    request: input<z.input<typeof loginRequestSchema>>(),
    response: typed<TwoFactorRequiredResponse>(),
    signIn: true,
  }),
  twoFactorVerify: endpoint({
    service: 'identity',
    method: 'POST',
    path: '/api/2fa/verify',
    access: 'public',
    request: input<z.input<typeof twoFactorVerifyRequestSchema>>(),
    response: typed<z.output<typeof authSuccessResponseSchema>>(),
    signIn: true,
  }),
  twoFactorSendCode: endpoint({
    service: 'identity',
    method: 'POST',
    path: '/api/2fa/send-code',
    access: 'public',
    request: input<z.input<typeof twoFactorSendCodeRequestSchema>>(),
    response: typed<IdentityMessageResponse>(),
    signIn: true,
  }),
  twoFactorSettings: endpoint({
    service: 'identity',
    method: 'GET',
    path: '/api/2fa/settings',
    access: 'session',
    response: typed<TwoFactorSettingsResponse>(),
  }),
  logout: endpoint({
    service: 'identity',
    method: 'POST',
    path: '/api/logout',
    access: 'public',
    response: typed<IdentityMessageResponse>(),
  }),
  sessionCheck: endpoint({
    service: 'identity',
    method: 'GET',
    path: '/api/auth/verify',
    access: 'session',
    response: typed<CurrentUserResponse>(),
  }),
  profile: endpoint({
    service: 'identity',
    method: 'GET',
    path: '/api/user/profile',
    access: 'session',
    response: typed<CurrentUserResponse>(),
  }),
  forgotPassword: endpoint({
    service: 'identity',
    method: 'POST',
    path: '/api/forgot-password',
    access: 'public',
    request: input<z.input<typeof forgotPasswordRequestSchema>>(),
    response: typed<IdentityMessageResponse>(),
  }),
  resetPassword: endpoint({
    service: 'identity',
    method: 'POST',
    path: '/api/reset-password',
    access: 'public',
    request: input<z.input<typeof resetPasswordRequestSchema>>(),
    response: typed<IdentityMessageResponse>(),
  }),
  handoverStart: endpoint({
    service: 'identity',
    method: 'GET',
    path: '/api/auth/handover/start',
    access: 'public',
    response: redirect(),
  }),
  handoverIssue: endpoint({
    service: 'identity',
    method: 'POST',
    path: '/api/auth/handover',
    access: 'session',
    request: input<z.input<typeof handoverIssueRequestSchema>>(),
    response: typed<HandoverCodeResponse>(),
  }),
  handoverExchange: endpoint({
    service: 'identity',
    method: 'POST',
    path: '/api/auth/handover/exchange',
    access: 'public',
    request: input<z.input<typeof handoverExchangeRequestSchema>>(),
    response: typed<z.output<typeof authSuccessResponseSchema>>(),
    signIn: true,
  }),
  adminLogin: endpoint({
    service: 'identity',
    method: 'POST',
    path: '/api/admin/login',
    access: 'public',
    request: input<z.input<typeof loginRequestSchema>>(),
    response: typed<TwoFactorRequiredResponse>(),
    signIn: true,
  }),
  adminTwoFactorVerify: endpoint({
    service: 'identity',
    method: 'POST',
    path: '/api/admin/2fa/verify',
    access: 'public',
    request: input<z.input<typeof twoFactorVerifyRequestSchema>>(),
    response: typed<AdminSignInResponse>(),
    signIn: true,
  }),
  adminTwoFactorSendCode: endpoint({
    service: 'identity',
    method: 'POST',
    path: '/api/admin/2fa/send-code',
    access: 'public',
    request: input<z.input<typeof twoFactorSendCodeRequestSchema>>(),
    response: typed<IdentityMessageResponse>(),
    signIn: true,
  }),
  adminLogout: endpoint({
    service: 'identity',
    method: 'POST',
    path: '/api/admin/logout',
    access: 'public',
    response: typed<IdentityMessageResponse>(),
  }),
  adminStepUpSendCode: endpoint({
    service: 'identity',
    method: 'POST',
    path: '/api/admin/step-up/send-code',
    access: 'admin',
    response: typed<IdentityMessageResponse>(),
  }),
  adminStepUpVerify: endpoint({
    service: 'identity',
    method: 'POST',
    path: '/api/admin/step-up/verify',
    access: 'admin',
    request: input<z.input<typeof adminStepUpVerifySchema>>(),
    response: typed<AdminStepUpResponse>(),
  }),
} as const;

// Names that predate the catalogue, kept for their callers; the paths come from the entries above.
/** Email confirmation (issue 18): the link's page posts `{token}` to `verify`; `resend` mails a new link. */
export const EMAIL_VERIFICATION_PATHS = {
  verify: IDENTITY_ENDPOINTS.verifyEmail.path,
  resend: IDENTITY_ENDPOINTS.resendVerification.path,
} as const;
/**
 * Calculator hand-over: `start` (the calculator's origin, a page navigation) sets the state cookie and sends the
 * browser to the site, `issue` (signed in) gives a one-time code bound to the state's challenge, `exchange` (public,
 * with the state cookie) turns it into a session.
 */
export const HANDOVER_PATHS = {
  start: IDENTITY_ENDPOINTS.handoverStart.path,
  issue: IDENTITY_ENDPOINTS.handoverIssue.path,
  exchange: IDENTITY_ENDPOINTS.handoverExchange.path,
} as const;
/** Admin sign-in, served by identity (the gateway routes them there ahead of the admin service's /api/admin). */
export const ADMIN_SIGN_IN_PATHS = {
  login: IDENTITY_ENDPOINTS.adminLogin.path,
  verify: IDENTITY_ENDPOINTS.adminTwoFactorVerify.path,
  sendCode: IDENTITY_ENDPOINTS.adminTwoFactorSendCode.path,
  logout: IDENTITY_ENDPOINTS.adminLogout.path,
} as const;
/**
 * Step-up before security-relevant settings change (where mail and payment notices go): a fresh emailed code, asked
 * with the admin portal session and bound to it, opens a short proof. Served by identity like the sign-in paths.
 */
export const ADMIN_STEP_UP_PATHS = {
  sendCode: IDENTITY_ENDPOINTS.adminStepUpSendCode.path,
  verify: IDENTITY_ENDPOINTS.adminStepUpVerify.path,
} as const;
