import { Module, type DynamicModule } from '@nestjs/common';
import { TOO_MANY_REQUESTS_MESSAGE } from '@pac/contracts';
import { MailModule, RateLimitModule, ServiceCoreModule } from '@pac/server-kit';
import { AuthModule, allowedOriginsFrom } from '@pac/server-kit/auth';
import { CONTENT_CONFIG, type ContentConfig } from './config/content.config.js';
import { ContactModule } from './contact/contact.module.js';
import { CourseSignupModule } from './course-signup/course-signup.module.js';
import { CourseModule } from './course/course.module.js';
import { NewsletterModule } from './newsletter/newsletter.module.js';
import { WorkbookModule } from './workbook/workbook.module.js';

/** Course catalogue and progress, course signups, newsletter, contact enquiries, workbook PDF. */
@Module({})
export class ContentModule {
  static forRoot(config: ContentConfig): DynamicModule {
    return {
      module: ContentModule,
      imports: [
        ServiceCoreModule.forRoot({
          service: 'content',
          databaseUrl: config.DATABASE_URL,
          redisUrl: config.REDIS_URL,
        }),
        MailModule.forRoot(config.REDIS_URL, {
          prefix: config.QUEUE_PREFIX,
          serverSecret: config.JWT_SECRET,
        }),
        RateLimitModule.forRoot({ service: 'content', env: config, errorMessage: TOO_MANY_REQUESTS_MESSAGE }),
        ContactModule.forRoot({ supportInbox: config.SUPPORT_INBOX_EMAIL }),
        NewsletterModule.forRoot({ siteUrl: config.PUBLIC_SITE_URL }),
        AuthModule.forRoot({ jwtSecret: config.JWT_SECRET, allowedOrigins: allowedOriginsFrom(config) }),
        CourseModule,
        CourseSignupModule.forRoot({ siteUrl: config.PUBLIC_SITE_URL }),
        WorkbookModule,
      ],
      providers: [{ provide: CONTENT_CONFIG, useValue: config }],
      exports: [CONTENT_CONFIG],
    };
  }
}
