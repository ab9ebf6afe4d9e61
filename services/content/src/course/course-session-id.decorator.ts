import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { COURSE_SESSION_HEADER, courseSessionIdSchema } from '@pac/contracts';
import { type Request } from 'express';

/** The browser's course session id from X-Session-ID; missing or malformed → 400 through the zod filter. */
export const CourseSessionId = createParamDecorator((_data: unknown, context: ExecutionContext): string => {
  const request = context.switchToHttp().getRequest<Request>();
  return courseSessionIdSchema.parse(request.header(COURSE_SESSION_HEADER) ?? '');
});
