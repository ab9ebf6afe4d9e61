import { Body, Controller, HttpCode } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  courseSignupRequestSchema,
  type CourseSignupRequest,
  type CourseSignupResponse,
  CONTENT_ENDPOINTS,
} from '@pac/contracts';
import { Public, ZodValidationPipe, Route } from '@pac/server-kit';
import { CourseSignupService } from './course-signup.service.js';

@ApiTags('course')
@Public('free course sign-up (lead capture)')
@Controller()
export class CourseSignupController {
  constructor(private readonly signups: CourseSignupService) {}

  @Route(CONTENT_ENDPOINTS.courseSignup)
  @HttpCode(200)
  async signUp(
    @Body(new ZodValidationPipe(courseSignupRequestSchema)) lead: CourseSignupRequest,
  ): Promise<CourseSignupResponse> {
    return { success: true, message: await this.signups.signUp(lead) };
  }
}
