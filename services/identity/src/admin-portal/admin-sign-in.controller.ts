import { Body, Controller, HttpCode, Inject, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth } from '@nestjs/swagger';
import {
  ADMIN_SESSION_COOKIE,
  SESSION_TOKEN_REQUEST_HEADER,
  ADMIN_SESSION_IDLE_MINUTES,
  ADMIN_SESSION_MAX_HOURS,
  loginRequestSchema,
  twoFactorSendCodeRequestSchema,
  twoFactorVerifyRequestSchema,
  type AdminSignInResponse,
  type LoginRequest,
  type TwoFactorRequiredResponse,
  IDENTITY_ENDPOINTS,
} from '@pac/contracts';
import {
  AUTH_OPTIONS,
  Public,
  RateLimitGuard,
  SessionRegistry,
  Throttle,
  ZodValidationPipe,
  createSessionStrategy,
  type AuthModuleOptions,
  Route,
} from '@pac/server-kit';
import { type Strategy } from 'passport-jwt';
import { type Request, type Response } from 'express';
import { type z } from 'zod';
import { Endpoint } from '../common/openapi.js';
import { IP_LIMITS } from '../common/rate-limits.js';
import { requestOrigin } from '../common/records.js';
import { signOut } from '../common/sign-out.js';
import { CODE_SENT_MESSAGE } from '../sign-in/sign-in.controller.js';
import { SignInService } from '../sign-in/sign-in.service.js';
import { answerSignedIn } from '../sign-in/signed-in-answer.js';
import { attemptIdOf, setAttemptCookie } from '../two-factor/sign-in-attempt.js';
import { CODE_RESENT_MESSAGE } from '../two-factor/two-factor.controller.js';
import { TwoFactorService } from '../two-factor/two-factor.service.js';

/**
 * The admin portal's sign-in: identity's one engine (password, emailed code, locks, attempt cookie) with the admin
 * portal flag. Every account goes through the same two steps and gets the same answers up to the code, so neither
 * the password step nor a lock tells whether an account exists or is an admin; after a right code a non-admin gets
 * 403 'Access denied. Admin privileges required.' and an admin a session of the admin portal: its own cookie, the
 * admin token audience, at most ADMIN_SESSION_MAX_HOURS and over after ADMIN_SESSION_IDLE_MINUTES without a request.
 */
@Controller()
@UseGuards(RateLimitGuard)
export class AdminSignInController {
  /** Reads the admin portal's cookie (the site's session cookie is never an admin session). */
  private readonly adminStrategy: Strategy;

  constructor(
    private readonly signIn: SignInService,
    private readonly twoFactor: TwoFactorService,
    private readonly sessions: SessionRegistry,
    @Inject(AUTH_OPTIONS) private readonly authOptions: AuthModuleOptions,
  ) {
    this.adminStrategy = createSessionStrategy(
      { ...authOptions, cookieNames: [ADMIN_SESSION_COOKIE] },
      sessions,
    );
  }

