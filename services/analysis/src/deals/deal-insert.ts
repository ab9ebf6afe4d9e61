import { Prisma } from '@pac/db';
import { type StoredColumns } from './stored-deal.js';

/** What an insert hands back: enough to answer the saved deal without reading it again. */
export interface InsertedDeal {
  id: string;
  name: string;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * The INSERT of a new deal, as SQL the allowance spends in one statement with its usage event (Prisma's query
 * builder would take a transaction and two more round trips for the same two rows).
 */
export function insertDealSql(userId: string, name: string, columns: StoredColumns): Prisma.Sql {
  return Prisma.sql`
    INSERT INTO deals (id, user_id, name, model, input, input_version, headline, net_cash_flow, net_roi_percent,
                       created_at, updated_at)
    VALUES (gen_random_uuid(), ${userId}::uuid, ${name}, ${columns.model}::deal_model,
            ${JSON.stringify(columns.input)}::jsonb, ${columns.inputVersion}, ${JSON.stringify(columns.headline)}::jsonb,
            ${columns.netCashFlow}, ${columns.netRoiPercent}::double precision, now(), now())
    RETURNING id, name, created_at AS "createdAt", updated_at AS "updatedAt"`;
}
