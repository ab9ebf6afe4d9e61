import { apiFetch } from '@pac/session';
import { STEP_UP_REQUIRED_CODE } from '@pac/contracts';

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

export interface AdminRequestOptions extends RequestInit {
  /** The message for a body that is not JSON; by default the fallback. */
  invalidJson?: (body: string) => string;
}

/** Calls the admin API with the admin session cookie; a failure throws the server's error or `fallback`. */
export async function adminRequest<T>(
  path: string,
  fallback: string,
  { invalidJson, ...init }: AdminRequestOptions = {},
): Promise<T> {
  let response: Response;
  let text: string;
  try {
    response = await apiFetch(path, init);
    text = await response.text();
  } catch {
    throw new AdminRequestError(fallback, 0);
  }
  const body = parseBody<T>(text);
  if (body === undefined && invalidJson) throw new AdminRequestError(invalidJson(text), response.status);
  if (!response.ok || !body || body.success === false)
    throw new AdminRequestError(
      body?.error || fallback,
      response.ok ? 500 : response.status,
      typeof body?.code === 'string' ? body.code : undefined,
    );
  return body;
}

type AdminAnswer<T> = T & { success?: boolean; error?: string; code?: string };

/** The JSON body, or undefined when it is not JSON. */
function parseBody<T>(text: string): AdminAnswer<T> | null | undefined {
  try {
    return JSON.parse(text) as AdminAnswer<T> | null;
  } catch {
    return undefined;
  }
}
