import { Module } from '@nestjs/common';
import { RateLimiter } from '@pac/server-kit';
import { CalculateController } from './calculate.controller.js';

/** POST /api/analysis/calculate: stateless, open to visitors. */
@Module({ controllers: [CalculateController], providers: [RateLimiter] })
export class CalculateModule {}
