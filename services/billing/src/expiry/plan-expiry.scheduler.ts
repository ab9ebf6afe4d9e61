import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { REDIS } from '@pac/server-kit';
import { randomUUID } from 'node:crypto';
import { type Redis } from 'ioredis';
import { BILLING_CONFIG, type BillingConfig } from '../config/billing.config.js';
import { PlanExpiryService } from './plan-expiry.service.js';

export const PLAN_EXPIRY_LOCK_KEY = 'billing:plan-expiry:lock';

/**
 * Runs the expiry sweep every PLAN_EXPIRY_INTERVAL_SECONDS. Every replica ticks, but only the one that takes the
 * Redis lock (SET NX with an expiry a little shorter than the interval) runs the sweep that round.
 */
@Injectable()
export class PlanExpiryScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('PlanExpiry');
  private readonly replica = randomUUID();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly expiry: PlanExpiryService,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
  ) {}

  onApplicationBootstrap(): void {
    const seconds = this.config.PLAN_EXPIRY_INTERVAL_SECONDS;
    if (seconds === 0) return;
    this.timer = setInterval(() => void this.tick(), seconds * 1000);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** One round: returns whether this replica ran the sweep. */
  async tick(now = new Date()): Promise<boolean> {
    const lockMs = Math.max(1_000, this.config.PLAN_EXPIRY_INTERVAL_SECONDS * 1000 - 1_000);
    try {
      const taken = await this.redis.set(PLAN_EXPIRY_LOCK_KEY, this.replica, 'PX', lockMs, 'NX');
      if (taken !== 'OK') return false;
      await this.expiry.expireLapsed(now);
      return true;
    } catch (error) {
      this.logger.warn(`Expiry sweep skipped: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    }
  }
}
