import { Module } from '@nestjs/common';
import { SignInModule } from '../sign-in/sign-in.module.js';
import { TwoFactorModule } from '../two-factor/two-factor.module.js';
import { AdminSignInController } from './admin-sign-in.controller.js';
import { AdminPortalGuard, AdminStepUpController } from './admin-step-up.controller.js';
import { AdminStepUpService } from './admin-step-up.service.js';

/** The admin portal's own sign-in (password + code, its own cookie) and the step-up before sensitive settings. */
@Module({
  imports: [SignInModule, TwoFactorModule],
  controllers: [AdminSignInController, AdminStepUpController],
  providers: [AdminStepUpService, AdminPortalGuard],
})
export class AdminPortalModule {}
