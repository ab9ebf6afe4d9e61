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
import { AdminSignInController } from './admin-portal/admin-sign-in.controller.js';
import { AdminPortalGuard, AdminStepUpController } from './admin-portal/admin-step-up.controller.js';
import { AdminStepUpService } from './admin-portal/admin-step-up.service.js';
import { EmailVerificationController } from './accounts/email-verification.controller.js';
import { EmailVerification } from './accounts/email-verification.service.js';
import { RegistrationController } from './accounts/registration.controller.js';
import { RegistrationService } from './accounts/registration.service.js';
import { HandoverCodes } from './calculator-handover/handover-codes.js';
import { HandoverController } from './calculator-handover/handover.controller.js';
import { CLOCK, systemClock, type Clock } from './common/clock.js';
import { IdentityMail } from './common/identity-mail.js';
import { IP_LIMITS, TOO_MANY_REQUESTS } from './common/rate-limits.js';
import { SecuritySettingsReader } from './common/security-settings.js';
import { SignInLocks } from './common/sign-in-locks.js';
import { sessionCookiePolicy, sessionCookiePolicyMiddleware } from './common/session-cookie.js';
import { IDENTITY_CONFIG, type IdentityConfig } from './config/identity.config.js';
import { PasswordResetController } from './password-reset/password-reset.controller.js';
import { PasswordResetService } from './password-reset/password-reset.service.js';
import { SessionsController } from './sessions/sessions.controller.js';
import { SignInController } from './sign-in/sign-in.controller.js';
import { SignInService } from './sign-in/sign-in.service.js';
import { TwoFactorCodes } from './two-factor/two-factor-codes.js';
import { TwoFactorController } from './two-factor/two-factor.controller.js';
import { TwoFactorService } from './two-factor/two-factor.service.js';

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
      ],
      controllers: [
        RegistrationController,
        EmailVerificationController,
        SignInController,
        TwoFactorController,
        SessionsController,
        PasswordResetController,
        HandoverController,
        AdminSignInController,
        AdminStepUpController,
      ],
      providers: [
        { provide: IDENTITY_CONFIG, useValue: config },
        { provide: CLOCK, useValue: options.clock ?? systemClock },
        SecuritySettingsReader,
        SignInLocks,
        IdentityMail,
        RegistrationService,
        EmailVerification,
        SignInService,
        TwoFactorCodes,
        TwoFactorService,
        PasswordResetService,
        HandoverCodes,
        AdminStepUpService,
        AdminPortalGuard,
      ],
      exports: [IDENTITY_CONFIG],
    };
  }
}
