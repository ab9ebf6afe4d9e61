import { Module } from '@nestjs/common';
import { UsersController } from './users.controller.js';
import { UsersService } from './users.service.js';

/** GET /api/admin/users: the searchable user list with each user's subscription. */
@Module({ controllers: [UsersController], providers: [UsersService] })
export class UsersModule {}
