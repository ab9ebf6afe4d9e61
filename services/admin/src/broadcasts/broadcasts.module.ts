import { Module } from '@nestjs/common';
import { BroadcastsController } from './broadcasts.controller.js';
import { BroadcastsService } from './broadcasts.service.js';
import { EmailUnsubscribeController } from './email-unsubscribe.controller.js';

/** Email broadcasts (/api/admin/email/broadcast…) and the public unsubscribe they link to (/api/email/unsubscribe). */
@Module({ controllers: [BroadcastsController, EmailUnsubscribeController], providers: [BroadcastsService] })
export class BroadcastsModule {}
