import { useMutation } from '@tanstack/react-query';
import { CONTACT_MESSAGES, CONTENT_ENDPOINTS, type ContactEnquiryRequest } from '@pac/contracts';
import { ApiError, callApi } from '@pac/session';

const textOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

export type EnquiryOutcome = { sent: true; message: string } | { sent: false; message: string };

/** POST /api/contact: the server's message to show, a refusal's error, or the failure text. */
export async function sendEnquiry(enquiry: ContactEnquiryRequest): Promise<EnquiryOutcome> {
  let answer: unknown;
  try {
    answer = await callApi(CONTENT_ENDPOINTS.contact, { body: enquiry });
  } catch (error) {
    return {
      sent: false,
      message: textOf(error instanceof ApiError ? error.body.error : undefined) ?? CONTACT_MESSAGES.failure,
    };
  }
  // An older content service said `success: false` in a 200.
  const body = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>) : {};
  if (body.success === false) return { sent: false, message: textOf(body.error) ?? CONTACT_MESSAGES.failure };
  return { sent: true, message: textOf(body.message) ?? CONTACT_MESSAGES.success };
}

export const useSendEnquiryMutation = () => useMutation({ mutationFn: sendEnquiry });
