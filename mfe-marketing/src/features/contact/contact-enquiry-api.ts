import { useMutation } from '@tanstack/react-query';
import { CONTACT_MESSAGES, type ContactEnquiryRequest } from '@pac/contracts';
import { apiFetch } from '@pac/session';

export type EnquiryOutcome = { sent: true; message: string } | { sent: false; message: string };

/** POST /api/contact: the server's message to show, a refusal's error, or the failure text. */
export async function sendEnquiry(enquiry: ContactEnquiryRequest): Promise<EnquiryOutcome> {
  try {
    const response = await apiFetch('/api/contact', { method: 'POST', body: JSON.stringify(enquiry) });
    const body = (await response.json().catch(() => ({}))) as {
      success?: boolean;
      message?: string;
      error?: string;
    };
    if (!response.ok || body.success === false)
      return { sent: false, message: body.error ?? CONTACT_MESSAGES.failure };
    return { sent: true, message: body.message ?? CONTACT_MESSAGES.success };
  } catch {
    return { sent: false, message: CONTACT_MESSAGES.failure };
  }
}

export const useSendEnquiryMutation = () => useMutation({ mutationFn: sendEnquiry });
