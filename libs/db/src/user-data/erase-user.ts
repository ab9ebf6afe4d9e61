import { normalizeEmail } from '../client.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import { type PersonalDataTable } from './personal-data-tables.js';

/**
 * What erasing an account does to each table that refers to a person (issue 34's "delete my account"). `deleted`:
 * the person's rows go; `detached`: the rows stay for what the business must keep, with nothing left that names the
 * person. Typed over every table PERSONAL_DATA_TABLES places, so a new one cannot be forgotten here either.
 */
export const ERASURE_RULES = {
  users: { erasure: 'deleted', why: 'the account itself' },
  user_search: { erasure: 'deleted', why: "the admin search's copy of the account" },
  sessions: { erasure: 'deleted', why: 'every sign-in ends' },
  two_factor_challenges: { erasure: 'deleted', why: 'sign-in codes' },
  password_reset_tokens: { erasure: 'deleted', why: 'reset links' },
  email_verification_tokens: { erasure: 'deleted', why: 'verification links' },
  subscriptions: { erasure: 'deleted', why: 'the plan, once cancelled at the payment provider' },
  deals: { erasure: 'deleted', why: 'saved analyses' },
  deal_shares: { erasure: 'deleted', why: 'share links: they answer 404 from then on' },
  deal_templates: { erasure: 'deleted', why: 'templates' },
  api_keys: { erasure: 'deleted', why: 'API keys: calls with them are refused' },
  usage_events: { erasure: 'deleted', why: 'the allowance counts' },
  login_attempts: { erasure: 'deleted', why: 'sign-in history, by account and by email' },
  newsletter_subscribers: { erasure: 'deleted', why: 'the newsletter subscription' },
  contact_enquiries: { erasure: 'deleted', why: 'enquiries sent with this email' },
  course_signups: { erasure: 'deleted', why: 'the free-course sign-up' },
  email_logs: {
    erasure: 'detached',
    why: "mails to the person: a broadcast's log keeps its outcome for the broadcast's figures, with the address and message removed; other mails are deleted",
  },
  payments: {
    erasure: 'detached',
    why: 'UK tax records are kept for six years: amount, date and plan stay (the revenue figures still count them), with no name, email or account',
  },
  audit_events: {
    erasure: 'detached',
    why: 'the admin audit trail keeps what was done, no longer linked to the person',
  },
  broadcasts: { erasure: 'detached', why: 'a broadcast an admin wrote stays, no longer linked to them' },
  settings: { erasure: 'detached', why: 'a setting an admin changed stays, no longer linked to them' },
} as const satisfies Record<PersonalDataTable, { erasure: 'deleted' | 'detached'; why: string }>;

export interface ErasureReport {
  /** Rows removed, by table (tables with none are left out). */
  deleted: Partial<Record<PersonalDataTable, number>>;
  /** Rows kept without anything that names the person, by table, with why they are kept. */
  kept: Array<{ table: PersonalDataTable; rows: number; why: string }>;
}

/**
 * Erases a user in one transaction: every row PERSONAL_DATA_TABLES places is deleted or detached as ERASURE_RULES
 * says. Null when there is no such user. Cancelling the subscription at the payment provider, ending the sessions'
 * copies in Redis and the confirmation are the caller's (they are other services' parts); this is the database.
 */
export async function eraseUser(prisma: PrismaClient, userId: string): Promise<ErasureReport | null> {
  return prisma.$transaction(
    async (tx) => {
      const user = await tx.user.findUnique({ where: { id: userId }, select: { email: true } });
      if (!user) return null;
      const email = normalizeEmail(user.email);
      const byEmail = { equals: email, mode: 'insensitive' as const };
      const mine = { userId };

      // What the account's own delete cascades to is counted first (a cascade reports no counts).
      const [
        userSearch,
        sessions,
        challenges,
        resets,
        verifications,
        subscriptions,
        deals,
        shares,
        templates,
        keys,
        usage,
      ] = await Promise.all([
        tx.userSearch.count({ where: mine }),
        tx.session.count({ where: mine }),
        tx.twoFactorChallenge.count({ where: mine }),
        tx.passwordResetToken.count({ where: mine }),
        tx.emailVerificationToken.count({ where: mine }),
        tx.subscription.count({ where: mine }),
        tx.deal.count({ where: mine }),
        tx.dealShare.count({ where: { deal: mine } }),
        tx.dealTemplate.count({ where: mine }),
        tx.apiKey.count({ where: mine }),
        tx.usageEvent.count({ where: mine }),
      ]);

      const attempts = await tx.loginAttempt.deleteMany({ where: { OR: [mine, { email }] } });
      const newsletter = await tx.newsletterSubscriber.deleteMany({ where: { emailNormalized: email } });
      const enquiries = await tx.contactEnquiry.deleteMany({ where: { email: byEmail } });
      const signups = await tx.courseSignup.deleteMany({ where: { emailNormalized: email } });
      const theirMail = { OR: [mine, { recipient: byEmail }] };
      const mails = await tx.emailLog.deleteMany({ where: { ...theirMail, broadcastId: null } });
      // One statement: the address becomes the row's own id, so a broadcast's one-per-recipient key still holds.
      const broadcastMails = await tx.$executeRaw`
      UPDATE email_logs
         SET user_id = NULL, recipient = 'erased:' || id::text, pending_message = NULL, error_message = NULL
       WHERE broadcast_id IS NOT NULL AND (user_id = ${userId}::uuid OR lower(recipient) = ${email})`;
      const payments = await tx.payment.updateMany({
        where: mine,
        data: { userId: null, failureMessage: null },
      });
      const audit = await tx.auditEvent.updateMany({ where: { actorId: userId }, data: { actorId: null } });
      const broadcasts = await tx.broadcast.updateMany({
        where: { createdById: userId },
        data: { createdById: null },
      });
      const settings = await tx.setting.updateMany({
        where: { updatedById: userId },
        data: { updatedById: null },
      });
      await tx.user.delete({ where: { id: userId } });

      const deleted: ErasureReport['deleted'] = {
        users: 1,
        user_search: userSearch,
        sessions,
        two_factor_challenges: challenges,
        password_reset_tokens: resets,
        email_verification_tokens: verifications,
        subscriptions,
        deals,
        deal_shares: shares,
        deal_templates: templates,
        api_keys: keys,
        usage_events: usage,
        login_attempts: attempts.count,
        newsletter_subscribers: newsletter.count,
        contact_enquiries: enquiries.count,
        course_signups: signups.count,
        email_logs: mails.count,
      };
      const kept: ErasureReport['kept'] = (
        [
          ['email_logs', broadcastMails],
          ['payments', payments.count],
          ['audit_events', audit.count],
          ['broadcasts', broadcasts.count],
          ['settings', settings.count],
        ] as const
      )
        .filter(([, rows]) => rows > 0)
        .map(([table, rows]) => ({ table, rows, why: ERASURE_RULES[table].why }));
      return {
        deleted: Object.fromEntries(Object.entries(deleted).filter(([, rows]) => (rows ?? 0) > 0)),
        kept,
      };
    },
    { timeout: 30_000 },
  );
}
