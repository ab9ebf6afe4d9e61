import { ADMIN_ENDPOINTS } from '@pac/contracts';
import { Controller, Inject, NotFoundException, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { type PrismaClient } from '@pac/db';
import {
  AdminGuard,
  CurrentUser,
  PRISMA,
  Route,
  toPublicUser,
  type AuthenticatedUser,
} from '@pac/server-kit';

/**
 * The admin guard's backend check: the signed-in admin's own record. Signing in and out of the
 * admin portal is identity's (ADMIN_SIGN_IN_PATHS); this service only verifies the admin portal session.
 */
@ApiTags('admin')
@ApiBearerAuth()
@Controller()
export class AdminProfileController {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  @Route(ADMIN_ENDPOINTS.profile)
  @UseGuards(AdminGuard)
  async profile(@CurrentUser() current: AuthenticatedUser) {
    const user = await this.prisma.user.findUnique({ where: { id: current.id } });
    if (!user) throw new NotFoundException('Account not found');
    return { success: true as const, user: toPublicUser(user) };
  }
}
