import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  courseSignupRequestSchema,
  type CourseSignupRequest,
  type CourseSignupResponse,
} from '@pac/contracts';
import { Public, ZodValidationPipe } from '@pac/server-kit';
import { CourseSignupService } from './course-signup.service.js';

@ApiTags('course')
@Public('free course sign-up (lead capture)')
@Controller('api/course-signup')
export class CourseSignupController {
  constructor(private readonly signups: CourseSignupService) {}

  @Post()
  @HttpCode(200)
  async signUp(
    @Body(new ZodValidationPipe(courseSignupRequestSchema)) lead: CourseSignupRequest,
  ): Promise<CourseSignupResponse> {
    return { success: true, message: await this.signups.signUp(lead) };
  }
}
