import { Module } from '@nestjs/common';
import { EmailVerificationController } from './email-verification.controller.js';
import { EmailVerification } from './email-verification.service.js';
import { RegistrationController } from './registration.controller.js';
import { RegistrationService } from './registration.service.js';

/** POST /api/register and the address confirmation (/api/verify-email, /resend); sign-in reads the verification. */
@Module({
  controllers: [RegistrationController, EmailVerificationController],
  providers: [RegistrationService, EmailVerification],
  exports: [EmailVerification],
})
export class AccountsModule {}