  @Route(IDENTITY_ENDPOINTS.adminLogin)
  @Public('admin sign-in, password step')
  @HttpCode(200)
  @Throttle({ ip: IP_LIMITS.signIn })
  @Endpoint({
    tag: 'admin sign-in',
    summary: 'Password step of the admin portal sign-in; emails a 6-digit code',
    description:
      'The same answer for every account with a right password (admin or not) and the httpOnly cookie of this ' +
      'sign-in attempt; whether the account is an admin is told only after the code.',
    body: loginRequestSchema,
    responses: {
      200: '{success:true, two_fa_required:true, email, message}',
      400: 'Missing or malformed email or password',
      401: 'Invalid email or password (same answer whether or not the account exists)',
      429: 'Too many failures for this email from this address, or too many attempts from this address',
      503: 'No code can be emailed right now',
    },
  })
  async login(
    @Body(new ZodValidationPipe(loginRequestSchema)) body: LoginRequest,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<TwoFactorRequiredResponse> {
    const attemptId = await this.signIn.checkPassword(body, requestOrigin(req), 'admin');
    setAttemptCookie(req, res, 'admin', attemptId, new Date());
    return { success: true, two_fa_required: true, email: body.email, message: CODE_SENT_MESSAGE };
  }

  @Route(IDENTITY_ENDPOINTS.adminTwoFactorVerify)
  @Public('admin sign-in, emailed code step')
  @HttpCode(200)
  @Throttle({ ip: IP_LIMITS.codeVerify })
  @Endpoint({
    tag: 'admin sign-in',
    summary: 'Code step of the admin portal sign-in: opens an admin portal session',
    description:
      `Sets the httpOnly cookie ${ADMIN_SESSION_COOKIE} (\`__Host-\` prefixed and Secure when PUBLIC_SITE_URL is ` +
      `https), the portal's only credential: the token is in the body only for API clients sending ` +
      `\`${SESSION_TOKEN_REQUEST_HEADER}: true\`. The ` +
      `session lasts at most ${ADMIN_SESSION_MAX_HOURS} h (less if the sessionTimeout setting is shorter) and ends ` +
      `after ${ADMIN_SESSION_IDLE_MINUTES} minutes without a request.`,
    body: twoFactorVerifyRequestSchema,
    responses: {
      200: '{success:true, user} (and token when asked)',
      400: 'Not a 6-digit code, or a malformed email',
      401: 'Invalid verification code (or no attempt cookie), or the code has expired',
      403: 'Right code of an account without the admin role: Access denied. Admin privileges required.',
      429: 'Five wrong codes voided this sign-in, or this email is locked for this address',
    },
  })
  async verify(
    @Body(new ZodValidationPipe(twoFactorVerifyRequestSchema))
    body: z.infer<typeof twoFactorVerifyRequestSchema>,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AdminSignInResponse> {
    const signedIn = await this.twoFactor.verify(
      attemptIdOf(req, 'admin'),
      body.email,
      body.code,
      requestOrigin(req),
      'admin',
    );
    return answerSignedIn(req, res, signedIn, { cookieName: ADMIN_SESSION_COOKIE, endsAttempt: 'admin' });
  }

  @Route(IDENTITY_ENDPOINTS.adminTwoFactorSendCode)
  @Public('admin sign-in, a new code for a pending sign-in')
  @HttpCode(200)
  @Throttle({ ip: IP_LIMITS.codeSend })
  @Endpoint({
    tag: 'admin sign-in',
    summary: 'Email a new code for the admin sign-in in progress in this browser',
    body: twoFactorSendCodeRequestSchema,
    responses: {
      200: '{success:true, message}',
      400: 'No sign-in is waiting for a code',
      429: 'Within 60 seconds of the last code, or too many codes',
      503: 'No code can be emailed right now (Redis, where the email queue lives, is down)',
    },
  })
  async sendCode(
    @Body(new ZodValidationPipe(twoFactorSendCodeRequestSchema))
    body: z.infer<typeof twoFactorSendCodeRequestSchema>,
    @Req() req: Request,
  ): Promise<{ success: true; message: string }> {
    await this.twoFactor.resend(attemptIdOf(req, 'admin'), body.email, 'admin');
    return { success: true, message: CODE_RESENT_MESSAGE };
  }

  @Route(IDENTITY_ENDPOINTS.adminLogout)
  @Public('admin sign-out is idempotent and checks the Origin itself')
  @HttpCode(200)
  @ApiCookieAuth(ADMIN_SESSION_COOKIE)
  @ApiBearerAuth()
  @Endpoint({
    tag: 'admin sign-in',
    summary: 'Sign out of the admin portal: revokes the session everywhere',
    description: 'Idempotent: without a live admin session it still clears the cookie.',
    responses: { 200: '{success:true, message}', 403: 'Cookie sent from a foreign Origin' },
  })
  async logout(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<{ success: true; message: string }> {
    return signOut(req, res, {
      strategy: this.adminStrategy,
      sessions: this.sessions,
      allowedOrigins: this.authOptions.allowedOrigins,
      cookieName: ADMIN_SESSION_COOKIE,
      portal: 'admin',
    });
  }
}
