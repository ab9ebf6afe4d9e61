import { ConflictException, Inject, Injectable, Logger } from '@nestjs/common';
import { COURSE_MESSAGES, ROUTES, type CourseSignupRequest } from '@pac/contracts';
import { normalizeEmail, type PrismaClient } from '@pac/db';
import { MailOutbox, PRISMA } from '@pac/server-kit';

export const COURSE_SIGNUP_OPTIONS = Symbol('COURSE_SIGNUP_OPTIONS');
export interface CourseSignupOptions {
  /** Where users reach the site; the welcome email links to its /courses page. */
  siteUrl: string;
}

export const COURSE_SIGNUP_SUCCESS_MESSAGE =
  'Thank you for signing up! Check your inbox for your course link.';

/** Free-course leads: one row per email; the welcome email goes out once per lead, however often they sign up. */
@Injectable()
export class CourseSignupService {
  private readonly logger = new Logger('CourseSignup');

  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly outbox: MailOutbox,
    @Inject(COURSE_SIGNUP_OPTIONS) private readonly options: CourseSignupOptions,
  ) {}

  async signUp(lead: CourseSignupRequest): Promise<string> {
    const emailNormalized = normalizeEmail(lead.email);
    const account = await this.prisma.user.findUnique({ where: { emailNormalized }, select: { id: true } });
    if (account) throw new ConflictException(COURSE_MESSAGES.emailAlreadyRegistered);

    const fields = {
      firstName: lead.first_name,
      lastName: lead.last_name,
      email: lead.email,
      phone: lead.phone,
      businessRevenue: lead.business_revenue,
    };
    await this.prisma.courseSignup.upsert({
      where: { emailNormalized },
      create: { ...fields, emailNormalized },
      update: fields,
    });
    await this.sendWelcomeOnce(emailNormalized, lead);
    return COURSE_SIGNUP_SUCCESS_MESSAGE;
  }

  private async sendWelcomeOnce(emailNormalized: string, lead: CourseSignupRequest): Promise<void> {
    // Claiming the send with a conditional update makes two simultaneous signups send one email.
    const claimed = await this.prisma.courseSignup.updateMany({
      where: { emailNormalized, welcomeEmailSentAt: null },
      data: { welcomeEmailSentAt: new Date() },
    });
    if (claimed.count === 0) return;
    const prepared = this.outbox.prepare(
      'course-welcome',
      { email: lead.email },
      { firstName: lead.first_name, courseUrl: new URL(ROUTES.courses, this.options.siteUrl).toString() },
    );
    let recorded = false;
    try {
      await this.outbox.record(prepared);
      recorded = true;
      await this.outbox.enqueue(prepared);
    } catch (error) {
      // A recorded mail stays pending, sealed, and the email worker's reconciler queues it once Redis is back.
      // Only one never recorded releases the claim, so a later signup sends it (and nobody gets two).
      if (!recorded)
        await this.prisma.courseSignup.updateMany({
          where: { emailNormalized },
          data: { welcomeEmailSentAt: null },
        });
      this.logger.warn(
        `Course welcome email not queued: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}
