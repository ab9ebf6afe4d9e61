import { Body, Controller, HttpCode, Logger, Req, UseGuards } from '@nestjs/common';
import {
  IDENTITY_MESSAGES,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  IDENTITY_ENDPOINTS,
} from '@pac/contracts';
import { Public, RateLimitGuard, Throttle, ZodValidationPipe, Route } from '@pac/server-kit';
import { type Request } from 'express';
import { type z } from 'zod';
import { answerAlikeWhetherMailed } from '../common/even-answer-time.js';
import { Endpoint } from '../common/openapi.js';
import { IP_LIMITS } from '../common/rate-limits.js';
import { requestOrigin } from '../common/records.js';
import { PasswordResetService, RESET_MESSAGES } from './password-reset.service.js';

/** Every forgot-password answer takes at least this long, so timing does not tell whether the account exists. */
export const FORGOT_PASSWORD_MIN_MS = 400;

@Controller()
@UseGuards(RateLimitGuard)
export class PasswordResetController {
  private readonly logger = new Logger('PasswordReset');

  constructor(private readonly passwordReset: PasswordResetService) {}

  @Route(IDENTITY_ENDPOINTS.forgotPassword)
  @Public('password reset, asking for a link')
  @HttpCode(200)
  @Throttle({ ip: IP_LIMITS.passwordReset })
  @Endpoint({
    tag: 'password-reset',
    summary: 'Email a reset link (valid 1 hour, single use) if the account exists',
    description: 'Same answer, in about the same time, whether or not the account exists.',
    body: forgotPasswordRequestSchema,
    responses: {
      200: '{success:true, message}',
      400: 'Malformed email',
      429: 'Too many requests from this address',
      503: 'No email can be sent right now (Redis, where the email queue lives, is down)',
    },
  })
  async forgot(
    @Body(new ZodValidationPipe(forgotPasswordRequestSchema))
    body: z.infer<typeof forgotPasswordRequestSchema>,
    @Req() req: Request,
  ): Promise<{ success: true; message: string }> {
    // While no email can be sent at all, say so rather than promise one; the same for every address.
    this.passwordReset.assertCanSend();
    await answerAlikeWhetherMailed(
      FORGOT_PASSWORD_MIN_MS,
      { logger: this.logger, notSent: 'Reset link not sent' },
      () => this.passwordReset.requestLink(body.email, requestOrigin(req)),
    );
    return { success: true, message: IDENTITY_MESSAGES.forgotSent(body.email) };
  }

  @Route(IDENTITY_ENDPOINTS.resetPassword)
  @Public('password reset: the emailed single-use token is the credential')
  @HttpCode(200)
  @Throttle({ ip: IP_LIMITS.passwordReset })
  @Endpoint({
    tag: 'password-reset',
    summary: 'Set a new password with a reset token; ends every session, does not sign in',
    body: resetPasswordRequestSchema,
    responses: {
      200: '{success:true, message}',
      400: 'Password rule not met, or the link is invalid, used or older than 1 hour',
      429: 'Too many requests from this address',
    },
  })
  async reset(
    @Body(new ZodValidationPipe(resetPasswordRequestSchema)) body: z.infer<typeof resetPasswordRequestSchema>,
    @Req() req: Request,
  ): Promise<{ success: true; message: string }> {
    await this.passwordReset.reset(body.token, body.new_password, requestOrigin(req));
    return { success: true, message: RESET_MESSAGES.done };
  }
}
