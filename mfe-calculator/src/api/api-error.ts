import { type DealFieldErrors } from '@pac/contracts';
import { ApiError, unexplainedStatus } from '@pac/session';

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

const fieldErrorsOf = (body: Readonly<Record<string, unknown>>): DealFieldErrors =>
  typeof body.fieldErrors === 'object' && body.fieldErrors !== null
    ? (body.fieldErrors as DealFieldErrors)
    : {};

/**
 * The answer of a `callApi(...)`, or a DealsApiError carrying the service's own words. No answer at all stays the
 * ApiError it is: the screens tell a refusal from a network failure by the class.
 */
export async function dealsRequest<T>(call: Promise<T>): Promise<T> {
  let answer: T;
  try {
    answer = await call;
  } catch (error) {
    if (error instanceof ApiError && !error.isNetworkError)
      throw new DealsApiError(error.status, error.message, fieldErrorsOf(error.body));
    throw error;
  }
  if (answer === null) throw new DealsApiError(200, unexplainedStatus(200));
  return answer;
}

/** The DealsApiError of a refused response read by hand (downloads, which need the answer's headers). */
export async function refusalOf(response: Response): Promise<DealsApiError> {
  const body: unknown = await response.json().catch(() => null);
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const message =
    typeof record.error === 'string' && record.error.trim()
      ? record.error
      : unexplainedStatus(response.status);
  return new DealsApiError(response.status, message, fieldErrorsOf(record));
}
