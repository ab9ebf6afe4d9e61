import { Module } from '@nestjs/common';
import { DealTemplatesController } from './deal-templates.controller.js';
import { DealTemplatesService } from './deal-templates.service.js';

/** A user's templates: named starting assumptions for new analyses. */
@Module({ controllers: [DealTemplatesController], providers: [DealTemplatesService] })
export class DealTemplatesModule {}
