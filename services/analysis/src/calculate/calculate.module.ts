import { Module } from '@nestjs/common';
import { CalculateController } from './calculate.controller.js';

/** POST /api/analysis/calculate: stateless, open to visitors. */
@Module({ controllers: [CalculateController] })
export class CalculateModule {}
