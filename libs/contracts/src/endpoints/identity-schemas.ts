import { adminStepUpVerifySchema } from '../admin.js';
import {
  forgotPasswordRequestSchema,
  handoverExchangeRequestSchema,
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
  handoverExchange: { request: handoverExchangeRequestSchema },
  adminLogin: { request: loginRequestSchema },
  adminTwoFactorVerify: { request: twoFactorVerifyRequestSchema },
  adminTwoFactorSendCode: { request: twoFactorSendCodeRequestSchema },
  adminStepUpVerify: { request: adminStepUpVerifySchema },
});
