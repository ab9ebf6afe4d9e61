import { Module } from '@nestjs/common';
import { DealsModule } from '../deals/deals.module.js';
import { DealShareController, SharedDealController } from './sharing.controller.js';
import { SharingService } from './sharing.service.js';

/** Read-only share links: created and revoked by the owner, opened by anyone holding one. */
@Module({
  imports: [DealsModule],
  controllers: [DealShareController, SharedDealController],
  providers: [SharingService],
})
export class SharingModule {}
