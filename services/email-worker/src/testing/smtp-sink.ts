import { SMTPServer } from 'smtp-server';
import { type AddressInfo } from 'node:net';

/** One accepted message: enough of it to tell who got what. */
export interface SunkMessage {
  to: string[];
  subject: string;
  headers: Map<string, string>;
  body: string;
}

/**
 * A local SMTP server for tests and benchmarks that keeps count of what it accepted. It can refuse recipients
 * (550), be stopped and restarted on its port (connection refused meanwhile), and hold messages without answering
 * (a client killed then has them unconfirmed, as with a real server: no 250 reply, no delivery).
 */
export class SmtpSink {
  readonly messages: SunkMessage[] = [];
  /** Accepted messages per "subject\nrecipient" — all a benchmark keeps. */
  readonly tally = new Map<string, number>();
  /** Distinct recipients per subject, kept as messages arrive, so waiting on a count costs nothing per check. */
  private readonly recipientsBySubject = new Map<string, number>();
  private accepted = 0;

  /** `keepMessages: false` (benchmarks): count only, so 100,000 messages do not sit in memory. */
  constructor(private readonly options: { keepMessages?: boolean } = {}) {}

  get acceptedCount(): number {
    return this.accepted;
  }

  private server: SMTPServer | undefined;
  private portNumber = 0;
  private readonly rejected = new Set<string>();
  private holding = false;
  private readonly held: Array<() => void> = [];
  private readonly listeners = new Set<() => void>();

  get port(): number {
    return this.portNumber;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.portNumber}`;
  }

  /** Starts listening (on the same port again after `stop()`). */
  async start(port = this.portNumber): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      closeTimeout: 50,
      size: 1024 * 1024,
      onRcptTo: (address, _session, callback) => {
        if (this.rejected.has(address.address.toLowerCase())) {
          const error = new Error(`5.1.1 <${address.address}>: Recipient address rejected: User unknown`);
          (error as Error & { responseCode: number }).responseCode = 550;
          return callback(error);
        }
        callback();
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const accept = () => {
            const message = parseMessage(Buffer.concat(chunks).toString('utf8'), session.envelope.rcptTo);
            this.accepted += 1;
            for (const to of message.to) {
              const key = `${message.subject}\n${to}`;
              const before = this.tally.get(key) ?? 0;
              this.tally.set(key, before + 1);
              if (before === 0)
                this.recipientsBySubject.set(
                  message.subject,
                  (this.recipientsBySubject.get(message.subject) ?? 0) + 1,
                );
            }
            if (this.options.keepMessages !== false) this.messages.push(message);
            this.listeners.forEach((listener) => listener());
            callback();
          };
          if (!this.holding) return accept();
          // Never confirmed: released only with a temporary error, so the message was not delivered.
          this.held.push(() =>
            callback(Object.assign(new Error('4.3.0 Try again later'), { responseCode: 451 })),
          );
        });
      },
    });
    server.on('error', () => undefined);
    await new Promise<void>((resolve, reject) => {
      const listening = server.listen(port, '127.0.0.1', () => resolve());
      listening.once('error', reject);
    });
    this.portNumber = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  /** Closes the port: clients get "connection refused" until `start()` again. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  reject(address: string): void {
    this.rejected.add(address.toLowerCase());
  }

  /** From now on, messages are read but not answered. */
  hold(): void {
    this.holding = true;
  }

  /** Answers the held messages with a temporary failure and accepts new ones again. */
  releaseUnconfirmed(): void {
    this.holding = false;
    this.held.splice(0).forEach((answer) => answer());
  }

  get heldCount(): number {
    return this.held.length;
  }

  /** Resolves once `predicate` holds (checked on every accepted message). */
  until(predicate: () => boolean, timeoutMs = 60_000): Promise<void> {
    if (predicate()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.listeners.delete(check);
        reject(
          new Error(`SMTP sink: condition not met within ${timeoutMs} ms (${this.messages.length} received)`),
        );
      }, timeoutMs);
      const check = () => {
        if (!predicate()) return;
        clearTimeout(timer);
        this.listeners.delete(check);
        resolve();
      };
      this.listeners.add(check);
    });
  }

  /** How many recipients got at least one message with this subject (`countsFor(subject).size`, at no cost). */
  recipientCount(subject: string): number {
    return this.recipientsBySubject.get(subject) ?? 0;
  }

  /** How many messages each recipient got with this subject (walks every count: for checks, not for polling). */
  countsFor(subject: string): Map<string, number> {
    const counts = new Map<string, number>();
    const prefix = `${subject}\n`;
    for (const [key, count] of this.tally)
      if (key.startsWith(prefix)) counts.set(key.slice(prefix.length), count);
    return counts;
  }
}

function parseMessage(raw: string, rcptTo: { address: string }[]): SunkMessage {
  const split = raw.indexOf('\r\n\r\n');
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split + 4);
  const headers = new Map<string, string>();
  // Unfold continuation lines, then read "Name: value".
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const quotedPrintable = headers.get('content-transfer-encoding')?.toLowerCase() === 'quoted-printable';
  return {
    to: rcptTo.map((address) => address.address.toLowerCase()),
    subject: headers.get('subject') ?? '',
    headers,
    body: quotedPrintable ? decodeQuotedPrintable(body) : body,
  };
}

/** Soft line breaks joined, =XX escapes turned back into their UTF-8 bytes. */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else bytes.push(...Buffer.from(joined[index] as string, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}
