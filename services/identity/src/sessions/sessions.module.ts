import { Module } from '@nestjs/common';
import { SessionsController } from './sessions.controller.js';

/** POST /api/logout, GET /api/auth/verify and GET /api/user/profile over the session registry (server-kit). */
@Module({ controllers: [SessionsController] })
export class SessionsModule {}
