import { STEP_UP_REQUIRED_CODE } from '@pac/contracts';
import { ApiError } from '@pac/session';

/** A refused or failed admin call: `status` is the HTTP status, 0 when no answer arrived (network, navigation). */
export class AdminRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The server's machine code, when it gave one (e.g. STEP_UP_REQUIRED). */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'AdminRequestError';
  }
}

/** Whether a failure means the admin session itself is gone or not an admin's: only then is it ended. */
export const isSessionRefusal = (error: unknown): error is AdminRequestError =>
  error instanceof AdminRequestError &&
  (error.status === 401 || error.status === 403) &&
  error.code !== STEP_UP_REQUIRED_CODE;

const serverText = (body: Readonly<Record<string, unknown>>) =>
  typeof body.error === 'string' && body.error ? body.error : undefined;
const serverCode = (body: Readonly<Record<string, unknown>>) =>
  typeof body.code === 'string' ? body.code : undefined;

/**
 * Reads a `callApi(...)` of the portal: a failure throws the server's error or `fallback`, and so does an answer
 * without a body or with `success: false` (as a 500: the server did not do what was asked).
 */
export async function adminRequest<T>(call: Promise<T>, fallback: string): Promise<T> {
  let answer: T;
  try {
    answer = await call;
  } catch (error) {
    if (!(error instanceof ApiError) || error.isNetworkError) throw new AdminRequestError(fallback, 0);
    const ok = error.status >= 200 && error.status < 300;
    throw new AdminRequestError(
      serverText(error.body) ?? fallback,
      ok ? 500 : error.status,
      serverCode(error.body),
    );
  }
  const body: unknown = answer;
  if (typeof body !== 'object' || body === null) throw new AdminRequestError(fallback, 500);
  const record = body as Record<string, unknown>;
  if (record.success === false)
    throw new AdminRequestError(serverText(record) ?? fallback, 500, serverCode(record));
  return answer;
}
