import { useMutation } from '@tanstack/react-query';
import { COURSE_MESSAGES, type CourseSignupRequest } from '@pac/contracts';
import { apiFetch } from '@pac/session';
import { COURSE_TEXTS } from '../../../texts.js';

export type SignupOutcome = { ok: true } | { ok: false; message: string };

/** POST /api/course-signup, turning every answer, failures included, into the text to show. */
export async function submitCourseSignup(lead: CourseSignupRequest): Promise<SignupOutcome> {
  let response: Response;
  try {
    response = await apiFetch('/api/course-signup', {
      method: 'POST',
      body: JSON.stringify(lead),
    });
  } catch {
    return { ok: false, message: COURSE_TEXTS.networkError };
  }
  const body = (await response.json().catch(() => ({}))) as {
    success?: unknown;
    error?: unknown;
    message?: unknown;
  };
  if (response.ok && body.success === true) return { ok: true };
  const serverMessage =
    typeof body.error === 'string' ? body.error : typeof body.message === 'string' ? body.message : '';
  if (serverMessage === COURSE_MESSAGES.emailAlreadyRegistered)
    return { ok: false, message: COURSE_MESSAGES.emailAlreadyRegisteredShown };
  return { ok: false, message: serverMessage || COURSE_TEXTS.submissionFailedDefault };
}

export const useCourseSignupMutation = () => useMutation({ mutationFn: submitCourseSignup });
