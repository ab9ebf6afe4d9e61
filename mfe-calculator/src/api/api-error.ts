import { DEAL_INPUT_OUT_OF_BOUNDS_CODE, type DealFieldErrors, type DealToCorrect } from '@pac/contracts';
import { ApiError, unexplainedStatus } from '@pac/session';

/**
 * A refused API call, with what the service said: its message, the per-field errors of a bad input, the status
 * (401 not signed in, 402 allowance used up, 404 not found or not yours, 422 a deal the input bounds now refuse)
 * and the whole body, for a refusal that carries a machine `code` and what the screen needs to act on it.
 */
export class DealsApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: DealFieldErrors = {},
    readonly body: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = 'DealsApiError';
  }

  /** The machine code of the refusal (e.g. DEAL_INPUT_OUT_OF_BOUNDS), if the service sent one. */
  get code(): string | undefined {
    return typeof this.body.code === 'string' ? this.body.code : undefined;
  }
}

const fieldErrorsOf = (body: Readonly<Record<string, unknown>>): DealFieldErrors =>
  typeof body.fieldErrors === 'object' && body.fieldErrors !== null
    ? (body.fieldErrors as DealFieldErrors)
    : {};

/** A refusal because the deal was saved with values the input bounds now refuse (DEAL_INPUT_OUT_OF_BOUNDS, 422). */
export const isOutOfBoundsRefusal = (error: unknown): error is DealsApiError =>
  error instanceof DealsApiError && error.code === DEAL_INPUT_OUT_OF_BOUNDS_CODE;

/** The deal such a refusal of `GET /api/deals/:id` hands its owner to correct (its input as stored), else null. */
export function dealToCorrectOf(error: unknown): DealToCorrect | null {
  if (!isOutOfBoundsRefusal(error)) return null;
  const deal = error.body.deal;
  return typeof deal === 'object' && deal !== null && 'input' in deal ? (deal as DealToCorrect) : null;
}

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
      throw new DealsApiError(error.status, error.message, fieldErrorsOf(error.body), error.body);
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
  return new DealsApiError(response.status, message, fieldErrorsOf(record), record);
}
