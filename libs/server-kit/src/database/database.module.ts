import {
  Global,
  Inject,
  Injectable,
  Module,
  type DynamicModule,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { createPrismaClient, type PrismaClient } from '@pac/db';
import { dependencyTimeoutsFrom } from '../config/env-schemas.js';

/** Injection token of the service's one PrismaClient: `constructor(@Inject(PRISMA) db: PrismaClient)`. */
export const PRISMA = Symbol('PRISMA');

@Injectable()
class PrismaShutdown implements OnApplicationShutdown {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  // Runs after the HTTP server has stopped taking requests, so in-flight queries finish first.
  async onApplicationShutdown(): Promise<void> {
    await this.prisma.$disconnect();
  }
}

@Global()
@Module({})
export class DatabaseModule {
  static forRoot(databaseUrl: string): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [
        {
          provide: PRISMA,
          // DATABASE_CONNECT_TIMEOUT_MS / DATABASE_STATEMENT_TIMEOUT_MS, validated at start with the service's config.
          useFactory: () => {
            const timeouts = dependencyTimeoutsFrom();
            return createPrismaClient(databaseUrl, {
              connectTimeoutMs: timeouts.DATABASE_CONNECT_TIMEOUT_MS,
              statementTimeoutMs: timeouts.DATABASE_STATEMENT_TIMEOUT_MS,
            });
          },
        },
        PrismaShutdown,
      ],
      exports: [PRISMA],
    };
  }
}
