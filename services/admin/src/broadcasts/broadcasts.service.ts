import {
  BadRequestException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  ServiceUnavailableException,
} from '@nestjs/common';
import {
  BROADCAST_SEGMENT_LABELS,
  BROADCAST_TEXTS,
  type BroadcastAcceptedResponse,
  type BroadcastProgress,
  type BroadcastRecipientCount,
  type BroadcastSegment,
} from '@pac/contracts';
import { broadcastAudience, type PrismaClient } from '@pac/db';
import { MailQueue, PRISMA, recordAuditEvent, type AuthenticatedUser } from '@pac/server-kit';
import { z } from 'zod';

type BroadcastRow = NonNullable<Awaited<ReturnType<PrismaClient['broadcast']['findUnique']>>>;
type StatusCounts = { sent: number; failed: number; pending: number };

const broadcastId = z.uuid();

/**
 * Records a broadcast and hands it to the email worker, which walks its recipients and sends in the background;
 * progress is always counted from the email log rows, the database being the source of truth.
 */
@Injectable()
export class BroadcastsService {
  private readonly logger = new Logger('Broadcasts');

  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly mail: MailQueue,
  ) {}

  async send(
    input: { subject: string; message: string; recipients: BroadcastSegment },
    actor: AuthenticatedUser,
  ): Promise<BroadcastAcceptedResponse> {
    const createdAt = new Date();
    const total = await this.audienceSize(input.recipients, createdAt);
    if (total === 0) throw new BadRequestException(BROADCAST_TEXTS.noRecipients);
    const broadcast = await this.prisma.broadcast.create({
      data: { ...input, totalRecipients: total, createdById: actor.id, createdAt },
    });
    try {
      await this.mail.enqueueBroadcast(broadcast.id);
    } catch (error) {
      // Nothing went out: forget the broadcast, so sending again later cannot mail anyone twice.
      this.logger.warn(`broadcast not queued: ${String(error)}`);
      await this.prisma.broadcast.delete({ where: { id: broadcast.id } }).catch(() => undefined);
      throw new ServiceUnavailableException(BROADCAST_TEXTS.queueUnavailable);
    }
    await recordAuditEvent(this.prisma, {
      kind: 'broadcast.created',
      description: `Broadcast "${broadcast.subject}" to ${BROADCAST_SEGMENT_LABELS[input.recipients]} (${total}) by ${actor.email}`,
      actorId: actor.id,
      metadata: { broadcastId: broadcast.id, recipients: input.recipients, total },
    }).catch((error: unknown) => this.logger.warn(`audit event not recorded: ${String(error)}`));
    return {
      success: true,
      broadcast_id: broadcast.id,
      total_users: total,
      success_count: 0,
      failure_count: 0,
    };
  }

  /** What the admin confirms before sending: the users a broadcast queued now would go to. */
  async recipientCount(recipients: BroadcastSegment): Promise<BroadcastRecipientCount> {
    return { recipients, count: await this.audienceSize(recipients, new Date()) };
  }

  private audienceSize(recipients: BroadcastSegment, createdAt: Date): Promise<number> {
    return this.prisma.user.count({ where: broadcastAudience({ recipients, createdAt }) });
  }

  async progress(id: string): Promise<BroadcastProgress> {
    const parsed = broadcastId.safeParse(id);
    const broadcast = parsed.success
      ? await this.prisma.broadcast.findUnique({ where: { id: parsed.data } })
      : null;
    if (!broadcast) throw new NotFoundException(BROADCAST_TEXTS.notFound);
    const counts = await this.countsOf([broadcast.id]);
    return toProgress(broadcast, counts.get(broadcast.id));
  }

  async recent(limit: number): Promise<BroadcastProgress[]> {
    const broadcasts = await this.prisma.broadcast.findMany({
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: limit,
    });
    const counts = await this.countsOf(broadcasts.map((broadcast) => broadcast.id));
    return broadcasts.map((broadcast) => toProgress(broadcast, counts.get(broadcast.id)));
  }

  private async countsOf(ids: string[]): Promise<Map<string, StatusCounts>> {
    const counts = new Map<string, StatusCounts>();
    if (ids.length === 0) return counts;
    const rows = await this.prisma.emailLog.groupBy({
      by: ['broadcastId', 'status'],
      where: { broadcastId: { in: ids } },
      _count: { _all: true },
    });
    for (const row of rows) {
      const entry = counts.get(row.broadcastId as string) ?? { sent: 0, failed: 0, pending: 0 };
      entry[row.status] = row._count._all;
      counts.set(row.broadcastId as string, entry);
    }
    return counts;
  }
}

/**
 * Until the fan-out has written every row, recipients without a row yet count as pending. A broadcast whose last
 * email just went out reads as completed even before the worker's next completion check records it.
 */
function toProgress(broadcast: BroadcastRow, counts: StatusCounts = { sent: 0, failed: 0, pending: 0 }) {
  const { sent, failed } = counts;
  const written = sent + failed + counts.pending;
  const total = broadcast.fannedOutAt
    ? broadcast.totalRecipients
    : Math.max(broadcast.totalRecipients, written);
  const finished = broadcast.status === 'sending' && broadcast.fannedOutAt !== null && counts.pending === 0;
  return {
    id: broadcast.id,
    subject: broadcast.subject,
    recipients: broadcast.recipients,
    status: finished ? 'completed' : broadcast.status,
    total,
    sent,
    failed,
    pending: Math.max(0, total - sent - failed),
    created_at: broadcast.createdAt.toISOString(),
    started_at: broadcast.startedAt?.toISOString() ?? null,
    completed_at: broadcast.completedAt?.toISOString() ?? null,
    error_message: broadcast.errorMessage,
  } satisfies BroadcastProgress;
}
