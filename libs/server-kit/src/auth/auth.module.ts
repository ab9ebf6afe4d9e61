import { Global, Module, type DynamicModule } from '@nestjs/common';
import { AUTH_OPTIONS, type AuthModuleOptions } from './auth-options.js';
import { AdminGuard, CheckoutAccessGuard, SESSION_STRATEGY, SessionAuthGuard } from './session-auth.guard.js';
import { SessionRegistry } from './session-registry.js';
import { createSessionStrategy } from './session-strategy.js';

/**
 * Session verification for any service, without calling identity: import after ServiceCoreModule (it uses PRISMA
 * and REDIS), then `@UseGuards(SessionAuthGuard)` / `AdminGuard` and `@CurrentUser()`.
 *
 *   AuthModule.forRoot({ jwtSecret: config.JWT_SECRET, allowedOrigins: allowedOriginsFrom(config) })
 */
@Global()
@Module({})
export class AuthModule {
  static forRoot(options: AuthModuleOptions): DynamicModule {
    if (options.jwtSecret.length < 32)
      throw new Error('AuthModule: jwtSecret must be at least 32 characters');
    return {
      module: AuthModule,
      providers: [
        { provide: AUTH_OPTIONS, useValue: options },
        SessionRegistry,
        {
          provide: SESSION_STRATEGY,
          inject: [SessionRegistry],
          useFactory: (sessions: SessionRegistry) => createSessionStrategy(options, sessions),
        },
        SessionAuthGuard,
        AdminGuard,
        CheckoutAccessGuard,
      ],
      exports: [
        AUTH_OPTIONS,
        SessionRegistry,
        SESSION_STRATEGY,
        SessionAuthGuard,
        AdminGuard,
        CheckoutAccessGuard,
      ],
    };
  }
}
