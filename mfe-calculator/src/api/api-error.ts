import { type DealFieldErrors } from '@pac/contracts';

/**
 * A refused API call, with what the service said: its message, the per-field errors of a bad input, and the
 * status (401 not signed in, 402 allowance used up, 404 not found or not yours).
 */
export class DealsApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: DealFieldErrors = {},
  ) {
    super(message);
    this.name = 'DealsApiError';
  }
}

/** The JSON body of a 2xx answer, or a DealsApiError carrying the service's own words. */
export async function readApiJson<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => null)) as
    (T & { success?: boolean; error?: string; fieldErrors?: DealFieldErrors }) | null;
  if (!response.ok || body === null) {
    throw new DealsApiError(
      response.status,
      body?.error ?? `The server answered ${response.status}. Please try again.`,
      body?.fieldErrors ?? {},
    );
  }
  return body;
}
