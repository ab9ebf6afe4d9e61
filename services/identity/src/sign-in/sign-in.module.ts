import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { TwoFactorModule } from '../two-factor/two-factor.module.js';
import { SignInController } from './sign-in.controller.js';
import { SignInService } from './sign-in.service.js';

/** POST /api/login: password check, lockouts, then a two-factor challenge (the admin portal signs in the same way). */
@Module({
  imports: [AccountsModule, TwoFactorModule],
  controllers: [SignInController],
  providers: [SignInService],
  exports: [SignInService],
})
export class SignInModule {}
