import { Route } from '@pac/server-kit';
import { Body, Controller, HttpCode, HttpStatus, NotFoundException, Param, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  DEALS_API_MESSAGES,
  createApiKeyRequestSchema,
  apiKeyIdSchema,
  type ApiKeyCreatedResponse,
  type ApiKeyListResponse,
  ANALYSIS_ENDPOINTS,
} from '@pac/contracts';
import { CurrentUser, SessionAuthGuard, type AuthenticatedUser } from '@pac/server-kit/auth';
import { type z } from 'zod';
import { RequestPipe } from '../common/request-pipe.js';
import { ApiKeysService } from './api-keys.service.js';

/** Managed from a signed-in session only: a key cannot mint or revoke keys. */
@ApiTags('api-keys')
@ApiBearerAuth()
@Controller()
@UseGuards(SessionAuthGuard)
export class ApiKeysController {
  constructor(private readonly apiKeys: ApiKeysService) {}

  @Route(ANALYSIS_ENDPOINTS.createApiKey)
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({ summary: 'Creates a personal API key (Executive). The secret is in this answer only.' })
  @ApiBody({
    schema: { type: 'object', required: ['name'], properties: { name: { type: 'string', maxLength: 60 } } },
  })
  @ApiResponse({
    status: 201,
    description: '{ success, key: { id, name, prefix, createdAt, lastUsedAt }, secret }',
  })
  @ApiResponse({ status: 403, description: 'Not on the Executive plan' })
  create(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new RequestPipe(createApiKeyRequestSchema)) body: z.infer<typeof createApiKeyRequestSchema>,
  ): Promise<ApiKeyCreatedResponse> {
    return this.apiKeys.create(user.id, body.name);
  }

  @Route(ANALYSIS_ENDPOINTS.apiKeys)
  @ApiOperation({ summary: 'The live API keys of the signed-in Executive user (never their secrets).' })
  async list(@CurrentUser() user: AuthenticatedUser): Promise<ApiKeyListResponse> {
    return { success: true, keys: await this.apiKeys.list(user.id) };
  }

  @Route(ANALYSIS_ENDPOINTS.revokeApiKey)
  @ApiOperation({ summary: 'Revokes a key: calls with it are refused from then on.' })
  @ApiResponse({ status: 404, description: 'No such key of this user' })
  async revoke(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<{ success: true }> {
    if (!apiKeyIdSchema.safeParse(id).success) throw new NotFoundException(DEALS_API_MESSAGES.apiKeyNotFound);
    await this.apiKeys.revoke(user.id, id);
    return { success: true };
  }
}
