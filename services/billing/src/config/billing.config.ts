import { DEFAULT_PORTS } from '@pac/contracts';
import { serviceEnvSchema } from '@pac/server-kit/config';
import { type z } from 'zod';

/** Everything the billing service reads from the environment (documented in services/README.md). */
export const billingConfigSchema = serviceEnvSchema(DEFAULT_PORTS.billing);
export type BillingConfig = z.infer<typeof billingConfigSchema>;

/** Injection token of the validated billing configuration. */
export const BILLING_CONFIG = Symbol('BILLING_CONFIG');
