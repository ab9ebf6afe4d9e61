import {
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Inject,
  Logger,
  Post,
  Query,
  Res,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { ApiExcludeController, ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { HEALTH_PATHS, type Liveness, type Readiness } from '@pac/contracts';
import { type Response } from 'express';
import { Redis } from 'ioredis';
import { type PrismaClient } from '@pac/db';
import { PRISMA } from '../database/database.module.js';
import { dependencyErrorSummary } from '../bootstrap/dependency-errors.js';
import { REDIS, assertRedisConnected } from '../redis/redis.module.js';
import { Public } from '../auth/public-route.js';
import { EventLoopWatchdog, blockEventLoop } from './event-loop-watchdog.js';
import {
  DEFAULT_CHECK_TIMEOUT_MS,
  checkProcessReadiness,
  loggingReadinessReport,
  processLiveness,
} from './readiness.js';

/** Token holding the service's name as it appears in readiness bodies and logs. */
export const SERVICE_NAME = Symbol('SERVICE_NAME');

/** Path of the test-only hook that blocks the event loop (mounted only with EVENT_LOOP_TEST_HOOK, see the module). */
export const EVENT_LOOP_TEST_HOOK_PATH = '/health/test/block-event-loop';

const readinessExample = {
  service: 'identity',
  status: 'healthy',
  checks: {
    database: { status: 'healthy' },
    redis: { status: 'healthy' },
    eventLoop: { status: 'healthy' },
  },
  uptime_seconds: 42,
};

@ApiTags('health')
@Public('liveness and readiness probes of the orchestrator and the gateway')
@Controller()
export class HealthController implements OnApplicationBootstrap, OnApplicationShutdown {
  // The reasons (hosts, ports, driver texts) go to the log; the public body says only which check failed and how.
  private readonly report = loggingReadinessReport(new Logger('Readiness'));

  constructor(
    @Inject(SERVICE_NAME) private readonly service: string,
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly watchdog: EventLoopWatchdog,
  ) {}

  @Get(HEALTH_PATHS.live)
  @ApiOkResponse({
    description: 'The process is running and its event loop turns.',
    schema: { example: { status: 'ok' } },
  })
  @ApiServiceUnavailableResponse({
    description: 'The event loop was blocked for 10 s or more just now: restart it.',
  })
  live(@Res({ passthrough: true }) res: Response): Liveness {
    const liveness = processLiveness(this.watchdog);
    if (liveness.status !== 'ok') res.status(HttpStatus.SERVICE_UNAVAILABLE);
    return liveness;
  }

  @Get(HEALTH_PATHS.ready)
  @ApiOkResponse({
    description: 'PostgreSQL and Redis both answer, and the event loop keeps up.',
    schema: { example: readinessExample },
  })
  @ApiServiceUnavailableResponse({
    description: 'A dependency does not answer, or the event loop lags by over a second; see `checks`.',
  })
  async ready(@Res({ passthrough: true }) res: Response): Promise<Readiness> {
    const readiness = await checkProcessReadiness(
      this.service,
      this.watchdog,
      {
        // Prisma's message starts with the call site; operators need the reason ("Can't reach database server at …").
        database: () =>
          this.prisma.$queryRaw`SELECT 1`.catch((error: unknown) => {
            throw new Error(dependencyErrorSummary(error));
          }),
        redis: async () => {
          assertRedisConnected(this.redis);
          await this.redis.ping();
        },
      },
      DEFAULT_CHECK_TIMEOUT_MS,
      this.report,
    );
    res.status(readiness.status === 'healthy' ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return readiness;
  }

  // Started once Nest has built the app (routes, OpenAPI), so its own start-up work is never counted as a lag.
  onApplicationBootstrap(): void {
    this.watchdog.start();
  }

  onApplicationShutdown(): void {
    this.watchdog.stop();
  }
}

/**
 * Test-only: `POST /health/test/block-event-loop?ms=4000&slice=1200` keeps the event loop busy for `ms` in slices
 * of `slice` ms (requests are answered in short gaps between them), as a runaway render would. Mounted only when
 * EVENT_LOOP_TEST_HOOK=1 and NODE_ENV is not production (HealthModule.forService); undocumented in OpenAPI, and
 * neither gateway routes it.
 */
@ApiExcludeController()
@Public('test-only hook, mounted only with EVENT_LOOP_TEST_HOOK=1 outside production')
@Controller()
export class EventLoopTestHookController {
  @Post(EVENT_LOOP_TEST_HOOK_PATH)
  @HttpCode(HttpStatus.ACCEPTED)
  block(@Query('ms') ms?: string, @Query('slice') slice?: string): { blockingMs: number } {
    const forMs = Math.min(Math.max(Number(ms) || 0, 0), 120_000);
    const sliceMs = Math.min(Math.max(Number(slice) || forMs, 1), forMs || 1);
    void blockEventLoop(forMs, sliceMs);
    return { blockingMs: forMs };
  }
}
