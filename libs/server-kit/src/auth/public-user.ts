import { type PublicUser } from '@pac/contracts';
import { type User } from '@pac/db';

/** The user as every client sees it: display data and plan, never a credential. */
export const toPublicUser = (user: User): PublicUser => ({
  id: user.id,
  full_name: user.fullName,
  email: user.email,
  plan: user.plan,
  plan_status: user.planStatus,
  role: user.role,
});
