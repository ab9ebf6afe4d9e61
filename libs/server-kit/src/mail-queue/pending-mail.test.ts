import { describe, expect, it } from 'vitest';
import { PendingMailSeal } from './pending-mail.js';

const secret = 'test-only-server-secret-0123456789abcdef';
const message = {
  to: 'ann@example.com',
  subject: 'Your verification code',
  text: 'Your verification code is: 482913',
  emailLogId: '6f1c1c52-4a55-4c7e-9a0e-3b0d7f1b2a10',
  secret: true,
};

describe('sealed pending mail', () => {
  it('opens to the same message on its own row, and holds none of its text in the clear', () => {
    const seal = new PendingMailSeal(secret);
    const sealed = seal.seal(message);
    expect(sealed).not.toContain('482913');
    expect(Buffer.from(sealed.slice(3), 'base64').toString('latin1')).not.toContain('482913');
    expect(seal.open(message.emailLogId, sealed)).toEqual(message);
  });

  it('does not open on another row, under another secret, or once altered', () => {
    const sealed = new PendingMailSeal(secret).seal(message);
    expect(() => new PendingMailSeal(secret).open('0a2b7c0e-0000-4000-8000-000000000000', sealed)).toThrow();
    expect(() => new PendingMailSeal(`${secret}-other`).open(message.emailLogId, sealed)).toThrow();
    const raw = Buffer.from(sealed.slice(3), 'base64');
    raw.writeUInt8(raw.readUInt8(raw.length - 1) ^ 1, raw.length - 1);
    expect(() =>
      new PendingMailSeal(secret).open(message.emailLogId, `v1:${raw.toString('base64')}`),
    ).toThrow();
  });
});
