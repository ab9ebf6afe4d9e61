import { Body, Controller, HttpCode, Inject, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth } from '@nestjs/swagger';
import {
  HANDOVER_CHALLENGE_PARAM,
  HANDOVER_CODE_TTL_SECONDS,
  HANDOVER_MESSAGES,
  HANDOVER_STATE_COOKIE,
  HANDOVER_STATE_TTL_SECONDS,
  ROUTES,
  SESSION_COOKIE,
  SESSION_TOKEN_REQUEST_HEADER,
  acceptedCookieNames,
  handoverExchangeRequestSchema,
  handoverIssueRequestSchema,
  type AuthSuccessResponse,
  type HandoverCodeResponse,
  type HandoverExchangeRequest,
  type HandoverIssueRequest,
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
import { clearSessionCookie, setSessionCookie } from '../common/session-cookie.js';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config/identity.config.js';
import { answerSignedIn } from '../sign-in/signed-in-answer.js';
import { HandoverCodes } from './handover-codes.js';

/** The state cookie this request carries (either name), or null. */
function handoverStateOf(req: Request): string | null {
  const cookies = (req.cookies ?? {}) as Record<string, unknown>;
  for (const name of acceptedCookieNames(HANDOVER_STATE_COOKIE)) {
    const value = cookies[name];
    if (typeof value === 'string' && value.length > 0 && value.length <= 128) return value;
  }
  return null;
}

/**
 * The calculator hand-over to a calculator deployed on another origin (CALCULATOR_URL), bound to the browser and
 * to the issuing session: the flow is described at the top of handover-codes.ts.
 */
@Controller()
@UseGuards(RateLimitGuard)
export class HandoverController {
  constructor(
    private readonly codes: HandoverCodes,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {}

  @Route(IDENTITY_ENDPOINTS.handoverStart)
  @Public("calculator hand-over: sets the calculator origin's own state cookie; it signs nobody in")
  @Throttle({ ip: IP_LIMITS.handoverExchange })
  @Endpoint({
    tag: 'sessions',
    summary: "Start a calculator hand-over (a page navigation to the calculator's origin)",
    description:
      `Reached through the calculator's origin, which routes /api/* here: sets that origin's HttpOnly ` +
      `SameSite=Lax cookie ${HANDOVER_STATE_COOKIE} (a random state, ${HANDOVER_STATE_TTL_SECONDS} s, used once) ` +
      `and sends the browser to the site's ${ROUTES.calculatorHandover}?${HANDOVER_CHALLENGE_PARAM}=<SHA-256 of ` +
      'the state>, which asks for a code bound to that challenge.',
    responses: {
      303: `To ${ROUTES.calculatorHandover} on the site`,
      429: 'Too many tries from this address',
      503: 'Redis, where states live, is down',
    },
  })
  async start(@Req() req: Request, @Res() res: Response): Promise<void> {
    const { state, challenge } = await this.codes.start();
    const now = new Date();
    const expiresAt = new Date(now.getTime() + HANDOVER_STATE_TTL_SECONDS * 1000);
    setSessionCookie(req, res, state, expiresAt, now, { name: HANDOVER_STATE_COOKIE });
    const site = new URL(ROUTES.calculatorHandover, this.config.PUBLIC_SITE_URL);
    site.searchParams.set(HANDOVER_CHALLENGE_PARAM, challenge);
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(303, site.toString());
  }

  @Route(IDENTITY_ENDPOINTS.handoverIssue)
  @HttpCode(200)
  @UseGuards(SessionAuthGuard)
  @ApiCookieAuth(SESSION_COOKIE)
  @ApiBearerAuth()
  @Endpoint({
    tag: 'sessions',
    summary: "A one-time code, bound to the calculator origin's state, that signs this user in there",
    description:
      `The site sends the browser to \`<calculator>?handover=<code>\` instead of putting the session token in a ` +
      `URL. The code is 32 random bytes (base64url), valid ${HANDOVER_CODE_TTL_SECONDS} seconds and once; only ` +
      `its SHA-256 is stored, with the challenge: only the browser holding the state whose SHA-256 is ` +
      '`challenge` can exchange it. Cookie-authenticated calls must come from the site (Origin checked).',
    body: handoverIssueRequestSchema,
    responses: {
      200: `{success:true, code, expiresInSeconds:${HANDOVER_CODE_TTL_SECONDS}}`,
      400: HANDOVER_MESSAGES.malformed,
      401: 'Not signed in',
      403: 'Cookie sent from a foreign Origin',
      503: 'Redis, where codes live, is down',
    },
  })
  async issue(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(handoverIssueRequestSchema)) body: HandoverIssueRequest,
  ): Promise<HandoverCodeResponse> {
    const code = await this.codes.issue(user, body.challenge);
    return { success: true, code, expiresInSeconds: HANDOVER_CODE_TTL_SECONDS };
  }

  @Route(IDENTITY_ENDPOINTS.handoverExchange)
  @Public('calculator hand-over: the single-use code and its state cookie are the credential')
  @HttpCode(200)
  @Throttle({ ip: IP_LIMITS.handoverExchange })
  @Endpoint({
    tag: 'sessions',
    summary: 'Exchange a hand-over code for a session (the calculator site calls this)',
    description:
      `Needs the state cookie ${HANDOVER_STATE_COOKIE} the hand-over's start set in this browser; the cookie is ` +
      `cleared and the code spent whatever the outcome. Answers what a completed sign-in answers: the httpOnly ` +
      `SameSite=Lax cookie ${SESSION_COOKIE} and {success:true, user} (token only with ` +
      `\`${SESSION_TOKEN_REQUEST_HEADER}: true\`). The new session ends no later than the one that asked for the ` +
      'code, and ends with it (sign-out, password reset).',
    body: handoverExchangeRequestSchema,
    responses: {
      200: '{success:true, user} (and token when asked)',
      400: HANDOVER_MESSAGES.malformed,
      401:
        `${HANDOVER_MESSAGES.otherBrowser} (no state cookie, or not the one the code was made for), or ` +
        `${HANDOVER_MESSAGES.expired} (unknown, used, older than ${HANDOVER_CODE_TTL_SECONDS} s, or its session ended)`,
      429: 'Too many tries from this address',
      503: 'Redis, where codes live, is down',
    },
  })
  async exchange(
    @Body(new ZodValidationPipe(handoverExchangeRequestSchema)) body: HandoverExchangeRequest,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AuthSuccessResponse> {
    const state = handoverStateOf(req);
    // Used once: gone from this browser whatever the exchange answers (the answer keeps the header on a refusal).
    if (state !== null) clearSessionCookie(req, res, { name: HANDOVER_STATE_COOKIE });
    return answerSignedIn(req, res, await this.codes.exchange(body.code, state, requestOrigin(req)));
  }
}
