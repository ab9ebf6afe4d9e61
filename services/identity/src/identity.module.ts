import {
  Inject,
  Module,
  RequestMethod,
  type DynamicModule,
  type MiddlewareConsumer,
  type NestModule,
} from '@nestjs/common';
import {
  AuthModule,
  MailModule,
  RateLimitModule,
  ServiceCoreModule,
  allowedOriginsFrom,
} from '@pac/server-kit';
import { AccountsModule } from './accounts/accounts.module.js';
import { AdminPortalModule } from './admin-portal/admin-portal.module.js';
import { CalculatorHandoverModule } from './calculator-handover/calculator-handover.module.js';
import { CLOCK, systemClock, type Clock } from './common/clock.js';
import { IdentityMail } from './common/identity-mail.js';
import { OneTimeSecrets } from './common/one-time-secret.js';
import { IP_LIMITS, TOO_MANY_REQUESTS } from './common/rate-limits.js';
import { SecuritySettingsReader } from './common/security-settings.js';
import { SignInLocks } from './common/sign-in-locks.js';
import { sessionCookiePolicy, sessionCookiePolicyMiddleware } from './common/session-cookie.js';
import { IDENTITY_CONFIG, type IdentityConfig } from './config/identity.config.js';
import { PasswordResetModule } from './password-reset/password-reset.module.js';
import { SessionsModule } from './sessions/sessions.module.js';
import { SignInModule } from './sign-in/sign-in.module.js';
import { TwoFactorModule } from './two-factor/two-factor.module.js';

export interface IdentityModuleOptions {
  /** Time source of codes, reset links and lockouts (tests move it forward instead of sleeping). */
  clock?: Clock;
}

/** Accounts, sign-in, email two-factor, sessions, profile and password reset. 2FA codes and reset links go out through the mail queue. */
@Module({})
export class IdentityModule implements NestModule {
  constructor(@Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig) {}

  /** Session cookies are Secure and `__Host-` named when PUBLIC_SITE_URL is https (common/session-cookie.ts). */
  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(sessionCookiePolicyMiddleware(sessionCookiePolicy(this.config.PUBLIC_SITE_URL)))
      .forRoutes({ path: '*path', method: RequestMethod.ALL });
  }

  static forRoot(config: IdentityConfig, options: IdentityModuleOptions = {}): DynamicModule {
    return {
      module: IdentityModule,
      // Its configuration, clock, settings, lockouts and mail are read by every domain module.
      global: true,
      imports: [
        ServiceCoreModule.forRoot({
          service: 'identity',
          databaseUrl: config.DATABASE_URL,
          redisUrl: config.REDIS_URL,
        }),
        MailModule.forRoot(config.REDIS_URL, {
          prefix: config.QUEUE_PREFIX,
          serverSecret: config.JWT_SECRET,
        }),
        AuthModule.forRoot({ jwtSecret: config.JWT_SECRET, allowedOrigins: allowedOriginsFrom(config) }),
        RateLimitModule.forRoot({
          service: 'identity',
          env: config,
          errorMessage: TOO_MANY_REQUESTS,
          routeDefault: IP_LIMITS.general,
          limitMultiplier: config.IP_LIMIT_MULTIPLIER,
        }),
        AccountsModule,
        SignInModule,
        TwoFactorModule,
        SessionsModule,
        PasswordResetModule,
        CalculatorHandoverModule,
        AdminPortalModule,
      ],
      providers: [
        { provide: IDENTITY_CONFIG, useValue: config },
        { provide: CLOCK, useValue: options.clock ?? systemClock },
        SecuritySettingsReader,
        SignInLocks,
        IdentityMail,
        OneTimeSecrets,
      ],
      exports: [IDENTITY_CONFIG, CLOCK, SecuritySettingsReader, SignInLocks, IdentityMail, OneTimeSecrets],
    };
  }
}
