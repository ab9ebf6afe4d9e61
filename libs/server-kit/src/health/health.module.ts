import { Module, type DynamicModule } from '@nestjs/common';
import { EventLoopWatchdog } from './event-loop-watchdog.js';
import { EventLoopTestHookController, HealthController, SERVICE_NAME } from './health.controller.js';

/**
 * Whether the test-only event-loop hook is mounted: EVENT_LOOP_TEST_HOOK=1, and never with NODE_ENV=production,
 * so a stray variable in a deployment cannot open it (no image, manifest or `npm start` sets it).
 */
export function eventLoopTestHookEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.EVENT_LOOP_TEST_HOOK === '1' && env.NODE_ENV !== 'production';
}

/**
 * `/health/live` and `/health/ready` with the process's event-loop watchdog; needs DatabaseModule and RedisModule
 * (both global) in the app.
 */
@Module({})
export class HealthModule {
  static forService(service: string): DynamicModule {
    return {
      module: HealthModule,
      controllers: eventLoopTestHookEnabled()
        ? [HealthController, EventLoopTestHookController]
        : [HealthController],
      providers: [
        { provide: SERVICE_NAME, useValue: service },
        // Started by the HealthController once the app is built, before it listens.
        { provide: EventLoopWatchdog, useFactory: () => new EventLoopWatchdog() },
      ],
      exports: [SERVICE_NAME, EventLoopWatchdog],
    };
  }
}
