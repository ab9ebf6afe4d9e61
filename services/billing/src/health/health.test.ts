import 'reflect-metadata';
import { createServiceApp } from '@pac/server-kit';
import { TEST_JWT_SECRET } from '@pac/server-kit/testing';
import { describeServiceHealth } from '@pac/server-kit/testing/service-health';
import { billingConfigSchema } from '../config/billing.config.js';
import { BillingModule } from '../billing.module.js';

describeServiceHealth({
  service: 'billing',
  extraEnv: {
    JWT_SECRET: TEST_JWT_SECRET,
    STRIPE_WEBHOOK_SECRET: 'whsec_test_only_billing_health',
    PLAN_EXPIRY_INTERVAL_SECONDS: '0',
  },
  start: async (env) => {
    const config = billingConfigSchema.parse(env);
    const app = await createServiceApp(BillingModule.forRoot(config), { name: 'billing', logLevel: false });
    return app.init();
  },
});
