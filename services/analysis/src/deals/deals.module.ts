import { Module } from '@nestjs/common';
import { DealsController } from './deals.controller.js';
import { DealsService } from './deals.service.js';

/** Saved analyses: list, save, read, edit, delete, duplicate. */
@Module({ controllers: [DealsController], providers: [DealsService], exports: [DealsService] })
export class DealsModule {}
