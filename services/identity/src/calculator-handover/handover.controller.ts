import { Body, Controller, HttpCode, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth } from '@nestjs/swagger';
import {
  HANDOVER_CODE_TTL_SECONDS,
  HANDOVER_MESSAGES,
  SESSION_COOKIE,
  SESSION_TOKEN_REQUEST_HEADER,
  handoverExchangeRequestSchema,
  type AuthSuccessResponse,
  type HandoverCodeResponse,
  type HandoverExchangeRequest,
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
import { Endpoint } from '../common/openapi.js';
import { IP_LIMITS } from '../common/rate-limits.js';
import { requestOrigin } from '../common/records.js';
import { answerSignedIn } from '../sign-in/signed-in-answer.js';
import { HandoverCodes } from './handover-codes.js';

/** The calculator hand-over to a calculator deployed on another origin (CALCULATOR_URL): a one-time code. */
@Controller()
@UseGuards(RateLimitGuard)
export class HandoverController {
  constructor(private readonly codes: HandoverCodes) {}

  @Route(IDENTITY_ENDPOINTS.handoverIssue)
  @HttpCode(200)
  @UseGuards(SessionAuthGuard)
  @ApiCookieAuth(SESSION_COOKIE)
  @ApiBearerAuth()
  @Endpoint({
    tag: 'sessions',
    summary: 'A one-time code that signs this user in on the calculator site',
    description:
      `The site sends the browser to \`<calculator>?handover=<code>\` instead of putting the session token in a ` +
      `URL. The code is 32 random bytes (base64url), valid ${HANDOVER_CODE_TTL_SECONDS} seconds and once; only ` +
      'its SHA-256 is stored. Cookie-authenticated calls must come from the site (Origin checked).',
    responses: {
      200: `{success:true, code, expiresInSeconds:${HANDOVER_CODE_TTL_SECONDS}}`,
      401: 'Not signed in',
      403: 'Cookie sent from a foreign Origin',
      503: 'Redis, where codes live, is down',
    },
  })
  async issue(@CurrentUser() user: AuthenticatedUser): Promise<HandoverCodeResponse> {
    const code = await this.codes.issue(user);
    return { success: true, code, expiresInSeconds: HANDOVER_CODE_TTL_SECONDS };
  }

  @Route(IDENTITY_ENDPOINTS.handoverExchange)
  @Public('calculator hand-over: the single-use code is the credential')
  @HttpCode(200)
  @Throttle({ ip: IP_LIMITS.handoverExchange })
  @Endpoint({
    tag: 'sessions',
    summary: 'Exchange a hand-over code for a session (the calculator site calls this)',
    description:
      `Answers what a completed sign-in answers: the httpOnly SameSite=Lax cookie ${SESSION_COOKIE} and ` +
      `{success:true, user} (token only with \`${SESSION_TOKEN_REQUEST_HEADER}: true\`). The new session ends no ` +
      'later than the one that asked for the code.',
    body: handoverExchangeRequestSchema,
    responses: {
      200: '{success:true, user} (and token when asked)',
      400: HANDOVER_MESSAGES.malformed,
      401: `${HANDOVER_MESSAGES.expired} (unknown, used, older than ${HANDOVER_CODE_TTL_SECONDS} s, or its session ended)`,
      429: 'Too many tries from this address',
      503: 'Redis, where codes live, is down',
    },
  })
  async exchange(
    @Body(new ZodValidationPipe(handoverExchangeRequestSchema)) body: HandoverExchangeRequest,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AuthSuccessResponse> {
    return answerSignedIn(req, res, await this.codes.exchange(body.code, requestOrigin(req)));
  }
}
