import { type Prisma } from './generated/prisma/client.js';

/**
 * Who a broadcast goes to: its plan segment ('all' or one plan), users who have not unsubscribed from
 * announcements, registered no later than the broadcast. The admin service counts with it when the broadcast is
 * sent; the email worker walks it; both must agree.
 */
export function broadcastAudience(broadcast: {
  recipients: 'all' | 'free' | 'starter' | 'professional';
  createdAt: Date;
}): Prisma.UserWhereInput {
  return {
    ...(broadcast.recipients === 'all' ? {} : { plan: broadcast.recipients }),
    emailOptOutAt: null,
    createdAt: { lte: broadcast.createdAt },
  };
}
