import { Route } from '@pac/server-kit';
import { Controller, HttpCode, HttpStatus, Param, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  DEAL_INPUT_OUT_OF_BOUNDS_CODE,
  type ShareLinkResponse,
  type SharedDealResponse,
  ANALYSIS_ENDPOINTS,
} from '@pac/contracts';
import { CurrentUser, Public, type AuthenticatedUser } from '@pac/server-kit/auth';
import { CallerGuard } from '../callers/caller.guard.js';
import { SharingService } from './sharing.service.js';

@ApiTags('deals')
@ApiBearerAuth()
@Controller()
@UseGuards(CallerGuard)
export class DealShareController {
  constructor(private readonly sharing: SharingService) {}

  @Route(ANALYSIS_ENDPOINTS.shareDeal)
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({ summary: 'Creates a read-only share link (or answers the live one).' })
  @ApiResponse({ status: 201, description: '{ success, token, url }' })
  @ApiResponse({
    status: 422,
    description: `${DEAL_INPUT_OUT_OF_BOUNDS_CODE}: the stored input no longer passes the input bounds (saved before them); { success: false, error, code, fieldErrors }`,
  })
  share(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<ShareLinkResponse> {
    return this.sharing.share(user.id, id);
  }

  @Route(ANALYSIS_ENDPOINTS.unshareDeal)
  @ApiOperation({ summary: 'Revokes the share link: it answers 404 from then on.' })
  async revoke(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<{ success: true }> {
    await this.sharing.revoke(user.id, id);
    return { success: true };
  }
}

@ApiTags('deals')
@Controller()
export class SharedDealController {
  constructor(private readonly sharing: SharingService) {}

  @Route(ANALYSIS_ENDPOINTS.sharedDeal)
  @Public('shared deal link: the unguessable share token is the credential')
  @ApiOperation({
    summary: 'A shared deal, read-only: name, input and result. Open to anyone with the link.',
  })
  @ApiResponse({ status: 404, description: 'Unknown or revoked link' })
  @ApiResponse({
    status: 422,
    description: `${DEAL_INPUT_OUT_OF_BOUNDS_CODE}: the deal was saved with values the input bounds now refuse; { success: false, error, code } (nothing of its values)`,
  })
  shared(@Param('token') token: string): Promise<SharedDealResponse> {
    return this.sharing.shared(token);
  }
}
