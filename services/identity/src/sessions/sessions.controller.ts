import { Controller, HttpCode, Inject, NotFoundException, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth } from '@nestjs/swagger';
import { IDENTITY_MESSAGES, SESSION_COOKIE, type PublicUser, IDENTITY_ENDPOINTS } from '@pac/contracts';
import { type PrismaClient } from '@pac/db';
import {
  AUTH_OPTIONS,
  CurrentUser,
  PRISMA,
  findPublicUser,
  Public,
  RateLimitGuard,
  SESSION_STRATEGY,
  SessionAuthGuard,
  SessionRegistry,
  type AuthModuleOptions,
  type AuthenticatedUser,
  Route,
} from '@pac/server-kit';
import { type Strategy } from 'passport-jwt';
import { type Request, type Response } from 'express';
import { Endpoint } from '../common/openapi.js';
import { signOut } from '../common/sign-out.js';

@Controller()
@UseGuards(RateLimitGuard)
@ApiCookieAuth(SESSION_COOKIE)
@ApiBearerAuth()
export class SessionsController {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly sessions: SessionRegistry,
    @Inject(SESSION_STRATEGY) private readonly strategy: Strategy,
    @Inject(AUTH_OPTIONS) private readonly authOptions: AuthModuleOptions,
  ) {}

  @Route(IDENTITY_ENDPOINTS.logout)
  @Public('sign-out is idempotent: it revokes the session it is given and checks the Origin itself')
  @HttpCode(200)
  @Endpoint({
    tag: 'sessions',
    summary: 'Sign out: revokes the session on the server (every service refuses it from now on)',
    description:
      'Idempotent: without a live session it still clears the cookie. Cookie-authenticated calls must come from ' +
      'the site (Origin checked).',
    responses: {
      200: '{success:true, message}; the cookie is cleared',
      403: 'Cookie sent from a foreign Origin',
    },
  })
  async logout(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<{ success: true; message: string }> {
    return signOut(req, res, {
      strategy: this.strategy,
      sessions: this.sessions,
      allowedOrigins: this.authOptions.allowedOrigins,
      cookieName: SESSION_COOKIE,
    });
  }

  @Route(IDENTITY_ENDPOINTS.sessionCheck)
  @UseGuards(SessionAuthGuard)
  @Endpoint({
    tag: 'sessions',
    summary: 'Is this browser signed in? (session cookie, or bearer)',
    responses: { 200: '{success:true, user}', 401: 'No live session' },
  })
  verify(@CurrentUser() user: AuthenticatedUser) {
    return this.profileOf(user);
  }

  @Route(IDENTITY_ENDPOINTS.profile)
  @UseGuards(SessionAuthGuard)
  @Endpoint({
    tag: 'sessions',
    summary: 'The signed-in user (bearer token, or cookie)',
    responses: {
      200: '{success:true, user:{id, full_name, email, plan, plan_status, role}}',
      401: 'No live session',
    },
  })
  profile(@CurrentUser() user: AuthenticatedUser) {
    return this.profileOf(user);
  }

  private async profileOf(session: AuthenticatedUser): Promise<{ success: true; user: PublicUser }> {
    const user = await findPublicUser(this.prisma, session.id);
    if (!user) throw new NotFoundException(IDENTITY_MESSAGES.sessionEnded);
    return { success: true, user };
  }
}
