import { ConflictException, Inject, Injectable, Logger } from '@nestjs/common';
import { COURSE_MESSAGES, ROUTES, type CourseSignupRequest } from '@pac/contracts';
import { normalizeEmail, type PrismaClient } from '@pac/db';
import { MailQueue, PRISMA } from '@pac/server-kit';
import { courseWelcomeEmail } from './course-welcome-email.js';

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
    private readonly mail: MailQueue,
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
    const message = courseWelcomeEmail({
      firstName: lead.first_name,
      courseUrl: new URL(ROUTES.courses, this.options.siteUrl).toString(),
    });
    try {
      const log = await this.prisma.emailLog.create({
        data: { recipient: lead.email, subject: message.subject },
      });
      await this.mail.enqueue({ to: lead.email, ...message, emailLogId: log.id });
    } catch (error) {
      // The lead is stored either way; releasing the claim lets a later signup send the email.
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
