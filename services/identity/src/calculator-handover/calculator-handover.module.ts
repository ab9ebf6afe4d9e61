import { Module } from '@nestjs/common';
import { HandoverCodes } from './handover-codes.js';
import { HandoverController } from './handover.controller.js';

/** One-time codes that carry a signed-in user over to the calculator site. */
@Module({ controllers: [HandoverController], providers: [HandoverCodes] })
export class CalculatorHandoverModule {}
