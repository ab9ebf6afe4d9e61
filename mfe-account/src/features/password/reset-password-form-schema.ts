import { z } from 'zod';
import { IDENTITY_MESSAGES, resetPasswordRequestSchema } from '@pac/contracts';

/** The new password as the service checks it, plus the confirmation only the screen checks. */
export const resetPasswordFormSchema = z
  .object({ new_password: resetPasswordRequestSchema.shape.new_password, confirm_password: z.string() })
  .refine((form) => form.new_password === form.confirm_password, {
    message: IDENTITY_MESSAGES.passwordsDoNotMatch,
    path: ['confirm_password'],
  });
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;
