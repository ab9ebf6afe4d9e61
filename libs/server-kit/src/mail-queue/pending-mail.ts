import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { emailJobSchema, type EmailJob } from './email-job.js';

const VERSION = 'v1';
/** HKDF context: this key seals pending mail and nothing else, whatever else the server secret keys. */
const KEY_INFO = 'pac pending mail v1';

/** A message that has an email log row to rebuild it from. */
export type LoggedEmailJob = EmailJob & { emailLogId: string };

/**
 * Seals the message of a pending email log row (`email_logs.pending_message`), so the email worker's reconciler
 * can queue it again when Redis loses its job, while the database holds no code or link in plain text.
 * AES-256-GCM under a key derived (HKDF-SHA-256) from the server secret (JWT_SECRET), with the row's id as
 * associated data: a sealed message opens only on its own row, and any change to it fails to open.
 */
export class PendingMailSeal {
  private readonly key: Buffer;

  constructor(serverSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', serverSecret, Buffer.alloc(0), KEY_INFO, 32));
  }

  /** Seals what the producer queues; validating the job is the queue's business (a bad recipient fails there). */
  seal(message: LoggedEmailJob): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(message.emailLogId, 'utf8'));
    const body = Buffer.concat([cipher.update(JSON.stringify(message), 'utf8'), cipher.final()]);
    return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
  }

  /** The message sealed on row `emailLogId`; throws when the key is wrong, the value altered or from another row. */
  open(emailLogId: string, sealed: string): LoggedEmailJob {
    if (!sealed.startsWith(`${VERSION}:`)) throw new Error('Unknown sealed mail format');
    const raw = Buffer.from(sealed.slice(VERSION.length + 1), 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
    decipher.setAAD(Buffer.from(emailLogId, 'utf8'));
    decipher.setAuthTag(raw.subarray(12, 28));
    const plain = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    const job = emailJobSchema.parse(JSON.parse(plain));
    if (job.emailLogId !== emailLogId) throw new Error('Sealed mail belongs to another email log row');
    return { ...job, emailLogId };
  }
}
