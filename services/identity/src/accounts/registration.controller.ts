import { Body, Controller, HttpCode, Req, UseGuards } from '@nestjs/common';
import {
  IDENTITY_MESSAGES,
  registerRequestSchema,
  type RegisterRequest,
  type RegistrationAcceptedResponse,
  IDENTITY_ENDPOINTS,
} from '@pac/contracts';
import { Public, RateLimitGuard, Throttle, ZodValidationPipe, Route } from '@pac/server-kit';
import { type Request } from 'express';
import { answerNoSoonerThan } from '../common/even-answer-time.js';
import { IdentityMail } from '../common/identity-mail.js';
import { Endpoint } from '../common/openapi.js';
import { IP_LIMITS } from '../common/rate-limits.js';
import { requestOrigin } from '../common/records.js';
import { RegistrationService } from './registration.service.js';

/**
 * Every sign-up answers no sooner than this, so its time does not tell whether the address has an account (both
 * paths hash the password and queue one mail; this evens out the database work that differs).
 */
export const REGISTER_MIN_MS = 500;

@Controller()
@UseGuards(RateLimitGuard)
export class RegistrationController {
  constructor(
    private readonly registration: RegistrationService,
    private readonly mail: IdentityMail,
  ) {}

  @Route(IDENTITY_ENDPOINTS.register)
  @Public('sign-up')
  @HttpCode(200)
  @Throttle({ ip: IP_LIMITS.register })
  @Endpoint({
    tag: 'accounts',
    summary: 'Sign up: emails a confirmation link (or, for a taken address, a notice); opens no session',
    description:
      'The same answer, in about the same time, whether or not the address has an account. The link confirms ' +
      'the address (POST /api/verify-email); the account then signs in as every account does, with a code.',
    body: registerRequestSchema,
    responses: {
      200: '{success:true, message} for every address',
      400: 'Invalid name, email or password (message of spec section 5, or the common-password message)',
      403: 'Registration is switched off (setting registrationEnabled)',
      429: 'Too many sign-ups from this address',
      503: 'No email can be sent right now (Redis, where the email queue lives, is down)',
    },
  })
  async register(
    @Body(new ZodValidationPipe(registerRequestSchema)) body: RegisterRequest,
    @Req() req: Request,
  ): Promise<RegistrationAcceptedResponse> {
    // While no email can be sent, say so before anything is written; the same for every address.
    this.mail.assertCanSend();
    return answerNoSoonerThan(REGISTER_MIN_MS, async () => {
      await this.registration.register(body, requestOrigin(req));
      return { success: true as const, message: IDENTITY_MESSAGES.registrationCheckEmail(body.email) };
    });
  }
}
