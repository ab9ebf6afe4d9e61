import { Module } from '@nestjs/common';
import { PlanExpiryScheduler } from './plan-expiry.scheduler.js';
import { PlanExpiryService } from './plan-expiry.service.js';

/** Lapsed plans end: the scheduled run, and the service checkout and subscriptions consult first. */
@Module({ providers: [PlanExpiryService, PlanExpiryScheduler], exports: [PlanExpiryService] })
export class PlanExpiryModule {}
