import { Body, Controller, HttpCode, Inject, Injectable, Req, Res, UseGuards } from '@nestjs/common';
import { ApiCookieAuth } from '@nestjs/swagger';
import {
  ADMIN_SESSION_COOKIE,
  ADMIN_STEP_UP_COOKIE,
  ADMIN_STEP_UP_COOKIE_PATH,
  ADMIN_STEP_UP_PROOF_MINUTES,
  SESSION_TOKEN_REQUEST_HEADER,
  STEP_UP_TEXTS,
  adminStepUpVerifySchema,
  type AdminStepUpResponse,
  IDENTITY_ENDPOINTS,
} from '@pac/contracts';
import {
  AUTH_OPTIONS,
  AdminGuard,
  CurrentUser,
  RateLimitGuard,
  SECURE_COOKIE_PREFIX,
  SessionAuthGuard,
  SessionRegistry,
  Throttle,
  ZodValidationPipe,
  createSessionStrategy,
  type AuthModuleOptions,
  type AuthenticatedUser,
  Route,
} from '@pac/server-kit';
import { type Request, type Response } from 'express';
import { type z } from 'zod';
import { Endpoint } from '../common/openapi.js';
import { IP_LIMITS } from '../common/rate-limits.js';
import { requestOrigin } from '../common/records.js';
import { cookiesAreSecure, sessionTokenForClient } from '../common/session-cookie.js';
import { AdminStepUpService } from './admin-step-up.service.js';

/**
 * AdminGuard over the admin portal's own cookie: identity's sessions are read from the site cookie by default, and
 * a site session (even an admin's) must not open a step-up.
 */
@Injectable()
export class AdminPortalGuard extends AdminGuard {
  constructor(registry: SessionRegistry, @Inject(AUTH_OPTIONS) options: AuthModuleOptions) {
    const adminOptions = { ...options, cookieNames: [ADMIN_SESSION_COOKIE] };
    super(new SessionAuthGuard(createSessionStrategy(adminOptions, registry), adminOptions));
  }
}

/**
 * Step-up before a setting of STEP_UP_SETTINGS changes (security, payment keys, the mail server): an admin portal
 * session asks for an emailed code and trades a right one for a proof the admin service checks (a cookie sent only
 * to the settings paths).
 */
@Controller()
@UseGuards(RateLimitGuard, AdminPortalGuard)
@ApiCookieAuth(ADMIN_SESSION_COOKIE)
export class AdminStepUpController {
  constructor(private readonly stepUp: AdminStepUpService) {}

  @Route(IDENTITY_ENDPOINTS.adminStepUpSendCode)
  @HttpCode(200)
  @Throttle({ ip: IP_LIMITS.codeSend })
  @Endpoint({
    tag: 'admin sign-in',
    summary: 'Email the signed-in admin a code to confirm a security settings change',
    responses: {
      200: '{success:true, message}',
      401: 'No admin portal session',
      403: 'Not an admin portal session of an admin, or a foreign Origin',
      429: 'Within 60 seconds of the last code, or too many codes',
      503: 'No code can be emailed right now',
    },
  })
  async sendCode(
    @CurrentUser() admin: AuthenticatedUser,
    @Req() req: Request,
  ): Promise<{ success: true; message: string }> {
    await this.stepUp.sendCode(admin, requestOrigin(req).ip);
    return { success: true, message: STEP_UP_TEXTS.codeSent };
  }

  @Route(IDENTITY_ENDPOINTS.adminStepUpVerify)
  @HttpCode(200)
  @Throttle({ ip: IP_LIMITS.codeVerify })
  @Endpoint({
    tag: 'admin sign-in',
    summary: 'Trade the emailed code for a step-up proof',
    description:
      `Sets the httpOnly cookie ${ADMIN_STEP_UP_COOKIE} (Path=${ADMIN_STEP_UP_COOKIE_PATH}, \`__Secure-\` prefixed on ` +
      `https): good for ${ADMIN_STEP_UP_PROOF_MINUTES} minutes and only with this admin portal session. API clients ` +
      `sending \`${SESSION_TOKEN_REQUEST_HEADER}: true\` get it as \`proof\`, to send as \`X-Step-Up\`.`,
    body: adminStepUpVerifySchema,
    responses: {
      200: '{success:true, expires_at} (and proof when asked)',
      400: 'Not a 6-digit code',
      401: 'No admin portal session; invalid or expired code',
      403: 'Not an admin portal session of an admin, or a foreign Origin',
      429: 'Five wrong codes used up this code',
    },
  })
  async verify(
    @Body(new ZodValidationPipe(adminStepUpVerifySchema)) body: z.infer<typeof adminStepUpVerifySchema>,
    @CurrentUser() admin: AuthenticatedUser,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AdminStepUpResponse> {
    const { token, expiresAt } = await this.stepUp.verify(admin, body.code, requestOrigin(req).ip);
    const secure = cookiesAreSecure(res);
    res.cookie(secure ? `${SECURE_COOKIE_PREFIX}${ADMIN_STEP_UP_COOKIE}` : ADMIN_STEP_UP_COOKIE, token, {
      httpOnly: true,
      // Strict: the proof only ever goes with the portal's own settings requests.
      sameSite: 'strict',
      secure,
      path: ADMIN_STEP_UP_COOKIE_PATH,
      maxAge: ADMIN_STEP_UP_PROOF_MINUTES * 60_000,
    });
    const client = sessionTokenForClient(req, token);
    return {
      success: true,
      expires_at: expiresAt.toISOString(),
      ...(client.token ? { proof: client.token } : {}),
    };
  }
}
