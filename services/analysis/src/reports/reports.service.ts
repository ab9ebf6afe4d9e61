import { Injectable } from '@nestjs/common';
import { AllowanceService } from '../allowance/allowance.service.js';
import { DealsService } from '../deals/deals.service.js';
import { dealMonthsCsv } from './deal-csv.js';
import { renderDealReportPdf } from './pdf/deal-report-pdf.js';
import { reportFileName } from './report-file-name.js';

export interface ReportFile {
  name: string;
  body: Buffer;
}

/**
 * The exports of a saved deal. Each is made first and counted after (one export), so a counted export always
 * reaches its user and a refused one (402) costs them nothing.
 */
@Injectable()
export class ReportsService {
  constructor(
    private readonly deals: DealsService,
    private readonly allowances: AllowanceService,
  ) {}

  async pdf(userId: string, dealId: string): Promise<ReportFile> {
    const deal = await this.deals.load(userId, dealId);
    const body = await renderDealReportPdf({
      name: deal.row.name,
      input: deal.input,
      result: deal.result,
      generatedAt: new Date(),
    });
    await this.allowances.spend(userId, 'export');
    return { name: reportFileName(deal.row.name, 'pdf'), body };
  }

  async csv(userId: string, dealId: string): Promise<ReportFile> {
    const deal = await this.deals.load(userId, dealId);
    const body = Buffer.from(dealMonthsCsv(deal.result), 'utf8');
    await this.allowances.spend(userId, 'export');
    return { name: reportFileName(deal.row.name, 'csv'), body };
  }
}
