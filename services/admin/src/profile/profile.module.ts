import { Module } from '@nestjs/common';
import { AdminProfileController } from './admin-profile.controller.js';

/** GET /api/admin/profile: the signed-in admin. */
@Module({ controllers: [AdminProfileController] })
export class ProfileModule {}
