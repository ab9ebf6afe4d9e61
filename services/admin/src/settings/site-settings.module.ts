import { Module } from '@nestjs/common';
import { SettingsController, SiteStatusController } from './settings.controller.js';
import { SettingsService } from './settings.service.js';

/**
 * GET|PUT /api/admin/settings/:group and the public GET /api/site-status. Named apart from server-kit's
 * SettingsModule, which reads the stored settings for every service.
 */
@Module({ controllers: [SettingsController, SiteStatusController], providers: [SettingsService] })
export class SiteSettingsModule {}
