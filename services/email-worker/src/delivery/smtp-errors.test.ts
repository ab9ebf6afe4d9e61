import { describe, expect, it } from 'vitest';
import { classifySmtpFailure, smtpErrorText } from './smtp-errors.js';

describe('SMTP failures', () => {
  it('treats an unreachable server or 421 as an outage of the whole queue', () => {
    expect(classifySmtpFailure(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' }))).toBe(
      'outage',
    );
    expect(classifySmtpFailure(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' }))).toBe('outage');
    expect(classifySmtpFailure({ responseCode: 421, code: 'EENVELOPE' })).toBe('outage');
  });

  it('fails a message for good on a 5xx answer', () => {
    expect(classifySmtpFailure({ responseCode: 550, code: 'EENVELOPE' })).toBe('permanent');
    expect(classifySmtpFailure({ responseCode: 554 })).toBe('permanent');
  });

  it('retries a message on any other 4xx answer or unknown error', () => {
    expect(classifySmtpFailure({ responseCode: 450 })).toBe('temporary');
    expect(classifySmtpFailure(new Error('something odd'))).toBe('temporary');
  });

  it('reports the server’s own words where there are some', () => {
    expect(smtpErrorText({ response: '550 5.1.1 User unknown ', message: "Can't send mail" })).toBe(
      '550 5.1.1 User unknown',
    );
    expect(smtpErrorText(new Error('Greeting never received'))).toBe('Greeting never received');
  });
});
