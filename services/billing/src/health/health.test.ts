import 'reflect-metadata';
import { createServiceApp } from '@pac/server-kit';
import { describeServiceHealth } from '@pac/server-kit/testing/service-health';
import { billingConfigSchema } from '../config/billing.config.js';
import { BillingModule } from '../billing.module.js';

describeServiceHealth({
  service: 'billing',
  start: async (env) => {
    const config = billingConfigSchema.parse(env);
    const app = await createServiceApp(BillingModule.forRoot(config), { name: 'billing', logLevel: false });
    return app.init();
  },
});
