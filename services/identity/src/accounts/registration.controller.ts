import { Body, Controller, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { Throttle } from '@nestjs/throttler';
import { IdentityThrottlerGuard } from '../common/identity-throttler.guard.js';
import {
  SESSION_TOKEN_REQUEST_HEADER,
  registerRequestSchema,
  type AuthSuccessResponse,
  type RegisterRequest,
} from '@pac/contracts';
import { ZodValidationPipe } from '@pac/server-kit';
import { type Request, type Response } from 'express';
import { Endpoint } from '../common/openapi.js';
import { IP_LIMITS } from '../common/rate-limits.js';
import { requestOrigin, toPublicUser } from '../common/records.js';
import { sessionTokenForClient, setSessionCookie } from '../common/session-cookie.js';
import { RegistrationService } from './registration.service.js';

@Controller('api')
@UseGuards(IdentityThrottlerGuard)
export class RegistrationController {
  constructor(private readonly registration: RegistrationService) {}

  @Post('register')
  @HttpCode(200)
  @Throttle({ ip: IP_LIMITS.register })
  @Endpoint({
    tag: 'accounts',
    summary: 'Create an account and sign it in',
    description:
      'Sets the session cookie. The token is in the body only for API clients sending ' +
      `\`${SESSION_TOKEN_REQUEST_HEADER}: true\`. Email is unique in any case.`,
    body: registerRequestSchema,
    responses: {
      200: '{success:true, user} (and token when asked)',
      400: 'Invalid name, email or password (message of spec section 5)',
      403: 'Registration is switched off (setting registrationEnabled)',
      409: 'An account with this email already exists',
      429: 'Too many sign-ups from this address',
    },
  })
  async register(
    @Body(new ZodValidationPipe(registerRequestSchema)) body: RegisterRequest,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AuthSuccessResponse> {
    const { user, session } = await this.registration.register(body, requestOrigin(req));
    setSessionCookie(req, res, session.token, session.expiresAt, new Date());
    return { success: true, user: toPublicUser(user), ...sessionTokenForClient(req, session.token) };
  }
}
