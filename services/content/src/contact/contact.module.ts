import { Module, type DynamicModule } from '@nestjs/common';
import { ContactController } from './contact.controller.js';
import { CONTACT_OPTIONS, ContactService, type ContactOptions } from './contact.service.js';

/** POST /api/contact. Needs PRISMA, MailOutbox and RateLimitModule from the service's global modules. */
@Module({})
export class ContactModule {
  static forRoot(options: ContactOptions): DynamicModule {
    return {
      module: ContactModule,
      controllers: [ContactController],
      providers: [ContactService, { provide: CONTACT_OPTIONS, useValue: options }],
    };
  }
}
