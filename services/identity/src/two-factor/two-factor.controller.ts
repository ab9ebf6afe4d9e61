import { Body, Controller, HttpCode, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth } from '@nestjs/swagger';
import {
  SESSION_COOKIE,
  SESSION_TOKEN_REQUEST_HEADER,
  twoFactorSendCodeRequestSchema,
  twoFactorVerifyRequestSchema,
  type ApiErrorResponse,
  type AuthSuccessResponse,
  IDENTITY_ENDPOINTS,
} from '@pac/contracts';
import {
  CurrentUser,
  Public,
  RateLimitGuard,
  SessionAuthGuard,
  Throttle,
  ZodValidationPipe,
  type AuthenticatedUser,
  Route,
} from '@pac/server-kit';
import { type Request, type Response } from 'express';
import { type z } from 'zod';
import { Endpoint } from '../common/openapi.js';
import { IP_LIMITS } from '../common/rate-limits.js';
import { requestOrigin } from '../common/records.js';
import { SubscriptionExpiredException } from '../sign-in/sign-in.service.js';
import { answerSignedIn } from '../sign-in/signed-in-answer.js';
import { attemptIdOf, clearAttemptCookie } from './sign-in-attempt.js';
import { TwoFactorService } from './two-factor.service.js';

export const CODE_RESENT_MESSAGE = 'A new verification code has been sent to your email';

@Controller()
@UseGuards(RateLimitGuard)
export class TwoFactorController {
  constructor(private readonly twoFactor: TwoFactorService) {}

  @Route(IDENTITY_ENDPOINTS.twoFactorVerify)
  @Public('sign-in, emailed code step')
  @HttpCode(200)
  @Throttle({ ip: IP_LIMITS.codeVerify })
  @Endpoint({
    tag: 'two-factor',
    summary: 'Code step of sign-in: opens the session',
    description:
      `Sets the httpOnly SameSite=Lax cookie ${SESSION_COOKIE} (\`__Host-${SESSION_COOKIE}\`, Secure, when PUBLIC_SITE_URL is ` +
      `https). The token is in the body only for API clients sending \`${SESSION_TOKEN_REQUEST_HEADER}: true\`.`,
    body: twoFactorVerifyRequestSchema,
    responses: {
      200: '{success:true, user} (and token when asked)',
      400: 'Not a 6-digit code, or a malformed email',
      401: 'Invalid verification code (or no sign-in attempt cookie), or the code has expired',
      403: 'Right code, expired plan: SUBSCRIPTION_EXPIRED with plan and renew_token (15 min, checkout only)',
      429: 'Five wrong codes voided this sign-in, this email is locked for this address, or too many tries',
    },
  })
  async verify(
    @Body(new ZodValidationPipe(twoFactorVerifyRequestSchema))
    body: z.infer<typeof twoFactorVerifyRequestSchema>,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AuthSuccessResponse | ApiErrorResponse> {
    let verified: Awaited<ReturnType<TwoFactorService['verify']>>;
    try {
      verified = await this.twoFactor.verify(
        attemptIdOf(req, 'site'),
        body.email,
        body.code,
        requestOrigin(req),
        'site',
      );
    } catch (error) {
      if (!(error instanceof SubscriptionExpiredException)) throw error;
      clearAttemptCookie(req, res, 'site');
      res.status(error.getStatus());
      return error.body;
    }
    return answerSignedIn(req, res, verified, { endsAttempt: 'site' });
  }

  @Route(IDENTITY_ENDPOINTS.twoFactorSendCode)
  @Public('sign-in, a new code for a pending sign-in')
  @HttpCode(200)
  @Throttle({ ip: IP_LIMITS.codeSend })
  @Endpoint({
    tag: 'two-factor',
    summary: 'Email a new code for the sign-in in progress',
    body: twoFactorSendCodeRequestSchema,
    responses: {
      200: '{success:true, message}',
      400: 'No sign-in is waiting for a code (in this browser: the attempt cookie of the password step)',
      429: 'Within 60 seconds of the last code, or too many codes',
      503: 'No code can be emailed right now (Redis, where the email queue lives, is down)',
    },
  })
  async sendCode(
    @Body(new ZodValidationPipe(twoFactorSendCodeRequestSchema))
    body: z.infer<typeof twoFactorSendCodeRequestSchema>,
    @Req() req: Request,
  ): Promise<{ success: true; message: string }> {
    await this.twoFactor.resend(attemptIdOf(req, 'site'), body.email, 'site');
    return { success: true, message: CODE_RESENT_MESSAGE };
  }

  @Route(IDENTITY_ENDPOINTS.twoFactorSettings)
  @UseGuards(SessionAuthGuard)
  @ApiCookieAuth(SESSION_COOKIE)
  @ApiBearerAuth()
  @Endpoint({
    tag: 'two-factor',
    summary: 'Two-factor settings of the signed-in user (email codes, always on)',
    responses: {
      200: '{success:true, enabled:true, mandatory:true, method:"email", email}',
      401: 'Not signed in',
    },
  })
  settings(@CurrentUser() user: AuthenticatedUser) {
    return {
      success: true as const,
      enabled: true as const,
      mandatory: true as const,
      method: 'email' as const,
      email: user.email,
    };
  }
}
