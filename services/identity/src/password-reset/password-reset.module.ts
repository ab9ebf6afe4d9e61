import { Module } from '@nestjs/common';
import { PasswordResetController } from './password-reset.controller.js';
import { PasswordResetService } from './password-reset.service.js';

/** Forgotten password: the emailed reset link and setting the new password (which ends every session). */
@Module({ controllers: [PasswordResetController], providers: [PasswordResetService] })
export class PasswordResetModule {}
