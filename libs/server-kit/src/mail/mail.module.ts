import { Global, Module, type DynamicModule } from '@nestjs/common';
import { Redis } from 'ioredis';
import { MAIL_QUEUE_CONNECTION, MAIL_QUEUE_OPTIONS, MailQueue, type MailQueueOptions } from './mail-queue.js';

/** Gives the app a `MailQueue`; BullMQ needs its own connection with `maxRetriesPerRequest: null`. */
@Global()
@Module({})
export class MailModule {
  static forRoot(redisUrl: string, options: MailQueueOptions = {}): DynamicModule {
    return {
      module: MailModule,
      providers: [
        {
          provide: MAIL_QUEUE_CONNECTION,
          useFactory: () => {
            const connection = new Redis(redisUrl, {
              maxRetriesPerRequest: null,
              connectionName: 'mail-queue',
            });
            // Errors are reported by MailQueue through the queue's own 'error' event.
            connection.on('error', () => undefined);
            return connection;
          },
        },
        { provide: MAIL_QUEUE_OPTIONS, useValue: options },
        MailQueue,
      ],
      exports: [MailQueue],
    };
  }
}
