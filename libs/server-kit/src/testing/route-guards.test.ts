import 'reflect-metadata';
import {
  Controller,
  RequestMethod,
  type MiddlewareConsumer,
  type NestModule,
  Get,
  Injectable,
  Module,
  Post,
  UseGuards,
  type CanActivate,
  type INestApplication,
  type Provider,
  type Type,
} from '@nestjs/common';
import { APP_GUARD, NestFactory } from '@nestjs/core';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_OPTIONS } from '../auth/auth-options.js';
import { Public } from '../auth/public-route.js';
import { AdminGuard, SESSION_STRATEGY, SessionAuthGuard } from '../auth/session-auth.guard.js';
import { checkRouteGuards } from './route-guards.js';

/** Stand-ins for what SessionAuthGuard needs: the walk reads metadata, no request is ever made. */
const guardDependencies = [
  { provide: SESSION_STRATEGY, useValue: {} },
  { provide: AUTH_OPTIONS, useValue: { jwtSecret: 'x'.repeat(32) } },
  SessionAuthGuard,
  AdminGuard,
];

@Injectable()
class ApiKeyGuard implements CanActivate {
  canActivate() {
    return true;
  }
}

@Controller('api/things')
class ThingsController {
  @Get()
  @UseGuards(SessionAuthGuard)
  list() {}

  @Post()
  forgotten() {}

  @Get('open')
  @Public('probe: open by design')
  open() {}

  @Get('by-key')
  @UseGuards(ApiKeyGuard)
  byKey() {}
}

@Controller('api/admin/things')
@UseGuards(AdminGuard)
class AdminThingsController {
  @Get()
  list() {}
}

@Controller('api/admin/profile')
class AdminProfileController {
  @Get()
  @UseGuards(SessionAuthGuard)
  profile() {}

  @Post('login')
  @Public('probe: admin sign-in')
  login() {}

  @Post('logout')
  @Public('probe: contradictory')
  @UseGuards(SessionAuthGuard)
  logout() {}
}

@Controller()
@Public('probe: health')
class ProbeHealthController {
  @Get('health/live')
  live() {}
}

async function boot(
  controllers: Type<unknown>[],
  extraProviders: Provider[] = [],
): Promise<INestApplication> {
  @Module({ controllers, providers: [...guardDependencies, ApiKeyGuard, ...extraProviders] })
  class ProbeModule {}
  const app = await NestFactory.create(ProbeModule, { logger: false });
  await app.init();
  return app;
}

describe('route-guard walk (every route guarded or deliberately public)', () => {
  let app: INestApplication | undefined;
  afterEach(() => app?.close());

  it('lists each route that is neither public nor authenticated, and admin routes without the admin guard', async () => {
    app = await boot([
      ThingsController,
      AdminThingsController,
      AdminProfileController,
      ProbeHealthController,
    ]);
    const report = checkRouteGuards(app, { publicNonControllerRoutes: [] });

    expect(report.offences).toEqual([
      'GET /api/admin/profile (AdminProfileController.profile; guards: SessionAuthGuard): under /api/admin without the admin guard',
      'POST /api/admin/profile/logout (AdminProfileController.logout; guards: SessionAuthGuard): marked @Public() but requires authentication',
      'POST /api/things (ThingsController.forgotten; guards: none): no authentication guard and not @Public()',
      'GET /api/things/by-key (ThingsController.byKey; guards: ApiKeyGuard): no authentication guard and not @Public()',
    ]);
    expect(report.publicRoutes).toEqual([
      'GET /api/things/open',
      'GET /health/live',
      'POST /api/admin/profile/login',
      'POST /api/admin/profile/logout',
    ]);
    expect(report.routes.find((route) => route.path === '/health/live')?.publicReason).toBe('probe: health');
  });

  it("counts a service's own authentication guard once it is named in the policy", async () => {
    app = await boot([ThingsController]);
    const report = checkRouteGuards(app, {
      authenticationGuards: [SessionAuthGuard, ApiKeyGuard],
      publicNonControllerRoutes: [],
    });
    expect(report.offences).toEqual([
      'POST /api/things (ThingsController.forgotten; guards: none): no authentication guard and not @Public()',
    ]);
  });

  it('applies global guards (APP_GUARD) to every route', async () => {
    app = await boot([ThingsController], [{ provide: APP_GUARD, useExisting: SessionAuthGuard }]);
    const report = checkRouteGuards(app, { publicNonControllerRoutes: [] });
    expect(report.offences).toEqual([
      'GET /api/things/open (ThingsController.open; guards: SessionAuthGuard): marked @Public() but requires authentication',
    ]);
  });

  it('reports routes added on the HTTP server beside the controllers, whose guards it cannot see', async () => {
    app = await NestFactory.create(
      (() => {
        @Module({ controllers: [ProbeHealthController] })
        class BareModule {}
        return BareModule;
      })(),
      { logger: false },
    );
    app.getHttpAdapter().get('/raw-export', (_req: unknown, res: { end: () => void }) => res.end());
    await app.init();
    expect(checkRouteGuards(app).offences).toEqual([
      'GET /raw-export: registered on the HTTP server outside any controller, so its guards are unknown',
    ]);
    expect(checkRouteGuards(app, { publicNonControllerRoutes: ['GET /raw-export'] }).offences).toEqual([]);
  });

  it('does not take middleware bound to every path (forRoutes) for a route', async () => {
    @Module({ controllers: [ProbeHealthController] })
    class MiddlewareModule implements NestModule {
      configure(consumer: MiddlewareConsumer) {
        consumer
          .apply((_req: unknown, _res: unknown, next: () => void) => next())
          .forRoutes({ path: '*path', method: RequestMethod.ALL });
      }
    }
    app = await NestFactory.create(MiddlewareModule, { logger: false });
    await app.init();
    expect(checkRouteGuards(app).offences).toEqual([]);
  });
});
