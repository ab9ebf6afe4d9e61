import 'reflect-metadata';
import { createServiceApp } from '@pac/server-kit';
import { describeServiceHealth } from '@pac/server-kit/testing/service-health';
import { contentConfigSchema } from '../config/content.config.js';
import { ContentModule } from '../content.module.js';

describeServiceHealth({
  service: 'content',
  start: async (env) => {
    const config = contentConfigSchema.parse(env);
    const app = await createServiceApp(ContentModule.forRoot(config), { name: 'content', logLevel: false });
    return app.init();
  },
});
