import { z } from 'zod';
import { IDENTITY_MESSAGES, registerRequestSchema } from '@pac/contracts';

/** The register request plus the confirmation the screen alone checks. */
export const registerFormSchema = registerRequestSchema
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    message: IDENTITY_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type RegisterForm = z.input<typeof registerFormSchema>;

/** The register messages in the order they are checked; the first one that applies is shown. */
export const REGISTER_FIELD_ORDER = ['name', 'email', 'password', 'confirmPassword'] as const;
