import { Module, type DynamicModule } from '@nestjs/common';
import { MailModule, ServiceCoreModule } from '@pac/server-kit';
import { IDENTITY_CONFIG, type IdentityConfig } from './config/identity.config.js';

/** Accounts, sign-in, email two-factor, sessions, profile and password reset. 2FA codes and reset links go out through the mail queue. */
@Module({})
export class IdentityModule {
  static forRoot(config: IdentityConfig): DynamicModule {
    return {
      module: IdentityModule,
      imports: [
        ServiceCoreModule.forRoot({
          service: 'identity',
          databaseUrl: config.DATABASE_URL,
          redisUrl: config.REDIS_URL,
        }),
        MailModule.forRoot(config.REDIS_URL, { prefix: config.QUEUE_PREFIX }),
      ],
      providers: [{ provide: IDENTITY_CONFIG, useValue: config }],
      exports: [IDENTITY_CONFIG],
    };
  }
}
