import { z } from 'zod';

/**
 * Email broadcasts: the admin's form, the API that queues a broadcast, its progress,
 * and the unsubscribe link every broadcast email carries. The admin service, the email worker and the Email
 * Automation page import these.
 */
export const BROADCAST_SEGMENTS = ['all', 'free', 'starter', 'professional'] as const;
export type BroadcastSegment = (typeof BROADCAST_SEGMENTS)[number];
export const BROADCAST_SEGMENT_LABELS: Record<BroadcastSegment, string> = {
  all: 'All Users',
  free: 'Free Users',
  starter: 'Starter Users',
  professional: 'Professional Users',
};

export const BROADCAST_LIMITS = { subject: 200, message: 10_000 } as const;

/** What the admin service and the email worker say about broadcasts (the page's own texts are in mfe-admin). */
export const BROADCAST_TEXTS = {
  // The e2e journey finds the form's button by it.
  send: 'Send Broadcast',
  bothRequired: 'Please fill in both subject and message',
  noRecipients: 'No users match these recipients, so nothing was sent.',
  queueUnavailable: 'The email queue is unavailable. Nothing was sent; please try again in a minute.',
  notFound: 'Broadcast not found',
  /** Recorded on a recipient's log row when they unsubscribed after the broadcast was queued. */
  recipientUnsubscribed: 'Recipient unsubscribed before sending',
  recipientDeleted: 'Recipient account was deleted before sending',
} as const;

/** How long the broadcast success toast stays: 5 s. */
export const BROADCAST_SUCCESS_TOAST_MS = 5_000;
/** How often the Email Automation page asks for the running broadcast's progress. */
export const BROADCAST_PROGRESS_POLL_MS = 1_000;

const required = (max: number, label: string) =>
  z
    .string({ error: BROADCAST_TEXTS.bothRequired })
    .trim()
    .min(1, BROADCAST_TEXTS.bothRequired)
    .max(max, `${label} must be at most ${max.toLocaleString('en-GB')} characters`);

/** POST /api/admin/email/broadcast. */
export const broadcastRequestSchema = z.strictObject({
  subject: required(BROADCAST_LIMITS.subject, 'Subject'),
  message: required(BROADCAST_LIMITS.message, 'Message'),
  recipients: z
    .enum(BROADCAST_SEGMENTS, { error: 'Recipients must be all, free, starter or professional' })
    .default('all'),
});
export type BroadcastRequest = z.input<typeof broadcastRequestSchema>;

/** GET /api/admin/email/broadcast/recipients: how many users a broadcast to `recipients` would reach now. */
export const broadcastRecipientsQuerySchema = broadcastRequestSchema.pick({ recipients: true });
export interface BroadcastRecipientCount {
  recipients: BroadcastSegment;
  /** Users the broadcast would be sent to if queued now (opted-out users are not counted). */
  count: number;
}

/** The answer to a queued broadcast: what is known at that moment, under the field names clients read. */
export interface BroadcastAcceptedResponse {
  success: true;
  broadcast_id: string;
  total_users: number;
  success_count: number;
  failure_count: number;
}

export const BROADCAST_STATUSES = ['queued', 'sending', 'completed', 'failed'] as const;
export type BroadcastStatus = (typeof BROADCAST_STATUSES)[number];

/** One broadcast and its delivery so far, counted from its email log rows. */
export interface BroadcastProgress {
  id: string;
  subject: string;
  recipients: BroadcastSegment;
  status: BroadcastStatus;
  total: number;
  sent: number;
  failed: number;
  pending: number;
  created_at: string;
  started_at: string | null;
  completed_at: string | null;
  error_message: string | null;
}

export const isBroadcastFinished = (progress: Pick<BroadcastProgress, 'status'>): boolean =>
  progress.status === 'completed' || progress.status === 'failed';

/** Percent of recipients dealt with (sent or failed); 100 for an empty broadcast. */
export const broadcastPercent = (progress: Pick<BroadcastProgress, 'total' | 'sent' | 'failed'>): number =>
  progress.total === 0
    ? 100
    : Math.min(100, Math.floor(((progress.sent + progress.failed) / progress.total) * 100));

export const broadcastListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'Limit must be between 1 and 50' })
    .int('Limit must be between 1 and 50')
    .min(1, 'Limit must be between 1 and 50')
    .max(50, 'Limit must be between 1 and 50')
    .default(10),
});

// ───────────── unsubscribe from broadcasts ─────────────
/** What the page the link in every broadcast email opens says (API: EMAIL_UNSUBSCRIBE_API, one-click too). */
export const EMAIL_UNSUBSCRIBE_MESSAGES = {
  unsubscribed:
    'You have been unsubscribed from announcements. Account emails such as sign-in codes and receipts will still reach you.',
  invalid: 'This unsubscribe link is invalid.',
  failure: 'We could not process your request. Please try again later.',
} as const;
export const emailUnsubscribeRequestSchema = z.object({
  token: z.uuid({ error: EMAIL_UNSUBSCRIBE_MESSAGES.invalid }),
});
