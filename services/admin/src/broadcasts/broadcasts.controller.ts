import { Body, Controller, HttpCode, Param, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  broadcastListQuerySchema,
  broadcastRecipientsQuerySchema,
  broadcastRequestSchema,
  type BroadcastAcceptedResponse,
  type BroadcastProgress,
  type BroadcastRecipientCount,
  ADMIN_ENDPOINTS,
} from '@pac/contracts';
import { AdminGuard, CurrentUser, ZodValidationPipe, type AuthenticatedUser, Route } from '@pac/server-kit';
import { type z } from 'zod';
import { BroadcastsService } from './broadcasts.service.js';

@ApiTags('admin')
@ApiBearerAuth()
@Controller()
@UseGuards(AdminGuard)
export class BroadcastsController {
  constructor(private readonly broadcasts: BroadcastsService) {}

  @Route(ADMIN_ENDPOINTS.sendBroadcast)
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

  @Route(ADMIN_ENDPOINTS.broadcastRecipients)
  @ApiOperation({ summary: 'How many users a broadcast to all users or one plan would be sent to now.' })
  async recipients(
    @Query(new ZodValidationPipe(broadcastRecipientsQuerySchema))
    query: z.output<typeof broadcastRecipientsQuerySchema>,
  ): Promise<{ success: true; data: BroadcastRecipientCount }> {
    return { success: true, data: await this.broadcasts.recipientCount(query.recipients) };
  }

  @Route(ADMIN_ENDPOINTS.broadcasts)
  @ApiOperation({ summary: 'The newest broadcasts with their progress (sent, failed, pending).' })
  async list(
    @Query(new ZodValidationPipe(broadcastListQuerySchema)) query: z.output<typeof broadcastListQuerySchema>,
  ): Promise<{ success: true; data: BroadcastProgress[] }> {
    return { success: true, data: await this.broadcasts.recent(query.limit) };
  }

  @Route(ADMIN_ENDPOINTS.broadcast)
  @ApiOperation({ summary: 'One broadcast’s progress, counted from its email log rows.' })
  async one(@Param('id') id: string): Promise<{ success: true; data: BroadcastProgress }> {
    return { success: true, data: await this.broadcasts.progress(id) };
  }
}
