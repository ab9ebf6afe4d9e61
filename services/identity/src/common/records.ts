import { type PrismaClient } from '@pac/db';
import { type RequestOrigin } from '@pac/server-kit';

// Shared with the admin service (server-kit), named here with identity's own records so its flows import one place.
export { recordAuditEvent, requestOrigin, toPublicUser, type RequestOrigin } from '@pac/server-kit';

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

/** recordLoginAttempt for one step of a sign-in: its email, origin, time and portal fixed; the account and outcome given. */
export const loginAttemptRecorder =
  (prisma: PrismaClient, step: { email: string; origin: RequestOrigin; at: Date; adminPortal: boolean }) =>
  (userId: string | null, failure?: SignInFailure): Promise<void> =>
    recordLoginAttempt(prisma, { ...step, userId, failure });

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
