import { type PublicUser } from '@pac/contracts';
import { type PrismaClient, type User } from '@pac/db';

/** The columns a PublicUser is made of: a read that answers only the profile selects just these. */
export const PUBLIC_USER_COLUMNS = {
  id: true,
  fullName: true,
  email: true,
  plan: true,
  planStatus: true,
  role: true,
} as const;

/** The user as every client sees it: display data and plan, never a credential. */
export const toPublicUser = (
  user: Pick<User, 'id' | 'fullName' | 'email' | 'plan' | 'planStatus' | 'role'>,
): PublicUser => ({
  id: user.id,
  full_name: user.fullName,
  email: user.email,
  plan: user.plan,
  plan_status: user.planStatus,
  role: user.role,
});

/**
 * The PublicUser of one account by id, or null: PUBLIC_USER_COLUMNS read in one plain statement for the reads
 * that answer nothing else on every request (the profile). A raw statement skips Prisma's query planning, which
 * cost more than the query itself there; a test checks it answers what toPublicUser of the model read does.
 */
export async function findPublicUser(prisma: PrismaClient, id: string): Promise<PublicUser | null> {
  const rows = await prisma.$queryRaw<PublicUser[]>`
    SELECT id::text AS id, full_name, email, plan::text AS plan, plan_status::text AS plan_status, role::text AS role
      FROM users WHERE id = ${id}::uuid`;
  return rows[0] ?? null;
}
