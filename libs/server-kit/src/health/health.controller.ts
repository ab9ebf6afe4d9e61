import { Controller, Get, HttpStatus, Inject, Logger, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { HEALTH_PATHS, type Readiness } from '@pac/contracts';
import { type Response } from 'express';
import { Redis } from 'ioredis';
import { type PrismaClient } from '@pac/db';
import { PRISMA } from '../database/database.module.js';
import { dependencyErrorSummary } from '../bootstrap/dependency-errors.js';
import { REDIS, assertRedisConnected } from '../redis/redis.module.js';
import { Public } from '../auth/public-route.js';
import { DEFAULT_CHECK_TIMEOUT_MS, checkReadiness, loggingReadinessReport } from './readiness.js';

/** Token holding the service's name as it appears in readiness bodies and logs. */
export const SERVICE_NAME = Symbol('SERVICE_NAME');

const readinessExample = {
  service: 'identity',
  status: 'healthy',
  checks: { database: { status: 'healthy' }, redis: { status: 'healthy' } },
  uptime_seconds: 42,
};

@ApiTags('health')
@Public('liveness and readiness probes of the orchestrator and the gateway')
@Controller()
export class HealthController {
  // The reasons (hosts, ports, driver texts) go to the log; the public body says only which check failed and how.
  private readonly report = loggingReadinessReport(new Logger('Readiness'));

  constructor(
    @Inject(SERVICE_NAME) private readonly service: string,
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  @Get(HEALTH_PATHS.live)
  @ApiOkResponse({ description: 'The process is running.', schema: { example: { status: 'ok' } } })
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Get(HEALTH_PATHS.ready)
  @ApiOkResponse({ description: 'PostgreSQL and Redis both answer.', schema: { example: readinessExample } })
  @ApiServiceUnavailableResponse({ description: 'At least one dependency does not answer; see `checks`.' })
  async ready(@Res({ passthrough: true }) res: Response): Promise<Readiness> {
    const readiness = await checkReadiness(
      this.service,
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
}
