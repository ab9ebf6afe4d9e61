import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpSink } from './smtp-sink.js';

const sink = new SmtpSink({ keepMessages: false });
beforeAll(() => sink.start(0));
afterAll(() => sink.stop());

describe('SmtpSink counts', () => {
  it('counts each recipient of a subject once, however many copies arrive, as countsFor does', async () => {
    const transport = nodemailer.createTransport({ host: '127.0.0.1', port: sink.port, ignoreTLS: true });
    const send = (to: string, subject: string) =>
      transport.sendMail({ from: 'a@example.com', to, subject, text: 'Hello' });
    try {
      await send('one@example.com', 'Spring update');
      await send('two@example.com', 'Spring update');
      await send('one@example.com', 'Spring update');
      await send('one@example.com', 'Another subject');
    } finally {
      transport.close();
    }
    expect(sink.recipientCount('Spring update')).toBe(2);
    expect(sink.countsFor('Spring update')).toEqual(
      new Map([
        ['one@example.com', 2],
        ['two@example.com', 1],
      ]),
    );
    expect(sink.recipientCount('Another subject')).toBe(1);
    expect(sink.recipientCount('Never sent')).toBe(0);
  });
});
