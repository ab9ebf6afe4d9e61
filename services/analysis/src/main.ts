import 'reflect-metadata';
import { bootstrapService, loadConfig } from '@pac/server-kit';
import { AnalysisModule } from './analysis.module.js';
import { analysisConfigSchema } from './config/analysis.config.js';

const config = loadConfig(analysisConfigSchema);
await bootstrapService(AnalysisModule.forRoot(config), {
  name: 'analysis',
  port: config.PORT,
  host: config.HOST,
  trustedProxies: config.TRUSTED_PROXIES,
  logLevel: config.LOG_LEVEL,
  description:
    'The deal calculator: calculate, saved deals, PDF and CSV reports, share links, plan allowances, Executive API keys.',
});
