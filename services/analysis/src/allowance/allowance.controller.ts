import { Route } from '@pac/server-kit';
import { Controller, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { type AnalysisAllowance, ANALYSIS_ENDPOINTS } from '@pac/contracts';
import { CurrentUser, type AuthenticatedUser } from '@pac/server-kit/auth';
import { CallerGuard } from '../callers/caller.guard.js';
import { AllowanceService } from './allowance.service.js';

@ApiTags('analysis')
@ApiBearerAuth()
@Controller()
@UseGuards(CallerGuard)
export class AllowanceController {
  constructor(private readonly allowances: AllowanceService) {}

  @Route(ANALYSIS_ENDPOINTS.allowance)
  @ApiOperation({
    summary: 'Calculations and exports used in this billing period, the limits and when they reset.',
  })
  @ApiResponse({
    status: 200,
    description: '{ success, plan, calculations: {used, limit}, exports: {used, limit}, resetsAt }',
  })
  @ApiResponse({ status: 401, description: 'Not signed in' })
  allowance(@CurrentUser() user: AuthenticatedUser): Promise<AnalysisAllowance> {
    return this.allowances.allowance(user.id);
  }
}
