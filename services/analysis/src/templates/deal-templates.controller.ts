import { Route } from '@pac/server-kit';
import { Body, Controller, HttpCode, HttpStatus, Param, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  ANALYSIS_ENDPOINTS,
  DEAL_TEMPLATE_MESSAGES,
  MAX_DEAL_TEMPLATE_NAME,
  saveDealTemplateRequestSchema,
  type DealTemplateListResponse,
  type DealTemplateResponse,
} from '@pac/contracts';
import { CurrentUser, type AuthenticatedUser } from '@pac/server-kit/auth';
import { type z } from 'zod';
import { CallerGuard } from '../callers/caller.guard.js';
import { RequestPipe } from '../common/request-pipe.js';
import { DealTemplatesService } from './deal-templates.service.js';

@ApiTags('deal-templates')
@ApiBearerAuth()
@Controller()
@UseGuards(CallerGuard)
export class DealTemplatesController {
  constructor(private readonly templates: DealTemplatesService) {}

  @Route(ANALYSIS_ENDPOINTS.dealTemplates)
  @ApiOperation({ summary: "The caller's templates by name, each with its input (the assumptions)." })
  async list(@CurrentUser() user: AuthenticatedUser): Promise<DealTemplateListResponse> {
    return { success: true, templates: await this.templates.list(user.id) };
  }

  @Route(ANALYSIS_ENDPOINTS.saveDealTemplate)
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({
    summary: "Saves a deal's assumptions as a named template; the same name replaces it (not counted).",
  })
  @ApiBody({
    schema: {
      type: 'object',
      required: ['name', 'input'],
      properties: {
        name: { type: 'string', maxLength: MAX_DEAL_TEMPLATE_NAME },
        input: { type: 'object', description: 'DealInput; its comparables (comps) are not kept' },
      },
    },
  })
  @ApiResponse({
    status: 201,
    description: '{ success, template: { id, name, input, createdAt, updatedAt }, replaced }',
  })
  @ApiResponse({ status: 400, description: '{ success: false, error, fieldErrors } keyed by input path' })
  @ApiResponse({ status: 409, description: DEAL_TEMPLATE_MESSAGES.tooMany })
  async save(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new RequestPipe(saveDealTemplateRequestSchema)) body: z.infer<typeof saveDealTemplateRequestSchema>,
  ): Promise<DealTemplateResponse> {
    return { success: true, ...(await this.templates.save(user.id, body)) };
  }

  @Route(ANALYSIS_ENDPOINTS.deleteDealTemplate)
  @ApiOperation({ summary: 'Deletes a template (deals started from it are not affected).' })
  @ApiResponse({ status: 404, description: 'No such template of this user' })
  async remove(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<{ success: true }> {
    await this.templates.remove(user.id, id);
    return { success: true };
  }
}
