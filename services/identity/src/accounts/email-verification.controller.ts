import { Body, Controller, HttpCode, Logger, Req, UseGuards } from '@nestjs/common';
import {
  IDENTITY_MESSAGES,
  resendVerificationRequestSchema,
  verifyEmailRequestSchema,
  type RegistrationAcceptedResponse,
  IDENTITY_ENDPOINTS,
} from '@pac/contracts';
import { Public, RateLimitGuard, Throttle, ZodValidationPipe, Route } from '@pac/server-kit';
import { type Request } from 'express';
import { type z } from 'zod';
import { answerAlikeWhetherMailed } from '../common/even-answer-time.js';
import { Endpoint } from '../common/openapi.js';
import { IP_LIMITS } from '../common/rate-limits.js';
import { requestOrigin } from '../common/records.js';
import { EmailVerification } from './email-verification.service.js';

/** A resend answers no sooner than this, so its time does not tell whether an unconfirmed account exists. */
export const RESEND_VERIFICATION_MIN_MS = 400;

@Controller()
@UseGuards(RateLimitGuard)
export class EmailVerificationController {
  private readonly logger = new Logger('EmailVerification');

  constructor(private readonly verification: EmailVerification) {}

  @Route(IDENTITY_ENDPOINTS.verifyEmail)
  @Public('email confirmation link: the emailed single-use token is the credential')
  @HttpCode(200)
  @Throttle({ ip: IP_LIMITS.emailVerification })
  @Endpoint({
    tag: 'accounts',
    summary: 'Confirm an email address with the link of the sign-up email; does not sign in',
    body: verifyEmailRequestSchema,
    responses: {
      200: '{success:true, message}',
      400: 'The link is invalid, used or expired',
      429: 'Too many requests from this address',
    },
  })
  async verify(
    @Body(new ZodValidationPipe(verifyEmailRequestSchema)) body: z.infer<typeof verifyEmailRequestSchema>,
    @Req() req: Request,
  ): Promise<RegistrationAcceptedResponse> {
    await this.verification.verify(body.token, requestOrigin(req));
    return { success: true, message: IDENTITY_MESSAGES.emailVerified };
  }

  @Route(IDENTITY_ENDPOINTS.resendVerification)
  @Public('a new confirmation link for an unconfirmed address; same answer whatever the address')
  @HttpCode(200)
  @Throttle({ ip: IP_LIMITS.emailVerification })
  @Endpoint({
    tag: 'accounts',
    summary: 'Email a new confirmation link if the address has an unconfirmed account',
    description: 'Same answer, in about the same time, whatever the address.',
    body: resendVerificationRequestSchema,
    responses: {
      200: '{success:true, message}',
      400: 'Malformed email',
      429: 'Too many requests from this address',
      503: 'No email can be sent right now (Redis, where the email queue lives, is down)',
    },
  })
  async resend(
    @Body(new ZodValidationPipe(resendVerificationRequestSchema))
    body: z.infer<typeof resendVerificationRequestSchema>,
  ): Promise<RegistrationAcceptedResponse> {
    await answerAlikeWhetherMailed(
      RESEND_VERIFICATION_MIN_MS,
      { logger: this.logger, notSent: 'Confirmation link not sent' },
      () => this.verification.resend(body.email),
    );
    return { success: true, message: IDENTITY_MESSAGES.verificationLinkResent(body.email) };
  }
}
