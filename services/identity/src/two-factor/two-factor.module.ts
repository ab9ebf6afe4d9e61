import { Module } from '@nestjs/common';
import { TwoFactorCodes } from './two-factor-codes.js';
import { TwoFactorController } from './two-factor.controller.js';
import { TwoFactorService } from './two-factor.service.js';

/** /api/2fa (verify, send-code, settings); its codes also serve sign-in and the admin step-up. */
@Module({
  controllers: [TwoFactorController],
  providers: [TwoFactorCodes, TwoFactorService],
  exports: [TwoFactorCodes, TwoFactorService],
})
export class TwoFactorModule {}
