import { describe, expect, it } from 'vitest';
import { cleanMessageText, cleanSubject, firstNameOf, renderBroadcastEmail } from './broadcast-email.js';

const input = {
  subject: 'Spring update',
  message: 'New <script>alert(1)</script> features.',
  fullName: '  Ann  Lee ',
  siteName: 'Property Analysis Calculator',
  siteUrl: 'https://deals.example.com/',
  unsubscribeToken: '0b6f6a52-6f2b-4d0c-9d55-2f8a3b1f6c11',
};

describe('broadcast email', () => {
  it('greets the recipient by first name and keeps the admin’s text as plain characters', () => {
    const email = renderBroadcastEmail(input);
    expect(email.text.startsWith('Hi Ann,\n\nNew <script>alert(1)</script> features.\n')).toBe(true);
    expect(email).not.toHaveProperty('html');
  });

  it('says hello when the name is empty', () => {
    expect(renderBroadcastEmail({ ...input, fullName: ' ' }).text.startsWith('Hello,\n')).toBe(true);
  });

  it('links to the unsubscribe page and offers one-click unsubscribe (RFC 8058)', () => {
    const email = renderBroadcastEmail(input);
    expect(email.text).toContain(
      'Unsubscribe from these announcements: https://deals.example.com/email/unsubscribe?token=0b6f6a52-6f2b-4d0c-9d55-2f8a3b1f6c11',
    );
    expect(email.headers).toEqual({
      'List-Unsubscribe':
        '<https://deals.example.com/api/email/unsubscribe?token=0b6f6a52-6f2b-4d0c-9d55-2f8a3b1f6c11>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('keeps a subject on one line, so it cannot start a header of its own', () => {
    expect(cleanSubject('Hello\r\nBcc: everyone@example.com')).toBe('Hello Bcc: everyone@example.com');
  });

  it('drops control and bidi-override characters but keeps line breaks', () => {
    expect(cleanMessageText('a\u0000b\r\nc\u202Ed\te')).toBe('ab\ncd\te');
    expect(firstNameOf('\u202EAnn Lee')).toBe('Ann');
  });
});
