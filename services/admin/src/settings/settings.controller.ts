import { BadRequestException, Body, Controller, Param, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  SETTINGS_GROUPS,
  type AdminSettingsData,
  type SettingsGroupName,
  ADMIN_ENDPOINTS,
} from '@pac/contracts';
import {
  AdminGuard,
  CurrentUser,
  Public,
  SettingsReader,
  stepUpProofOf,
  type AuthenticatedUser,
  Route,
} from '@pac/server-kit';
import { type Request, type Response } from 'express';
import { SettingsService, StepUpRequiredException } from './settings.service.js';

@ApiTags('admin')
@ApiBearerAuth()
@Controller()
@UseGuards(AdminGuard)
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Route(ADMIN_ENDPOINTS.settings)
  async all(): Promise<{ success: true; data: AdminSettingsData }> {
    return { success: true, data: await this.settings.all() };
  }

  /**
   * Saves some fields of one tab: general, payment, email or security. Changing a setting of STEP_UP_SETTINGS also
   * needs the step-up proof (cookie or X-Step-Up) of this admin session, else 403 with code STEP_UP_REQUIRED.
   */
  @Route(ADMIN_ENDPOINTS.updateSettings)
  async update(
    @Param('group') group: string,
    @Body() body: unknown,
    @CurrentUser() user: AuthenticatedUser,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    if (!(SETTINGS_GROUPS as readonly string[]).includes(group))
      throw new BadRequestException('Unknown settings group');
    try {
      const data = await this.settings.update(
        group as SettingsGroupName,
        body ?? {},
        user,
        stepUpProofOf(req),
      );
      return { success: true as const, message: 'Settings saved successfully!', data };
    } catch (error) {
      // The error filter keeps only the text; the portal needs the code to ask for the emailed code.
      if (!(error instanceof StepUpRequiredException)) throw error;
      res.status(403);
      return error.body;
    }
  }
}

/** What the public site needs to know about the admin's settings (name, maintenance notice, registration). */
@ApiTags('site')
@Public('public settings (site name, maintenance) every page reads')
@Controller()
export class SiteStatusController {
  constructor(private readonly reader: SettingsReader) {}

  @Route(ADMIN_ENDPOINTS.siteStatus)
  async status() {
    const general = await this.reader.group('general');
    return {
      success: true as const,
      siteName: String(general.siteName),
      siteDescription: String(general.siteDescription),
      maintenanceMode: general.maintenanceMode === true,
      registrationEnabled: general.registrationEnabled !== false,
    };
  }
}
