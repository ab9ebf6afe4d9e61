import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  DEAL_INPUT_SCHEMA_VERSION,
  DEAL_TEMPLATE_MESSAGES,
  MAX_DEAL_TEMPLATES,
  dealTemplateIdSchema,
  templateInputOf,
  type DealInputDraft,
  type DealTemplate,
  type DealTemplateResponse,
} from '@pac/contracts';
import { type Prisma, type PrismaClient } from '@pac/db';
import { PRISMA } from '@pac/server-kit';
import { dealInputOfBody } from '../deals/deal-body.js';
import { readStoredInput } from '../deals/stored-deal.js';

interface TemplateRow {
  id: string;
  name: string;
  input: Prisma.JsonValue;
  inputVersion: number;
  createdAt: Date;
  updatedAt: Date;
}

const TEMPLATE_COLUMNS = {
  id: true,
  name: true,
  input: true,
  inputVersion: true,
  createdAt: true,
  updatedAt: true,
} as const;

/**
 * A template as the form opens it: its input read forward like a deal's (today's defaults filled in); one that a
 * tightened rule now refuses goes out as stored, and the form marks the fields, so nothing saved is hidden.
 */
function templateOf(row: TemplateRow): DealTemplate {
  const stored = readStoredInput(row.input, row.inputVersion);
  return {
    id: row.id,
    name: row.name,
    input: stored.valid ? stored.input : (row.input as DealInputDraft),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A user's templates: named starting assumptions saved from any deal. A template is the user's alone (another
 * user's id is "not found"); saving under a name the user already has replaces that template, and a user keeps at
 * most MAX_DEAL_TEMPLATES. Saving one computes nothing and spends no calculation.
 */
@Injectable()
export class DealTemplatesService {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async list(userId: string): Promise<DealTemplate[]> {
    const rows = await this.prisma.dealTemplate.findMany({
      where: { userId },
      orderBy: [{ name: 'asc' }, { createdAt: 'asc' }],
      select: TEMPLATE_COLUMNS,
    });
    return rows.map(templateOf);
  }

  async save(
    userId: string,
    body: { name: string; input: unknown },
  ): Promise<Omit<DealTemplateResponse, 'success'>> {
    // Validated as a deal is (errors keyed `input.…`), then kept without its comparables.
    const input = templateInputOf(dealInputOfBody(body.input, body.name), body.name);
    const data = {
      input: input as unknown as Prisma.InputJsonValue,
      inputVersion: DEAL_INPUT_SCHEMA_VERSION,
    };
    return this.prisma.$transaction(async (tx) => {
      // The user's row, locked: two saves at once cannot both take the last place.
      await tx.$queryRaw`SELECT id FROM users WHERE id = ${userId}::uuid FOR UPDATE`;
      const existing = await tx.dealTemplate.findUnique({
        where: { userId_name: { userId, name: body.name } },
        select: { id: true },
      });
      if (existing) {
        const row = await tx.dealTemplate.update({
          where: { id: existing.id },
          data,
          select: TEMPLATE_COLUMNS,
        });
        return { template: templateOf(row), replaced: true };
      }
      if ((await tx.dealTemplate.count({ where: { userId } })) >= MAX_DEAL_TEMPLATES) {
        throw new ConflictException(DEAL_TEMPLATE_MESSAGES.tooMany);
      }
      const row = await tx.dealTemplate.create({
        data: { userId, name: body.name, ...data },
        select: TEMPLATE_COLUMNS,
      });
      return { template: templateOf(row), replaced: false };
    });
  }

  async remove(userId: string, id: string): Promise<void> {
    if (!dealTemplateIdSchema.safeParse(id).success)
      throw new NotFoundException(DEAL_TEMPLATE_MESSAGES.notFound);
    const deleted = await this.prisma.dealTemplate.deleteMany({ where: { id, userId } });
    if (deleted.count === 0) throw new NotFoundException(DEAL_TEMPLATE_MESSAGES.notFound);
  }
}
