import { Route } from '@pac/server-kit';
import { CONTENT_ENDPOINTS } from '@pac/contracts';
import { Controller, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { SessionAuthGuard } from '@pac/server-kit/auth';
import { type Response } from 'express';
import { gettingStartedWorkbook } from './getting-started-workbook.js';

export const WORKBOOK_FILE_NAME = 'Getting Started Workbook.pdf';

@ApiTags('workbook')
@Controller()
export class WorkbookController {
  // Built once on first download; the workbook only changes with a release. A failed build is retried.
  private workbook?: Promise<Buffer>;

  /** Signed-in users only (bearer token or session cookie); 401 otherwise. */
  @Route(CONTENT_ENDPOINTS.workbookDownload)
  @ApiBearerAuth()
  @UseGuards(SessionAuthGuard)
  async download(@Res() res: Response): Promise<void> {
    this.workbook ??= gettingStartedWorkbook().catch((error: unknown) => {
      this.workbook = undefined;
      throw error;
    });
    const pdf = await this.workbook;
    res
      .status(200)
      .set({
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${WORKBOOK_FILE_NAME}"`,
        'Cache-Control': 'private, no-store',
        'Content-Length': String(pdf.length),
      })
      .end(pdf);
  }
}
