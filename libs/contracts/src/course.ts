import { z } from 'zod';

/**
 * The free course, shared by mfe-course and the content service: catalogue and progress shapes, the lead-signup
 * schemas with their validation and result texts, the video-host id rule and the player's timers.
 */

export const COURSE_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  validEmailRequired: 'Valid email is required',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid phone number (10-20 digits)',
  validationErrorTitle: 'Validation Error',
  submissionFailedTitle: 'Submission Failed',
  /** What the service answers when the lead's email belongs to an account. */
  emailAlreadyRegistered: 'Email already registered',
  /** What the form shows for that answer. */
  emailAlreadyRegisteredShown:
    'This email is already registered. Please use a different email or try logging in.',
  networkError: 'Network error. Please check your connection and try again.',
  submissionFailedDefault: 'There was an error submitting your information. Please try again.',
  submissionSucceeded: 'Your information has been submitted successfully! Redirecting to login...',
  playerUnavailable: 'Video player API unavailable. Video should still work with standard controls.',
  loadingVideo: 'Loading video...',
  loadingPdf: 'Loading PDF...',
  sessionIdMissing: 'X-Session-ID header is required',
  sessionIdMalformed: 'X-Session-ID header is malformed',
  unknownVideo: 'Unknown course video',
  videoNotInModule: 'The video does not belong to that module',
  positionInvalid: 'Position must be a non-negative number of seconds',
  completedInvalid: 'Completed must be true or false',
} as const;

/** Timers of the course player and the signup form. */
export const COURSE_TIMINGS = {
  /** Playback position is saved about this often while a video is open. */
  positionSaveIntervalMs: 5_000,
  /** A saved position is restored this long after the player is ready. */
  positionRestoreDelayMs: 1_000,
  /** After a successful signup the page moves on to /login after this long. */
  signupRedirectMs: 2_000,
} as const;

/** The header carrying the browser's generated course session id: progress is kept per browser, no account needed. */
export const COURSE_SESSION_HEADER = 'X-Session-ID';

/** Every lead is sent with this revenue band: the course form does not ask for one. */
export const COURSE_SIGNUP_BUSINESS_REVENUE = '0-100k';

// ───────────────────────────── video host ─────────────────────────────

/** The video host (Vimeo-style): its player API script and the embed page a video plays in. */
export const VIDEO_HOST = {
  origin: 'https://player.vimeo.com',
  playerScriptUrl: 'https://player.vimeo.com/api/player.js',
  embedUrl: (videoHostId: string) => `https://player.vimeo.com/video/${videoHostId}`,
} as const;

const VIDEO_HOST_ID = /^\d{6,12}$/;
const VIDEO_HOST_NAMES = ['vimeo.com', 'www.vimeo.com', 'player.vimeo.com'];

/**
 * A video reference is a numeric id or a host URL; the id must be 6-12 digits, anything else is an
 * error. `parseVideoHostId('https://player.vimeo.com/video/824560193')` → '824560193'.
 */
export function parseVideoHostId(reference: string | number): string {
  const text = String(reference).trim();
  if (VIDEO_HOST_ID.test(text)) return text;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`Invalid video id "${text}": expected 6-12 digits or a video host URL`);
  }
  if (!['https:', 'http:'].includes(url.protocol) || !VIDEO_HOST_NAMES.includes(url.hostname)) {
    throw new Error(`Invalid video URL "${text}": not a video host address`);
  }
  // The id is the last all-digit path segment: /123456789, /video/123456789, /channels/x/123456789.
  const id = url.pathname
    .split('/')
    .filter((segment) => /^\d+$/.test(segment))
    .at(-1);
  if (!id || !VIDEO_HOST_ID.test(id)) {
    throw new Error(`Invalid video URL "${text}": the video id must be 6-12 digits`);
  }
  return id;
}

// ───────────────────────────── catalogue ─────────────────────────────

export interface CourseResourceLink {
  title: string;
  url: string;
}

export interface CourseVideoEntry {
  id: string;
  title: string;
  description: string;
  videoHostId: string;
  /** As shown: "7:54". */
  duration: string;
  durationSeconds: number;
  resources: CourseResourceLink[];
}

