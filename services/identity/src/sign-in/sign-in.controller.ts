import { Body, Controller, HttpCode, Req, Res, UseGuards } from '@nestjs/common';
import {
  loginRequestSchema,
  type LoginRequest,
  type TwoFactorRequiredResponse,
  IDENTITY_ENDPOINTS,
} from '@pac/contracts';
import { Public, RateLimitGuard, Throttle, ZodValidationPipe, Route } from '@pac/server-kit';
import { type Request, type Response } from 'express';
import { Endpoint } from '../common/openapi.js';
import { IP_LIMITS } from '../common/rate-limits.js';
import { requestOrigin } from '../common/records.js';
import { setAttemptCookie } from '../two-factor/sign-in-attempt.js';
import { SignInService } from './sign-in.service.js';

export const CODE_SENT_MESSAGE = 'A verification code has been sent to your email';

@Controller()
@UseGuards(RateLimitGuard)
export class SignInController {
  constructor(private readonly signIn: SignInService) {}

  @Route(IDENTITY_ENDPOINTS.login)
  @Public('sign-in, password step')
  @HttpCode(200)
  @Throttle({ ip: IP_LIMITS.signIn })
  @Endpoint({
    tag: 'sign-in',
    summary: 'Password step of sign-in; emails a 6-digit code',
    description:
      'Two-factor is mandatory: a right password answers {success:true, two_fa_required:true, email} and never a ' +
      'session, and sets the httpOnly cookie of this sign-in attempt, which the code step needs. Nothing about the ' +
      'account (an expired plan) is told before the code step.',
    body: loginRequestSchema,
    responses: {
      200: '{success:true, two_fa_required:true, email, message}',
      400: 'Missing or malformed email or password',
      401: 'Invalid email or password (same answer whether or not the account exists)',
      429: 'Account locked after repeated failures, or too many attempts from this address',
      503: 'Right password, but no code can be emailed right now (Redis, where the email queue lives, is down)',
    },
  })
  async login(
    @Body(new ZodValidationPipe(loginRequestSchema)) body: LoginRequest,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<TwoFactorRequiredResponse> {
    const attemptId = await this.signIn.checkPassword(body, requestOrigin(req), 'site');
    setAttemptCookie(req, res, 'site', attemptId, new Date());
    return { success: true, two_fa_required: true, email: body.email, message: CODE_SENT_MESSAGE };
  }
}
