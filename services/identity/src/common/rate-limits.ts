import { HttpException, HttpStatus } from '@nestjs/common';

const MINUTE = 60_000;

/**
 * Per-IP limits (@nestjs/throttler, Redis-backed), named by what they protect. They stop password spraying and
 * code guessing from one address; per-account protection is the lockout and the per-challenge try limit.
 */
export const IP_LIMITS = {
  /** Default for every identity route without a stricter one. */
  general: { limit: 120, ttl: MINUTE },
  signIn: { limit: 20, ttl: 5 * MINUTE },
  register: { limit: 10, ttl: 15 * MINUTE },
  codeVerify: { limit: 30, ttl: 5 * MINUTE },
  codeSend: { limit: 10, ttl: 15 * MINUTE },
  passwordReset: { limit: 10, ttl: 15 * MINUTE },
  /** Confirming an email (256-bit links) and asking for a new link. */
  emailVerification: { limit: 10, ttl: 15 * MINUTE },
  /** Calculator hand-over codes are 256-bit, so this stops floods rather than guessing. */
  handoverExchange: { limit: 30, ttl: 5 * MINUTE },
} as const;

/** Per-email limits, counted in the same Redis storage under `name`. */
export const EMAIL_LIMITS = {
  /** Code emails to one address (sign-ins and resends). */
  codeEmails: { name: 'code-emails', limit: 10, ttl: 60 * MINUTE },
  /** Reset emails to one address; over it the answer stays the same but no mail goes out. */
  resetEmails: { name: 'reset-emails', limit: 3, ttl: 60 * MINUTE },
  /** Sign-up mails (confirmation links, already-registered notices) to one address; over it none go out. */
  signUpEmails: { name: 'sign-up-emails', limit: 3, ttl: 60 * MINUTE },
} as const;

export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a moment and try again.';

export const tooManyRequests = (message: string = TOO_MANY_REQUESTS) =>
  new HttpException(message, HttpStatus.TOO_MANY_REQUESTS);
