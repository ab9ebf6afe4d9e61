import { Module, type DynamicModule } from '@nestjs/common';
import { RateLimiter } from '@pac/server-kit';
import { NewsletterController } from './newsletter.controller.js';
import { NEWSLETTER_OPTIONS, NewsletterService, type NewsletterOptions } from './newsletter.service.js';

/** POST /api/newsletter/subscribe and /unsubscribe. Needs PRISMA, REDIS and MailQueue from the global modules. */
@Module({})
export class NewsletterModule {
  static forRoot(options: NewsletterOptions): DynamicModule {
    return {
      module: NewsletterModule,
      controllers: [NewsletterController],
      providers: [NewsletterService, RateLimiter, { provide: NEWSLETTER_OPTIONS, useValue: options }],
    };
  }
}
