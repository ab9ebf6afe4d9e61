import { Route } from '@pac/server-kit';
import { Body, Controller, HttpCode, HttpStatus, Param, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  DEAL_INPUT_OUT_OF_BOUNDS_CODE,
  DEAL_SORTS,
  listDealsQuerySchema,
  saveDealRequestSchema,
  updateDealRequestSchema,
  type DealListResponse,
  type DealResponse,
  ANALYSIS_ENDPOINTS,
} from '@pac/contracts';
import { CurrentUser, type AuthenticatedUser } from '@pac/server-kit/auth';
import { type z } from 'zod';
import { CallerGuard } from '../callers/caller.guard.js';
import { RequestPipe, parseRequest } from '../common/request-pipe.js';
import { DealsService } from './deals.service.js';

/** The 422 of a deal saved before the input bounds (A9.1) whose stored input they refuse. */
const OUT_OF_BOUNDS = `${DEAL_INPUT_OUT_OF_BOUNDS_CODE}: the stored input no longer passes the input bounds (saved before them); { success: false, error, code, fieldErrors } keyed by input path`;

const DEAL_BODY_PROPERTIES = {
  name: { type: 'string', maxLength: 120, description: 'Wins over input.name' },
  input: {
    type: 'object',
    description:
      'DealInput (deal-calculator.md A3), with the optional decision inputs of A9.2 (exit, stress, sensitivity, refinance, tax)',
  },
} as const;

@ApiTags('deals')
@ApiBearerAuth()
@Controller()
@UseGuards(CallerGuard)
export class DealsController {
  constructor(private readonly deals: DealsService) {}

  @Route(ANALYSIS_ENDPOINTS.deals)
  @ApiOperation({ summary: "The user's deals, newest first, 20 a page, with their headline figures." })
  @ApiQuery({ name: 'search', required: false })
  @ApiQuery({ name: 'sort', required: false, enum: DEAL_SORTS })
  @ApiQuery({ name: 'page', required: false, type: Number })
  async list(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: Record<string, unknown>,
  ): Promise<DealListResponse> {
    return { success: true, ...(await this.deals.list(user.id, parseRequest(listDealsQuerySchema, query))) };
  }

  @Route(ANALYSIS_ENDPOINTS.saveDeal)
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({ summary: 'Saves a new analysis (counts one calculation) and answers it with its result.' })
  @ApiBody({ schema: { type: 'object', required: ['input'], properties: DEAL_BODY_PROPERTIES } })
  @ApiResponse({
    status: 201,
    description: '{ success, deal: { id, name, model, input, result, createdAt, updatedAt } }',
  })
  @ApiResponse({ status: 400, description: '{ success: false, error, fieldErrors } keyed by input path' })
  @ApiResponse({ status: 402, description: "You've used {n} of {limit} analyses this month. …" })
  async create(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new RequestPipe(saveDealRequestSchema)) body: z.infer<typeof saveDealRequestSchema>,
  ): Promise<DealResponse> {
    return { success: true, deal: await this.deals.create(user.id, body) };
  }

  @Route(ANALYSIS_ENDPOINTS.deal)
  @ApiOperation({ summary: 'One deal with its input and result (another user’s deal is not found).' })
  @ApiResponse({ status: 404, description: 'No such deal of this user' })
  @ApiResponse({
    status: 422,
    description: `${OUT_OF_BOUNDS}, and deal: { id, name, model, input (exactly as stored), createdAt, updatedAt } for correcting it with PUT`,
  })
  async get(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<DealResponse> {
    return { success: true, deal: await this.deals.get(user.id, id) };
  }

  @Route(ANALYSIS_ENDPOINTS.updateDeal)
  @ApiOperation({ summary: 'Replaces the input, the name or both (not counted).' })
  @ApiBody({ schema: { type: 'object', properties: DEAL_BODY_PROPERTIES } })
  @ApiResponse({
    status: 422,
    description: `${OUT_OF_BOUNDS}; only when no new input is sent (a new valid input replaces the stored one)`,
  })
  async update(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body(new RequestPipe(updateDealRequestSchema)) body: z.infer<typeof updateDealRequestSchema>,
  ): Promise<DealResponse> {
    return { success: true, deal: await this.deals.update(user.id, id, body) };
  }

  @Route(ANALYSIS_ENDPOINTS.deleteDeal)
  @ApiOperation({ summary: 'Deletes the deal and its share links.' })
  async remove(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<{ success: true }> {
    await this.deals.remove(user.id, id);
    return { success: true };
  }

  @Route(ANALYSIS_ENDPOINTS.duplicateDeal)
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({ summary: 'Copies the deal as "{name} (copy)" (counts one calculation).' })
  @ApiResponse({ status: 402, description: 'Allowance used up' })
  @ApiResponse({ status: 422, description: OUT_OF_BOUNDS })
  async duplicate(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<DealResponse> {
    return { success: true, deal: await this.deals.duplicate(user.id, id) };
  }
}
