import { Controller, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  adminUsersQuerySchema,
  type AdminUsersData,
  type AdminUsersQuery,
  ADMIN_ENDPOINTS,
} from '@pac/contracts';
import { AdminGuard, ZodValidationPipe, Route } from '@pac/server-kit';
import { UsersService } from './users.service.js';

@ApiTags('admin')
@ApiBearerAuth()
@Controller()
@UseGuards(AdminGuard)
export class UsersController {
  constructor(private readonly users: UsersService) {}

  /** ?page&limit=20&search&plan: {users, meta:{total, total_pages, limit, has_prev, has_next}}. */
  @Route(ADMIN_ENDPOINTS.users)
  async list(
    @Query(new ZodValidationPipe(adminUsersQuerySchema)) query: AdminUsersQuery,
  ): Promise<{ success: true; data: AdminUsersData }> {
    return { success: true, data: await this.users.list(query) };
  }
}