export interface CourseStageEntry {
  id: string;
  title: string;
  videos: CourseVideoEntry[];
}

export interface CourseCatalogueResponse {
  success: true;
  stages: CourseStageEntry[];
}

/** 474 → "7:54". */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** A resource that opens in the PDF viewer rather than a new tab. */
export const isPdfResource = (url: string): boolean =>
  /\.pdf($|[?#])/i.test(url) || url === '/api/workbook/download';

// ───────────────────────────── progress ─────────────────────────────

/** Generated by the browser (a UUID); anything outside this shape is refused rather than stored. */
export const courseSessionIdSchema = z
  .string({ error: COURSE_MESSAGES.sessionIdMissing })
  .trim()
  .min(1, COURSE_MESSAGES.sessionIdMissing)
  .regex(/^[A-Za-z0-9_-]{8,128}$/, COURSE_MESSAGES.sessionIdMalformed);

const catalogueId = z.string().trim().min(1).max(64);

export const courseProgressUpdateSchema = z.object({
  video_id: catalogueId.describe('id of a catalogue video, e.g. module3'),
  module_id: catalogueId.describe('id of the stage holding it, e.g. modules'),
  position: z
    .number({ error: COURSE_MESSAGES.positionInvalid })
    .finite(COURSE_MESSAGES.positionInvalid)
    .min(0, COURSE_MESSAGES.positionInvalid)
    .max(24 * 60 * 60, COURSE_MESSAGES.positionInvalid),
  completed: z.boolean({ error: COURSE_MESSAGES.completedInvalid }).default(false),
});
export type CourseProgressUpdate = z.infer<typeof courseProgressUpdateSchema>;

/** Backend progress row: one per browser session and video. */
export interface CourseProgressEntry {
  video_id: string;
  module_id: string;
  position: number;
  completed: boolean;
  updated_at: string;
}

export interface CourseProgressResponse {
  success: true;
  progress: CourseProgressEntry[];
  /** Completed videos over all videos, 0-100, rounded. */
  percentage: number;
}

export const progressPercentage = (completedVideos: number, totalVideos: number): number =>
  totalVideos === 0 ? 0 : Math.round((Math.min(completedVideos, totalVideos) / totalVideos) * 100);

// ───────────────────────────── lead signup ─────────────────────────────

/** A phone number: optional plus, then 10-20 digits, spaces, hyphens or brackets. */
export const PHONE_PATTERN = /^\+?[\d\s\-()]{10,20}$/;
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(100, message);

export const courseSignupStepOneSchema = z.object({
  first_name: requiredText(COURSE_MESSAGES.firstNameRequired),
  last_name: requiredText(COURSE_MESSAGES.lastNameRequired),
  email: z
    .string({ error: COURSE_MESSAGES.emailRequired })
    .trim()
    .min(1, COURSE_MESSAGES.emailRequired)
    .max(254, COURSE_MESSAGES.validEmailRequired)
    .regex(SIMPLE_EMAIL, COURSE_MESSAGES.validEmailRequired),
});

export const courseSignupStepTwoSchema = z.object({
  phone: z
    .string({ error: COURSE_MESSAGES.phoneRequired })
    .trim()
    .min(1, COURSE_MESSAGES.phoneRequired)
    .regex(PHONE_PATTERN, COURSE_MESSAGES.phoneInvalid),
});

export const courseSignupRequestSchema = courseSignupStepOneSchema.extend({
  ...courseSignupStepTwoSchema.shape,
  business_revenue: z.string().trim().min(1).max(40).default(COURSE_SIGNUP_BUSINESS_REVENUE),
});
export type CourseSignupRequest = z.infer<typeof courseSignupRequestSchema>;

export interface CourseSignupResponse {
  success: true;
  message: string;
}

/** The first message of a failed parse: what the form puts in its 'Validation Error' toast. */
export function firstIssueMessage(result: z.ZodSafeParseResult<unknown>): string | undefined {
  return result.success ? undefined : result.error.issues[0]?.message;
}
