import { HttpException, HttpStatus, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { DEALS_API_MESSAGES } from '@pac/contracts';
import { RateLimits, type RateLimitRule } from '@pac/server-kit';
import { AllowanceService } from '../allowance/allowance.service.js';
import { DealsService } from '../deals/deals.service.js';
import { reportFileName } from './report-file-name.js';
import { type ReportKind } from './report-render.js';
import { ReportRenderFailure, ReportRenderPool } from './report-render-pool.js';
import { RENDERS_IN_FLIGHT_PER_USER, RendersInFlight, type RenderPlace } from './renders-in-flight.js';

export interface ReportFile {
  name: string;
  body: Buffer;
}

/**
 * Report downloads per user, PDF and CSV together: a person downloads a few a minute; a script exporting a
 * portfolio gets one every two seconds. 402s count too, so a used-up allowance cannot be hammered either.
 */
export const REPORT_RATE_LIMIT: RateLimitRule = { limit: 30, ttl: 60_000, blockDuration: 0 };

/** A 429 that tells the client when to come back (the controller sets Retry-After from it). */
export class RetryLaterException extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/**
 * The exports of a saved deal. In order: the deal (404: a wrong id is not a download; 422: a stored input the input
 * bounds now refuse is not rendered), the user's rate limit (429), the export allowance spent under the user's lock
 * (402, before any rendering work), a place among the user's renders in flight (429), then the render in the report
 * pool. A render that fails (deadline, memory, worker) gives the export back: 503.
 */
@Injectable()
export class ReportsService {
  private readonly logger = new Logger('Reports');

  constructor(
    private readonly deals: DealsService,
    private readonly allowances: AllowanceService,
    private readonly pool: ReportRenderPool,
    private readonly inFlight: RendersInFlight,
    private readonly rateLimits: RateLimits,
  ) {}

  pdf(userId: string, dealId: string): Promise<ReportFile> {
    return this.export(userId, dealId, 'pdf');
  }

  csv(userId: string, dealId: string): Promise<ReportFile> {
    return this.export(userId, dealId, 'csv');
  }

  private async export(userId: string, dealId: string, kind: ReportKind): Promise<ReportFile> {
    const deal = await this.deals.read(userId, dealId);
    const wait = await this.rateLimits.secondsToWait('reports:account', userId, REPORT_RATE_LIMIT);
    if (wait > 0) throw new RetryLaterException(DEALS_API_MESSAGES.reportsTooFrequent(wait), wait);
    const spent = await this.allowances.spendReturnable(userId, 'export');
    let place: RenderPlace | undefined;
    try {
      const taken = await this.inFlight.take(userId);
      if (!('release' in taken)) {
        const message = DEALS_API_MESSAGES.reportsInFlight(
          RENDERS_IN_FLIGHT_PER_USER,
          taken.retryAfterSeconds,
        );
        throw new RetryLaterException(message, taken.retryAfterSeconds);
      }
      place = taken;
      const body = await this.pool.render({
        kind,
        name: deal.row.name,
        input: deal.input,
        generatedAt: new Date().toISOString(),
      });
      return { name: reportFileName(deal.row.name, kind), body };
    } catch (error) {
      await this.giveBack(spent, dealId);
      if (!(error instanceof ReportRenderFailure)) throw error;
      this.logger.warn(
        `${kind} report of deal ${dealId} for user ${userId} not rendered (${error.message}); export given back`,
      );
      throw new ServiceUnavailableException(
        error.reason === 'queue-full' ? DEALS_API_MESSAGES.reportsBusy : DEALS_API_MESSAGES.reportFailed,
      );
    } finally {
      await place?.release();
    }
  }

  /** The export back; if even that fails (the database went away), the log says so and the first error stands. */
  private async giveBack(spent: { giveBack(): Promise<void> }, dealId: string): Promise<void> {
    try {
      await spent.giveBack();
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      this.logger.error(`the export of deal ${dealId} could not be given back: ${detail}`);
    }
  }
}
