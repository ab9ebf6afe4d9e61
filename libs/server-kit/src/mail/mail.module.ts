import { Global, Module, type DynamicModule } from '@nestjs/common';
import { Redis } from 'ioredis';
import { MAIL_QUEUE_CONNECTION, MailQueue } from './mail-queue.js';

/** Gives the app a `MailQueue`; BullMQ needs its own connection with `maxRetriesPerRequest: null`. */
@Global()
@Module({})
export class MailModule {
  static forRoot(redisUrl: string): DynamicModule {
    return {
      module: MailModule,
      providers: [
        {
          provide: MAIL_QUEUE_CONNECTION,
          useFactory: () => new Redis(redisUrl, { maxRetriesPerRequest: null, connectionName: 'mail-queue' }),
        },
        MailQueue,
      ],
      exports: [MailQueue],
    };
  }
}
