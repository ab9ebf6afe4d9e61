import { useMutation } from '@tanstack/react-query';
import { CONTENT_ENDPOINTS, COURSE_MESSAGES, type CourseSignupRequest } from '@pac/contracts';
import { ApiError, callApi } from '@pac/session';
import { COURSE_TEXTS } from '../../../texts.js';

export type SignupOutcome = { ok: true } | { ok: false; message: string };

/** POST /api/course-signup, turning every answer, failures included, into the text to show. */
export async function submitCourseSignup(lead: CourseSignupRequest): Promise<SignupOutcome> {
  let body: Readonly<Record<string, unknown>>;
  try {
    const answer: unknown = await callApi(CONTENT_ENDPOINTS.courseSignup, { body: lead });
    body = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>) : {};
    if (body.success === true) return { ok: true };
  } catch (error) {
    if (!(error instanceof ApiError) || error.isNetworkError)
      return { ok: false, message: COURSE_TEXTS.networkError };
    body = error.body;
  }
  const serverMessage =
    typeof body.error === 'string' ? body.error : typeof body.message === 'string' ? body.message : '';
  if (serverMessage === COURSE_MESSAGES.emailAlreadyRegistered)
    return { ok: false, message: COURSE_MESSAGES.emailAlreadyRegisteredShown };
  return { ok: false, message: serverMessage || COURSE_TEXTS.submissionFailedDefault };
}

export const useCourseSignupMutation = () => useMutation({ mutationFn: submitCourseSignup });
