import { Global, Module } from '@nestjs/common';
import { AllowanceController } from './allowance.controller.js';
import { AllowanceService } from './allowance.service.js';

/** Plan allowances: the meter endpoint and the spending every counted action goes through. */
@Global()
@Module({ controllers: [AllowanceController], providers: [AllowanceService], exports: [AllowanceService] })
export class AllowanceModule {}
