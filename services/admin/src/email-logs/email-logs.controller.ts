import { Controller, Inject, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { emailLogsQuerySchema, type EmailLogsData, ADMIN_ENDPOINTS } from '@pac/contracts';
import { type PrismaClient } from '@pac/db';
import { AdminGuard, PRISMA, ZodValidationPipe, Route } from '@pac/server-kit';
import { type z } from 'zod';

/**
 * The columns the page shows: never a pending row's sealed message (pending_message), which only the email worker
 * opens.
 */
export const EMAIL_LOG_LIST_COLUMNS = {
  id: true,
  recipient: true,
  subject: true,
  status: true,
  sentAt: true,
  errorMessage: true,
} as const;

/** Counters (Total, Sent, Failed, Pending) and the newest rows of email_logs for the Email Automation page. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller()
@UseGuards(AdminGuard)
export class EmailLogsController {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  @Route(ADMIN_ENDPOINTS.emailLogs)
  async list(
    @Query(new ZodValidationPipe(emailLogsQuerySchema)) query: z.infer<typeof emailLogsQuerySchema>,
  ): Promise<{ success: true; data: EmailLogsData }> {
    const [byStatus, rows] = await Promise.all([
      this.prisma.emailLog.groupBy({ by: ['status'], _count: { _all: true } }),
      this.prisma.emailLog.findMany({
        select: EMAIL_LOG_LIST_COLUMNS,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: query.limit,
      }),
    ]);
    const of = (status: string) => byStatus.find((row) => row.status === status)?._count._all ?? 0;
    const counters = { sent: of('sent'), failed: of('failed'), pending: of('pending'), total: 0 };
    counters.total = counters.sent + counters.failed + counters.pending;
    return {
      success: true,
      data: {
        counters,
        logs: rows.map((row) => ({
          id: row.id,
          recipient: row.recipient,
          subject: row.subject,
          status: row.status,
          sent_at: row.sentAt?.toISOString() ?? null,
          error_message: row.errorMessage,
        })),
      },
    };
  }
}
