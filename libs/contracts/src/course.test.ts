import { describe, expect, it } from 'vitest';
import {
  COURSE_MESSAGES,
  courseProgressUpdateSchema,
  courseSignupRequestSchema,
  courseSignupStepOneSchema,
  courseSignupStepTwoSchema,
  firstIssueMessage,
  formatDuration,
  parseVideoHostId,
  progressPercentage,
} from './course.js';

describe('parseVideoHostId (6-12 digits or a host URL)', () => {
  it('accepts a numeric id of 6 to 12 digits, as text or number', () => {
    expect(parseVideoHostId('123456')).toBe('123456');
    expect(parseVideoHostId('123456789012')).toBe('123456789012');
    expect(parseVideoHostId(824560193)).toBe('824560193');
  });

  it('takes the id from a host URL', () => {
    expect(parseVideoHostId('https://vimeo.com/824560193')).toBe('824560193');
    expect(parseVideoHostId('https://player.vimeo.com/video/824560193?h=abc')).toBe('824560193');
    expect(parseVideoHostId('https://vimeo.com/channels/staffpicks/824560193')).toBe('824560193');
  });

  it('raises an error for anything else', () => {
    for (const bad of ['12345', '1234567890123', 'abc123456', '', '12 345 678']) {
      expect(() => parseVideoHostId(bad), bad).toThrow(/Invalid video id/);
    }
    expect(() => parseVideoHostId('https://example.com/824560193')).toThrow(/not a video host/);
    expect(() => parseVideoHostId('https://vimeo.com/12345')).toThrow(/6-12 digits/);
    expect(() => parseVideoHostId('javascript:alert(1)')).toThrow(/Invalid video URL/);
  });
});

describe('course signup schemas (first error wins, as the toast shows one)', () => {
  const stepOne = (value: object) => firstIssueMessage(courseSignupStepOneSchema.safeParse(value));
  const stepTwo = (phone: unknown) => firstIssueMessage(courseSignupStepTwoSchema.safeParse({ phone }));

  it('reports step 1 problems in order', () => {
    expect(stepOne({ first_name: ' ', last_name: '', email: '' })).toBe(COURSE_MESSAGES.firstNameRequired);
    expect(stepOne({ first_name: 'Ann', last_name: '', email: '' })).toBe(COURSE_MESSAGES.lastNameRequired);
    expect(stepOne({ first_name: 'Ann', last_name: 'Lee', email: '' })).toBe(COURSE_MESSAGES.emailRequired);
    expect(stepOne({ first_name: 'Ann', last_name: 'Lee', email: 'ann@x' })).toBe(
      COURSE_MESSAGES.validEmailRequired,
    );
    expect(stepOne({ first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com' })).toBeUndefined();
  });

  it('checks the phone pattern: optional plus, 10-20 digits, spaces, hyphens or brackets', () => {
    expect(stepTwo('')).toBe(COURSE_MESSAGES.phoneRequired);
    expect(stepTwo(undefined)).toBe(COURSE_MESSAGES.phoneRequired);
    expect(stepTwo('12345')).toBe(COURSE_MESSAGES.phoneInvalid);
    expect(stepTwo('0207-abc-1234')).toBe(COURSE_MESSAGES.phoneInvalid);
    expect(stepTwo('+44 (20) 7946-0958')).toBeUndefined();
    expect(stepTwo('07700900123')).toBeUndefined();
    expect(stepTwo('+' + '1'.repeat(21))).toBe(COURSE_MESSAGES.phoneInvalid);
  });

  it('keeps business_revenue as sent and defaults it to the one band the form sends', () => {
    const lead = { first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com', phone: '07700900123' };
    expect(courseSignupRequestSchema.parse(lead).business_revenue).toBe('0-100k');
    expect(courseSignupRequestSchema.parse({ ...lead, business_revenue: '100k-250k' }).business_revenue).toBe(
      '100k-250k',
    );
  });
});

describe('progress', () => {
  it('refuses negative, non-numeric or infinite positions', () => {
    const base = { video_id: 'module1', module_id: 'modules', completed: false };
    for (const position of [-1, '12', null, Number.POSITIVE_INFINITY]) {
      const result = courseProgressUpdateSchema.safeParse({ ...base, position });
      expect(firstIssueMessage(result)).toBe(COURSE_MESSAGES.positionInvalid);
    }
    expect(courseProgressUpdateSchema.parse({ ...base, position: 12.5 }).position).toBe(12.5);
  });

  it('rounds the percentage of completed videos', () => {
    expect(progressPercentage(0, 9)).toBe(0);
    expect(progressPercentage(1, 9)).toBe(11);
    expect(progressPercentage(9, 9)).toBe(100);
    expect(formatDuration(474)).toBe('7:54');
    expect(formatDuration(39)).toBe('0:39');
  });
});
