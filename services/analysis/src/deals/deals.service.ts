import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  DEALS_API_MESSAGES,
  DEALS_PAGE_SIZE,
  dealIdSchema,
  type DealHeadline,
  type DealInput,
  type DealListResponse,
  type DealModel,
  type DealResult,
  type DealToCorrect,
  type ListDealsQuery,
  type SavedDeal,
} from '@pac/contracts';
import { Prisma, type PrismaClient } from '@pac/db';
import { PRISMA, containsPattern } from '@pac/server-kit';
import { AllowanceService } from '../allowance/allowance.service.js';
import { dealInputOfBody } from './deal-body.js';
import { insertDealSql, type InsertedDeal } from './deal-insert.js';
import { storedColumnsOf, storedInputOf, type StoredColumns } from './stored-deal.js';

/** The most a copy's name may be: "{name} (copy)" is cut to the 120 characters a name may have. */
const MAX_NAME = 120;
const COPY_SUFFIX = ' (copy)';

interface DealRow {
  id: string;
  name: string;
  model: DealModel;
  input: Prisma.JsonValue;
  inputVersion: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface LoadedDeal {
  row: DealRow;
  input: DealInput;
  result: DealResult;
}

const DEAL_COLUMNS = {
  id: true,
  name: true,
  model: true,
  input: true,
  inputVersion: true,
  createdAt: true,
  updatedAt: true,
} as const;

/** Each sort's ORDER BY; the later keys break ties so pages never overlap. */
const ORDER: Record<ListDealsQuery['sort'], Prisma.Sql> = {
  updated: Prisma.sql`updated_at DESC, id ASC`,
  name: Prisma.sql`name ASC, updated_at DESC`,
  netCashFlow: Prisma.sql`net_cash_flow DESC, updated_at DESC`,
  netRoi: Prisma.sql`net_roi_percent DESC NULLS LAST, updated_at DESC`,
};

interface ListedRow {
  id: string;
  name: string;
  model: DealModel;
  updated_at: Date;
  headline: unknown;
  total: bigint;
}

const dealOf = (
  row: Pick<DealRow, 'id' | 'name' | 'createdAt' | 'updatedAt'>,
  input: DealInput,
  result: DealResult,
): SavedDeal => ({
  id: row.id,
  name: row.name,
  model: input.model,
  input,
  result,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * Saved analyses. A deal belongs to its user: another user's id is "not found". The result is always
 * computed here from the stored input, never taken from a client; new deals and copies spend one calculation.
 */
@Injectable()
export class DealsService {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly allowances: AllowanceService,
  ) {}

  async create(userId: string, body: { name?: string; input: unknown }): Promise<SavedDeal> {
    const input = dealInputOfBody(body.input, body.name);
    const { result, columns } = storedColumnsOf(input);
    return this.insertCounted(userId, input.name, input, result, columns);
  }

  /**
   * One page and the total in one statement (`count(*) OVER ()`); only a page past the end, which has no row to
   * carry the total, counts apart. The search finds the typed text anywhere in the name, case-insensitively.
   */
  async list(userId: string, query: ListDealsQuery): Promise<Omit<DealListResponse, 'success'>> {
    const search = query.search?.trim();
    const matching = search ? Prisma.sql`AND name ILIKE ${containsPattern(search)}` : Prisma.empty;
    const rows = await this.prisma.$queryRaw<ListedRow[]>`
      SELECT id::text AS id, name, model::text AS model, updated_at, headline, count(*) OVER () AS total
        FROM deals WHERE user_id = ${userId}::uuid ${matching}
       ORDER BY ${ORDER[query.sort]}
       LIMIT ${DEALS_PAGE_SIZE} OFFSET ${(query.page - 1) * DEALS_PAGE_SIZE}`;
    const total =
      rows[0]?.total ??
      (query.page > 1
        ? (
            await this.prisma.$queryRaw<{ total: bigint }[]>`
              SELECT count(*) AS total FROM deals WHERE user_id = ${userId}::uuid ${matching}`
          )[0]!.total
        : 0n);
    return {
      deals: rows.map((row) => ({
        id: row.id,
        name: row.name,
        model: row.model,
        updatedAt: row.updated_at.toISOString(),
        kpis: row.headline as DealHeadline,
      })),
      page: query.page,
      pageSize: DEALS_PAGE_SIZE,
      total: Number(total),
    };
  }

  /**
   * The deal with its result. One whose stored input no longer passes the schema (saved before A9.1's bounds) is a
   * 422 that also hands its owner the deal as stored, for the editor to open it and the owner to correct it.
   */
  async get(userId: string, id: string): Promise<SavedDeal> {
    const row = await this.row(userId, id);
    const input = storedInputOf(row, { owner: true, deal: dealToCorrectOf(row) });
    return dealOf(row, input, storedColumnsOf(input).result);
  }

  /** The user's deal with its input and a freshly computed result; 404 as `read`. */
  async load(userId: string, id: string): Promise<LoadedDeal> {
    const { row, input } = await this.read(userId, id);
    return { row, input, result: storedColumnsOf(input).result };
  }

  /**
   * The user's deal and its input, nothing computed (reports compute in their worker); 404 for anyone else's or an
   * unknown id, 422 DEAL_INPUT_OUT_OF_BOUNDS (with the fields to correct) for an input the schema no longer passes.
   */
  async read(userId: string, id: string): Promise<Omit<LoadedDeal, 'result'>> {
    const row = await this.row(userId, id);
    return { row, input: storedInputOf(row, { owner: true }) };
  }

  /** The user's deal as stored, its input not read: 404 for anyone else's or an unknown id. */
  async row(userId: string, id: string): Promise<DealRow> {
    if (!dealIdSchema.safeParse(id).success) throw new NotFoundException(DEALS_API_MESSAGES.dealNotFound);
    const row = await this.prisma.deal.findFirst({ where: { id, userId }, select: DEAL_COLUMNS });
    if (!row) throw new NotFoundException(DEALS_API_MESSAGES.dealNotFound);
    return row;
  }

  /**
   * Replaces the input, the name or both; edits of a saved deal are not counted. A new input never needs the old one:
   * that is how a deal whose stored input the schema no longer passes is corrected (a new name alone gets its 422).
   */
  async update(userId: string, id: string, body: { name?: string; input?: unknown }): Promise<SavedDeal> {
    const stored = await this.row(userId, id);
    const current = body.input === undefined ? storedInputOf(stored, { owner: true }) : body.input;
    const input = dealInputOfBody(current, body.name);
    const { result, columns } = storedColumnsOf(input);
    const updated = await this.prisma.deal.updateManyAndReturn({
      where: { id, userId },
      data: { name: input.name, ...asJsonColumns(columns) },
      select: DEAL_COLUMNS,
    });
    const row = updated[0];
    if (!row) throw new NotFoundException(DEALS_API_MESSAGES.dealNotFound);
    return dealOf(row, input, result);
  }

  async remove(userId: string, id: string): Promise<void> {
    if (!dealIdSchema.safeParse(id).success) throw new NotFoundException(DEALS_API_MESSAGES.dealNotFound);
    const deleted = await this.prisma.deal.deleteMany({ where: { id, userId } });
    if (deleted.count === 0) throw new NotFoundException(DEALS_API_MESSAGES.dealNotFound);
  }

  /** A new deal, spending one calculation of the user's allowance in the same statement. */
  private async insertCounted(
    userId: string,
    name: string,
    input: DealInput,
    result: DealResult,
    columns: StoredColumns,
  ): Promise<SavedDeal> {
    const row = await this.allowances.spend<InsertedDeal>(
      userId,
      'calculation',
      insertDealSql(userId, name, columns),
    );
    if (!row) throw new Error('The deal insert returned no row');
    return dealOf(row, input, result);
  }

  /** A copy named "{name} (copy)", counted as one calculation. */
  async duplicate(userId: string, id: string): Promise<SavedDeal> {
    const source = await this.load(userId, id);
    const name = `${source.row.name.slice(0, MAX_NAME - COPY_SUFFIX.length)}${COPY_SUFFIX}`;
    const input: DealInput = { ...source.input, name };
    const { result, columns } = storedColumnsOf(input);
    return this.insertCounted(userId, name, input, result, columns);
  }
}

/** A deal whose input the schema refuses, as its owner's editor opens it: the input exactly as stored. */
function dealToCorrectOf(row: DealRow): DealToCorrect {
  return {
    id: row.id,
    name: row.name,
    model: row.model,
    input: row.input as DealToCorrect['input'],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Prisma's JSON column type wants JSON values; a validated input and headline are exactly that. */
function asJsonColumns(columns: ReturnType<typeof storedColumnsOf>['columns']) {
  return {
    ...columns,
    input: columns.input as unknown as Prisma.InputJsonValue,
    headline: columns.headline as unknown as Prisma.InputJsonValue,
  };
}
