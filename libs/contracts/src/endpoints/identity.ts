import { z } from 'zod';
import { adminStepUpVerifySchema, type AdminSignInResponse, type AdminStepUpResponse } from '../admin.js';
import {
  authSuccessResponseSchema,
  forgotPasswordRequestSchema,
  handoverExchangeRequestSchema,
  loginRequestSchema,
  publicUserSchema,
  registerRequestSchema,
  resendVerificationRequestSchema,
  resetPasswordRequestSchema,
  twoFactorSendCodeRequestSchema,
  twoFactorVerifyRequestSchema,
  verifyEmailRequestSchema,
  type HandoverCodeResponse,
  type RegistrationAcceptedResponse,
  type TwoFactorRequiredResponse,
} from '../identity.js';
import { endpoint, parsed, typed } from './endpoint.js';

/** `{success: true, message}`: what most identity steps answer. */
export interface IdentityMessageResponse {
  success: true;
  message: string;
}
export const currentUserResponseSchema = z.object({ success: z.literal(true), user: publicUserSchema });
export type CurrentUserResponse = z.infer<typeof currentUserResponseSchema>;
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
    summary: 'Sign up: mails a confirmation link; opens no session',
    request: registerRequestSchema,
    response: typed<RegistrationAcceptedResponse>(),
  }),
  verifyEmail: endpoint({
    service: 'identity',
    method: 'POST',
    path: '/api/verify-email',
    access: 'public',
    summary: 'Confirms an address with the emailed single-use token',
    request: verifyEmailRequestSchema,
    response: typed<RegistrationAcceptedResponse>(),
  }),
  resendVerification: endpoint({
    service: 'identity',
    method: 'POST',
    path: '/api/verify-email/resend',
    access: 'public',
    summary: 'A new confirmation link; the same answer whatever the address',
    request: resendVerificationRequestSchema,
    response: typed<RegistrationAcceptedResponse>(),
  }),
  login: endpoint({
    service: 'identity',
    method: 'POST',
    path: '/api/login',
    access: 'public',
    summary: 'Sign-in, password step: emails a 6-digit code',
    request: loginRequestSchema,
    response: typed<TwoFactorRequiredResponse>(),
    signIn: true,
  }),
  twoFactorVerify: endpoint({
    service: 'identity',
    method: 'POST',
    path: '/api/2fa/verify',
    access: 'public',
    summary: 'Sign-in, code step: opens the session (cookie)',
    request: twoFactorVerifyRequestSchema,
    response: parsed(authSuccessResponseSchema),
    signIn: true,
  }),
  twoFactorSendCode: endpoint({
    service: 'identity',
    method: 'POST',
    path: '/api/2fa/send-code',
    access: 'public',
    summary: 'Sign-in, a new code for a pending sign-in',
    request: twoFactorSendCodeRequestSchema,
    response: typed<IdentityMessageResponse>(),
    signIn: true,
  }),
  twoFactorSettings: endpoint({
    service: 'identity',
    method: 'GET',
    path: '/api/2fa/settings',
    access: 'session',
    summary: 'Two-factor settings of the signed-in user (email codes, always on)',
    response: typed<TwoFactorSettingsResponse>(),
  }),
  logout: endpoint({
    service: 'identity',
    method: 'POST',
    path: '/api/logout',
    access: 'public',
    summary: 'Sign-out: revokes the session it is given (idempotent, Origin checked)',
    response: typed<IdentityMessageResponse>(),
  }),
  sessionCheck: endpoint({
    service: 'identity',
    method: 'GET',
    path: '/api/auth/verify',
    access: 'session',
    summary: 'Is this browser signed in? The user, or 401',
    response: parsed(currentUserResponseSchema),
  }),
  profile: endpoint({
    service: 'identity',
    method: 'GET',
    path: '/api/user/profile',
    access: 'session',
    summary: 'The signed-in user',
    response: parsed(currentUserResponseSchema),
  }),
  forgotPassword: endpoint({
    service: 'identity',
    method: 'POST',
    path: '/api/forgot-password',
    access: 'public',
    summary: 'Mails a reset link; the same answer whatever the address',
    request: forgotPasswordRequestSchema,
    response: typed<IdentityMessageResponse>(),
  }),
  resetPassword: endpoint({
    service: 'identity',
    method: 'POST',
    path: '/api/reset-password',
    access: 'public',
    summary: 'Sets a new password with the emailed single-use token',
    request: resetPasswordRequestSchema,
    response: typed<IdentityMessageResponse>(),
  }),
  handoverIssue: endpoint({
    service: 'identity',
    method: 'POST',
    path: '/api/auth/handover',
    access: 'session',
    summary: 'A one-time code that signs a calculator on another origin in (60 s)',
    response: typed<HandoverCodeResponse>(),
  }),
  handoverExchange: endpoint({
    service: 'identity',
    method: 'POST',
    path: '/api/auth/handover/exchange',
    access: 'public',
    summary: 'Exchanges a hand-over code for a session, once',
    request: handoverExchangeRequestSchema,
    response: parsed(authSuccessResponseSchema),
    signIn: true,
  }),
  adminLogin: endpoint({
    service: 'identity',
    method: 'POST',
    path: '/api/admin/login',
    access: 'public',
    summary: 'Admin portal sign-in, password step: emails a 6-digit code',
    request: loginRequestSchema,
    response: typed<TwoFactorRequiredResponse>(),
    signIn: true,
  }),
  adminTwoFactorVerify: endpoint({
    service: 'identity',
    method: 'POST',
    path: '/api/admin/2fa/verify',
    access: 'public',
    summary: 'Admin portal sign-in, code step: opens an admin portal session',
    request: twoFactorVerifyRequestSchema,
    response: typed<AdminSignInResponse>(),
    signIn: true,
  }),
  adminTwoFactorSendCode: endpoint({
    service: 'identity',
    method: 'POST',
    path: '/api/admin/2fa/send-code',
    access: 'public',
    summary: 'Admin portal sign-in, a new code for a pending sign-in',
    request: twoFactorSendCodeRequestSchema,
    response: typed<IdentityMessageResponse>(),
    signIn: true,
  }),
  adminLogout: endpoint({
    service: 'identity',
    method: 'POST',
    path: '/api/admin/logout',
    access: 'public',
    summary: 'Admin portal sign-out (idempotent, Origin checked)',
    response: typed<IdentityMessageResponse>(),
  }),
  adminStepUpSendCode: endpoint({
    service: 'identity',
    method: 'POST',
    path: '/api/admin/step-up/send-code',
    access: 'admin',
    summary: 'Step-up: emails a code to the admin of this portal session',
    response: typed<IdentityMessageResponse>(),
  }),
  adminStepUpVerify: endpoint({
    service: 'identity',
    method: 'POST',
    path: '/api/admin/step-up/verify',
    access: 'admin',
    summary: 'Step-up: the code opens a 5-minute proof for security-relevant settings',
    request: adminStepUpVerifySchema,
    response: typed<AdminStepUpResponse>(),
  }),
} as const;

// Names that predate the catalogue, kept for their callers; the paths come from the entries above.
/** Email confirmation (issue 18): the link's page posts `{token}` to `verify`; `resend` mails a new link. */
export const EMAIL_VERIFICATION_PATHS = {
  verify: IDENTITY_ENDPOINTS.verifyEmail.path,
  resend: IDENTITY_ENDPOINTS.resendVerification.path,
} as const;
/** Calculator hand-over: `issue` (signed in) gives a one-time code, `exchange` (public) turns it into a session. */
export const HANDOVER_PATHS = {
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
