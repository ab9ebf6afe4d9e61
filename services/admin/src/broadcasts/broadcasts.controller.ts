import { Body, Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  broadcastListQuerySchema,
  broadcastRequestSchema,
  type BroadcastAcceptedResponse,
  type BroadcastProgress,
} from '@pac/contracts';
import { AdminGuard, CurrentUser, ZodValidationPipe, type AuthenticatedUser } from '@pac/server-kit';
import { type z } from 'zod';
import { BroadcastsService } from './broadcasts.service.js';

@ApiTags('admin')
@ApiBearerAuth()
@Controller('api/admin/email')
@UseGuards(AdminGuard)
export class BroadcastsController {
  constructor(private readonly broadcasts: BroadcastsService) {}

  @Post('broadcast')
  @HttpCode(202)
  @ApiOperation({
    summary:
      'Queue a broadcast to all users or one plan; answers at once, the worker sends in the background.',
  })
  send(
    @Body(new ZodValidationPipe(broadcastRequestSchema)) body: z.output<typeof broadcastRequestSchema>,
    @CurrentUser() admin: AuthenticatedUser,
  ): Promise<BroadcastAcceptedResponse> {
    return this.broadcasts.send(body, admin);
  }

  @Get('broadcasts')
  @ApiOperation({ summary: 'The newest broadcasts with their progress (sent, failed, pending).' })
  async list(
    @Query(new ZodValidationPipe(broadcastListQuerySchema)) query: z.output<typeof broadcastListQuerySchema>,
  ): Promise<{ success: true; data: BroadcastProgress[] }> {
    return { success: true, data: await this.broadcasts.recent(query.limit) };
  }

  @Get('broadcasts/:id')
  @ApiOperation({ summary: 'One broadcast’s progress, counted from its email log rows.' })
  async one(@Param('id') id: string): Promise<{ success: true; data: BroadcastProgress }> {
    return { success: true, data: await this.broadcasts.progress(id) };
  }
}
