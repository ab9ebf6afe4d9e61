import { Route } from '@pac/server-kit';
import { ANALYSIS_ENDPOINTS, DEAL_INPUT_OUT_OF_BOUNDS_CODE } from '@pac/contracts';
import { Controller, Param, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '@pac/server-kit/auth';
import { type Response } from 'express';
import { CallerGuard } from '../callers/caller.guard.js';
import { ReportsService, RetryLaterException, type ReportFile } from './reports.service.js';

/** Checked before the rate limit and the allowance, so such a deal's download costs nothing. */
const OUT_OF_BOUNDS = `${DEAL_INPUT_OUT_OF_BOUNDS_CODE}: the stored input no longer passes the input bounds (saved before them); { success: false, error, code, fieldErrors }; no export counted`;

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
  @ApiResponse({ status: 422, description: OUT_OF_BOUNDS })
  @ApiResponse({ status: 429, description: 'Too many reports in a short time, or two already in progress' })
  @ApiResponse({
    status: 503,
    description: 'The report could not be rendered now; the export is not counted',
  })
  async pdf(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Res() res: Response,
  ): Promise<void> {
    send(res, await retryAfterOnRefusal(res, this.reports.pdf(user.id, id)), 'application/pdf');
  }

  @Route(ANALYSIS_ENDPOINTS.dealExport)
  @ApiOperation({ summary: 'The month-by-month table as CSV (counts one export).' })
  @ApiProduces('text/csv')
  @ApiResponse({ status: 402, description: "You've used {n} of {limit} exports this month. …" })
  @ApiResponse({ status: 422, description: OUT_OF_BOUNDS })
  @ApiResponse({ status: 429, description: 'Too many reports in a short time, or two already in progress' })
  @ApiResponse({
    status: 503,
    description: 'The report could not be rendered now; the export is not counted',
  })
  async csv(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Res() res: Response,
  ): Promise<void> {
    send(res, await retryAfterOnRefusal(res, this.reports.csv(user.id, id)), 'text/csv; charset=utf-8');
  }
}

/** A 429 carries its wait as Retry-After as well as in its message; the exception filter writes the body. */
async function retryAfterOnRefusal(res: Response, file: Promise<ReportFile>): Promise<ReportFile> {
  try {
    return await file;
  } catch (error) {
    if (error instanceof RetryLaterException) res.setHeader('Retry-After', String(error.retryAfterSeconds));
    throw error;
  }
}

function send(res: Response, file: ReportFile, contentType: string): void {
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
