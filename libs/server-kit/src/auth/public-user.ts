import { type PublicUser } from '@pac/contracts';
import { type User } from '@pac/db';

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
