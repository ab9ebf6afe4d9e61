import { normalizeEmail } from '../client.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import { PERSONAL_DATA_TABLES } from './personal-data-tables.js';

/**
 * Everything the platform holds about one user, section by section, as plain JSON (issue 34's "download my data"):
 * what PERSONAL_DATA_TABLES marks exported, found by the user's id or, for what was sent before or without an
 * account (newsletter, enquiries, course sign-up, sign-in attempts, mails), by the account's email. Secrets are never
 * read: no password, token, code or key hash leaves the database.
 */
export async function collectUserData(prisma: PrismaClient, userId: string) {
  const user = await prisma.user.findUnique({
    where: { id: userId },
    select: {
      id: true,
      fullName: true,
      email: true,
      role: true,
      plan: true,
      planStatus: true,
      planExpiresAt: true,
      emailVerifiedAt: true,
      lastLoginAt: true,
      emailOptOutAt: true,
      createdAt: true,
      updatedAt: true,
    },
  });
  if (!user) return null;
  const email = normalizeEmail(user.email);
  const byEmail = { equals: email, mode: 'insensitive' as const };

  const [
    subscriptions,
    payments,
    deals,
    dealTemplates,
    apiKeys,
    sessions,
    loginAttempts,
    usageEvents,
    emailLogs,
    newsletter,
    contactEnquiries,
    courseSignup,
    auditEvents,
  ] = await Promise.all([
    prisma.subscription.findMany({
      where: { userId },
      orderBy: { createdAt: 'asc' },
      select: {
        plan: true,
        status: true,
        currentPeriodEnd: true,
        cancelAtPeriodEnd: true,
        canceledAt: true,
        createdAt: true,
        updatedAt: true,
      },
    }),
    prisma.payment.findMany({
      where: { userId },
      orderBy: { createdAt: 'asc' },
      select: { amountPence: true, currency: true, plan: true, status: true, paidAt: true, createdAt: true },
    }),
    prisma.deal.findMany({
      where: { userId },
      orderBy: { createdAt: 'asc' },
      select: {
        id: true,
        name: true,
        model: true,
        input: true,
        headline: true,
        createdAt: true,
        updatedAt: true,
        shares: { select: { createdAt: true, revokedAt: true }, orderBy: { createdAt: 'asc' } },
      },
    }),
    prisma.dealTemplate.findMany({
      where: { userId },
      orderBy: { name: 'asc' },
      select: { name: true, input: true, createdAt: true, updatedAt: true },
    }),
    prisma.apiKey.findMany({
      where: { userId },
      orderBy: { createdAt: 'asc' },
      select: { name: true, prefix: true, createdAt: true, lastUsedAt: true, revokedAt: true },
    }),
    prisma.session.findMany({
      where: { userId },
      orderBy: { createdAt: 'asc' },
      select: {
        portal: true,
        ip: true,
        userAgent: true,
        createdAt: true,
        lastActiveAt: true,
        expiresAt: true,
        revokedAt: true,
      },
    }),
    prisma.loginAttempt.findMany({
      where: { OR: [{ userId }, { email }] },
      orderBy: { createdAt: 'asc' },
      select: { email: true, ip: true, userAgent: true, success: true, failureReason: true, createdAt: true },
    }),
    prisma.usageEvent.findMany({
      where: { userId },
      orderBy: { createdAt: 'asc' },
      select: { kind: true, createdAt: true },
    }),
    prisma.emailLog.findMany({
      where: { OR: [{ userId }, { recipient: byEmail }] },
      orderBy: { createdAt: 'asc' },
      select: { recipient: true, subject: true, status: true, sentAt: true, createdAt: true },
    }),
    prisma.newsletterSubscriber.findUnique({
      where: { emailNormalized: email },
      select: {
        email: true,
        confirmationSentAt: true,
        unsubscribedAt: true,
        createdAt: true,
        updatedAt: true,
      },
    }),
    prisma.contactEnquiry.findMany({
      where: { email: byEmail },
      orderBy: { createdAt: 'asc' },
      select: {
        name: true,
        email: true,
        contactNumber: true,
        socialMediaHandle: true,
        enquiryType: true,
        message: true,
        createdAt: true,
      },
    }),
    prisma.courseSignup.findUnique({
      where: { emailNormalized: email },
      select: {
        firstName: true,
        lastName: true,
        email: true,
        phone: true,
        businessRevenue: true,
        createdAt: true,
        updatedAt: true,
      },
    }),
    prisma.auditEvent.findMany({
      where: { actorId: userId },
      orderBy: { createdAt: 'asc' },
      select: { kind: true, description: true, createdAt: true },
    }),
  ]);

  return {
    account: user,
    subscriptions,
    payments,
    deals: deals.map(({ shares, ...deal }) => ({ ...deal, shareLinks: shares })),
    dealTemplates,
    apiKeys,
    signIns: { sessions, attempts: loginAttempts },
    usage: usageEvents,
    emails: emailLogs,
    newsletter: newsletter
      ? { subscribed: newsletter.unsubscribedAt === null, ...newsletter }
      : { subscribed: false },
    contactEnquiries,
    courseSignup,
    adminActions: auditEvents,
    /** What each table is, and why some are not in the export (hashed, short-lived credentials). */
    tables: PERSONAL_DATA_TABLES,
  };
}

export type UserData = NonNullable<Awaited<ReturnType<typeof collectUserData>>>;
