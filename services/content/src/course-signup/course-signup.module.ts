import { Module, type DynamicModule } from '@nestjs/common';
import { CourseSignupController } from './course-signup.controller.js';
import {
  COURSE_SIGNUP_OPTIONS,
  CourseSignupService,
  type CourseSignupOptions,
} from './course-signup.service.js';

/** POST /api/course-signup: free-course leads and their welcome email (needs MailModule in the app). */
@Module({})
export class CourseSignupModule {
  static forRoot(options: CourseSignupOptions): DynamicModule {
    return {
      module: CourseSignupModule,
      controllers: [CourseSignupController],
      providers: [{ provide: COURSE_SIGNUP_OPTIONS, useValue: options }, CourseSignupService],
    };
  }
}
