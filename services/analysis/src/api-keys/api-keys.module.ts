import { Global, Module } from '@nestjs/common';
import { CallerGuard, OptionalCallerGuard } from '../callers/caller.guard.js';
import { ApiKeysController } from './api-keys.controller.js';
import { ApiKeysService } from './api-keys.service.js';

/** Personal API keys, and the guards that accept them beside sessions (global: every feature uses the guards). */
@Global()
@Module({
  controllers: [ApiKeysController],
  providers: [ApiKeysService, CallerGuard, OptionalCallerGuard],
  exports: [ApiKeysService, CallerGuard, OptionalCallerGuard],
})
export class ApiKeysModule {}
