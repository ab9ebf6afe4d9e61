import { Module, type DynamicModule } from '@nestjs/common';
import { NewsletterController } from './newsletter.controller.js';
import { NEWSLETTER_OPTIONS, NewsletterService, type NewsletterOptions } from './newsletter.service.js';

/** POST /api/newsletter/subscribe and /unsubscribe. Needs PRISMA, MailOutbox and RateLimitModule from the global modules. */
@Module({})
export class NewsletterModule {
  static forRoot(options: NewsletterOptions): DynamicModule {
    return {
      module: NewsletterModule,
      controllers: [NewsletterController],
      providers: [NewsletterService, { provide: NEWSLETTER_OPTIONS, useValue: options }],
    };
  }
}
