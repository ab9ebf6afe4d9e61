import { Route } from '@pac/server-kit';
import { ANALYSIS_ENDPOINTS } from '@pac/contracts';
import { Controller, Param, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '@pac/server-kit/auth';
import { type Response } from 'express';
import { CallerGuard } from '../callers/caller.guard.js';
import { ReportsService } from './reports.service.js';

@ApiTags('deals')
@ApiBearerAuth()
@Controller()
@UseGuards(CallerGuard)
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Route(ANALYSIS_ENDPOINTS.dealReport)
  @ApiOperation({ summary: 'The deal’s PDF report (counts one export).' })
  @ApiProduces('application/pdf')
  @ApiResponse({ status: 402, description: "You've used {n} of {limit} exports this month. …" })
  async pdf(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Res() res: Response,
  ): Promise<void> {
    const file = await this.reports.pdf(user.id, id);
    send(res, file, 'application/pdf');
  }

  @Route(ANALYSIS_ENDPOINTS.dealExport)
  @ApiOperation({ summary: 'The month-by-month table as CSV (counts one export).' })
  @ApiProduces('text/csv')
  @ApiResponse({ status: 402, description: "You've used {n} of {limit} exports this month. …" })
  async csv(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Res() res: Response,
  ): Promise<void> {
    const file = await this.reports.csv(user.id, id);
    send(res, file, 'text/csv; charset=utf-8');
  }
}

function send(res: Response, file: { name: string; body: Buffer }, contentType: string): void {
  res
    .status(200)
    .set({
      'Content-Type': contentType,
      'Content-Disposition': `attachment; filename="${file.name}"`,
      'Content-Length': String(file.body.length),
      'Cache-Control': 'private, no-store',
    })
    .end(file.body);
}
