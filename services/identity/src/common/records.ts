import { type Prisma, type PrismaClient, type User } from '@pac/db';
import { type PublicUser } from '@pac/contracts';
import { type Request } from 'express';

/** Who is asking, as far as the sign-in records are concerned. */
export interface RequestOrigin {
  ip: string | null;
  userAgent: string | null;
}

export const requestOrigin = (req: Request): RequestOrigin => ({
  ip: req.ip ?? null,
  userAgent: req.get('user-agent')?.slice(0, 512) ?? null,
});

/** The user as every client sees it: display data and plan, never a credential. */
export const toPublicUser = (user: User): PublicUser => ({
  id: user.id,
  full_name: user.fullName,
  email: user.email,
  plan: user.plan,
  plan_status: user.planStatus,
  role: user.role,
});

/** Why a sign-in attempt failed, as stored in login_attempts.failure_reason (read by the admin portal). */
export type SignInFailure =
  | 'unknown_email'
  | 'wrong_password'
  | 'account_locked'
  | 'subscription_expired'
  | 'invalid_code'
  | 'code_expired'
  | 'code_attempts_exceeded'
  /** Admin portal: a right password and code of an account without the admin role. */
  | 'not_admin';

/** One row per finished sign-in attempt: who, when, from where, outcome. */
export async function recordLoginAttempt(
  prisma: PrismaClient,
  attempt: {
    email: string;
    userId: string | null;
    origin: RequestOrigin;
    at: Date;
    failure?: SignInFailure;
    /** Made at the admin portal's sign-in (login_attempts.admin_portal). */
    adminPortal?: boolean;
  },
): Promise<void> {
  await prisma.loginAttempt.create({
    data: {
      email: attempt.email,
      userId: attempt.userId,
      ip: attempt.origin.ip,
      userAgent: attempt.origin.userAgent,
      success: !attempt.failure,
      failureReason: attempt.failure ?? null,
      adminPortal: attempt.adminPortal ?? false,
      createdAt: attempt.at,
    },
  });
}

/** Audit trail entries read by the admin dashboard's Recent Activity. */
export async function recordAuditEvent(
  prisma: PrismaClient,
  event: {
    kind: string;
    description: string;
    actorId: string | null;
    at: Date;
    metadata?: Prisma.InputJsonValue;
  },
): Promise<void> {
  await prisma.auditEvent.create({
    data: {
      kind: event.kind,
      description: event.description,
      actorId: event.actorId,
      metadata: event.metadata,
      createdAt: event.at,
    },
  });
}
