import {
  Body,
  Controller,
  Get,
  HttpCode,
  Inject,
  NotFoundException,
  Post,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  ADMIN_SESSION_COOKIE,
  loginRequestSchema,
  twoFactorSendCodeRequestSchema,
  twoFactorVerifyRequestSchema,
  type AdminSignInResponse,
  type LoginRequest,
} from '@pac/contracts';
import { type PrismaClient } from '@pac/db';
import {
  AdminGuard,
  CurrentUser,
  PRISMA,
  SessionAuthGuard,
  SessionRegistry,
  ZodValidationPipe,
  type AuthenticatedUser,
} from '@pac/server-kit';
import { type CookieOptions, type Request, type Response } from 'express';
import { type z } from 'zod';
import { toPublicUser } from '../common/public-user.js';
import { requestOrigin } from '../common/request-origin.js';
import { AdminSignInService } from './admin-sign-in.service.js';

const cookieOptions = (req: Request): CookieOptions => ({
  httpOnly: true,
  sameSite: 'strict',
  secure: req.secure,
  path: '/api/admin',
});

@ApiTags('admin sign-in')
@Controller('api/admin')
export class AdminSignInController {
  constructor(
    private readonly signIn: AdminSignInService,
    private readonly sessions: SessionRegistry,
    @Inject(PRISMA) private readonly prisma: PrismaClient,
  ) {}

  /** Password step: an admin gets a code by email; anyone else 403 'Access denied. Admin privileges required.' */
  @Post('login')
  @HttpCode(200)
  async login(@Body(new ZodValidationPipe(loginRequestSchema)) body: LoginRequest, @Req() req: Request) {
    await this.signIn.checkPassword(body, requestOrigin(req));
    return {
      success: true as const,
      two_fa_required: true as const,
      email: body.email,
      message: 'A verification code has been sent to your email',
    };
  }

  /** Code step: opens the admin session (cookie on /api/admin and the token for the adminToken key). */
  @Post('2fa/verify')
  @HttpCode(200)
  async verify(
    @Body(new ZodValidationPipe(twoFactorVerifyRequestSchema))
    body: z.infer<typeof twoFactorVerifyRequestSchema>,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AdminSignInResponse> {
    const { user, session } = await this.signIn.verifyCode(body.email, body.code, requestOrigin(req));
    res.cookie(ADMIN_SESSION_COOKIE, session.token, {
      ...cookieOptions(req),
      maxAge: session.expiresAt.getTime() - Date.now(),
    });
    return { success: true, user: toPublicUser(user), token: session.token };
  }

  @Post('2fa/send-code')
  @HttpCode(200)
  async sendCode(
    @Body(new ZodValidationPipe(twoFactorSendCodeRequestSchema))
    body: z.infer<typeof twoFactorSendCodeRequestSchema>,
    @Req() req: Request,
  ) {
    await this.signIn.resendCode(body.email, requestOrigin(req));
    return { success: true as const, message: 'A new verification code has been sent to your email' };
  }

  /** The guard's backend check (spec section 4): the signed-in admin's own record. */
  @Get('profile')
  @UseGuards(AdminGuard)
  async profile(@CurrentUser() current: AuthenticatedUser) {
    const user = await this.prisma.user.findUnique({ where: { id: current.id } });
    if (!user) throw new NotFoundException('Account not found');
    return { success: true as const, user: toPublicUser(user) };
  }

  @Post('logout')
  @HttpCode(200)
  @UseGuards(SessionAuthGuard)
  async logout(
    @CurrentUser() current: AuthenticatedUser,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    await this.sessions.revoke(current.tokenHash);
    res.clearCookie(ADMIN_SESSION_COOKIE, cookieOptions(req));
    return { success: true as const, message: 'Signed out' };
  }
}
