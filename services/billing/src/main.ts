import 'reflect-metadata';
import { bootstrapService, loadConfig } from '@pac/server-kit';
import { billingConfigSchema } from './config/billing.config.js';
import { BillingModule } from './billing.module.js';

const config = loadConfig(billingConfigSchema);
await bootstrapService(BillingModule.forRoot(config), {
  name: 'billing',
  port: config.PORT,
  host: config.HOST,
  trustedProxies: config.TRUSTED_PROXIES,
  logLevel: config.LOG_LEVEL,
  description: 'Plan catalogue, checkout sessions, payment-provider webhooks, subscriptions and payments.',
});
