import { randomUUID } from 'node:crypto';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  DEALS_API_MESSAGES,
  sharedDealPath,
  type ShareLinkResponse,
  type SharedDealResponse,
} from '@pac/contracts';
import { Prisma, type PrismaClient } from '@pac/db';
import { PRISMA } from '@pac/server-kit';
import { CLOCK, type Clock } from '../common/clock.js';
import { ANALYSIS_CONFIG, type AnalysisConfig } from '../config/analysis.config.js';
import { DealsService } from '../deals/deals.service.js';
import { storedColumnsOf, storedInputOf } from '../deals/stored-deal.js';
import { ShareTokens, looksLikeShareToken } from './share-token.js';

/** Read-only share links of a deal: one live link per deal, revocable by its owner, open to anyone holding it. */
@Injectable()
export class SharingService {
  private readonly tokens: ShareTokens;

  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(ANALYSIS_CONFIG) private readonly config: AnalysisConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly deals: DealsService,
  ) {
    this.tokens = new ShareTokens(config.JWT_SECRET);
  }

  /**
   * The deal's live link, made if it has none (a second click answers the same link). A deal whose stored input the
   * schema no longer passes gets none (422) until its owner corrects it: its link would show nothing.
   */
  async share(userId: string, dealId: string): Promise<ShareLinkResponse> {
    await this.deals.read(userId, dealId);
    const live = await this.liveShare(dealId);
    const shareId = live ?? (await this.createShare(dealId));
    const token = this.tokens.tokenOf(shareId);
    return { success: true, token, url: this.urlOf(token) };
  }

  /** Needs only the deal to be the user's: a link is revoked whatever its deal's stored input holds. */
  async revoke(userId: string, dealId: string): Promise<void> {
    await this.deals.row(userId, dealId);
    await this.prisma.dealShare.updateMany({
      where: { dealId, revokedAt: null },
      data: { revokedAt: this.clock.now() },
    });
  }

  /**
   * What a link shows: the deal's name, input and a freshly computed result. Revoked or unknown: 404. A deal whose
   * stored input the schema no longer passes: 422 with a plain message, telling a visitor nothing of its values.
   */
  async shared(token: string): Promise<SharedDealResponse> {
    const share = looksLikeShareToken(token)
      ? await this.prisma.dealShare.findUnique({
          where: { tokenHash: this.tokens.hashOf(token) },
          select: {
            revokedAt: true,
            deal: { select: { id: true, name: true, input: true, inputVersion: true } },
          },
        })
      : null;
    if (!share || share.revokedAt) throw new NotFoundException(DEALS_API_MESSAGES.sharedDealNotFound);
    const input = storedInputOf(share.deal, { owner: false });
    return { success: true, deal: { name: share.deal.name, input, result: storedColumnsOf(input).result } };
  }

  private async liveShare(dealId: string): Promise<string | null> {
    const live = await this.prisma.dealShare.findFirst({
      where: { dealId, revokedAt: null },
      select: { id: true },
    });
    return live?.id ?? null;
  }

  /** A new live share; when another request made one first (unique live share per deal), that one is the answer. */
  private async createShare(dealId: string): Promise<string> {
    const id = randomUUID();
    try {
      await this.prisma.dealShare.create({
        data: {
          id,
          dealId,
          tokenHash: this.tokens.hashOf(this.tokens.tokenOf(id)),
          createdAt: this.clock.now(),
        },
      });
      return id;
    } catch (error) {
      if (!(error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002')) throw error;
      const winner = await this.liveShare(dealId);
      if (!winner) throw error;
      return winner;
    }
  }

  private urlOf(token: string): string {
    return `${this.config.PUBLIC_SITE_URL.replace(/\/$/, '')}${sharedDealPath(token)}`;
  }
}
