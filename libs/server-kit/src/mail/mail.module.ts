import { Global, Module, type DynamicModule } from '@nestjs/common';
import { Redis } from 'ioredis';
import { MAIL_QUEUE_CONNECTION, MAIL_QUEUE_OPTIONS, MailQueue, type MailQueueOptions } from './mail-queue.js';
import { PendingMailSeal } from '../mail-queue/pending-mail.js';
import { PENDING_MAIL_SEAL, MailOutbox } from './mail-outbox.js';

export interface MailModuleOptions extends MailQueueOptions {
  /** JWT_SECRET: the key that seals a pending mail's message on its email_logs row is derived from it. */
  serverSecret: string;
}

/**
 * Gives the app a `MailQueue` and `MailOutbox` (log the mail sealed, then queue it); BullMQ needs its own
 * connection with `maxRetriesPerRequest: null`.
 */
@Global()
@Module({})
export class MailModule {
  static forRoot(redisUrl: string, { serverSecret, ...options }: MailModuleOptions): DynamicModule {
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
        { provide: PENDING_MAIL_SEAL, useFactory: () => new PendingMailSeal(serverSecret) },
        MailQueue,
        MailOutbox,
      ],
      exports: [MailQueue, MailOutbox],
    };
  }
}
