import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_ENDPOINTS, type EmailLogsData } from '@pac/contracts';
import { callApi } from '@pac/session';
import { ADMIN_QUERY_ROOT } from '../../../lib/admin-queries.js';
import { adminRequest } from '../../../lib/admin-request.js';
import { ADMIN_SCREEN_TEXTS } from '../../../texts.js';

/** While a broadcast runs, the counters and the log follow it this often. */
export const EMAIL_LOGS_FOLLOW_MS = 5_000;

export async function fetchEmailLogs(): Promise<EmailLogsData> {
  const { data } = await adminRequest(callApi(ADMIN_ENDPOINTS.emailLogs), ADMIN_SCREEN_TEXTS.emailLogsFailed);
  return data;
}

export const emailLogsQueryKey = [ADMIN_QUERY_ROOT, 'email-logs'] as const;

/** `following`: a broadcast is running, so the log is asked again every EMAIL_LOGS_FOLLOW_MS (not in a background tab). */
export const emailLogsQueryOptions = (following: boolean) =>
  queryOptions({
    queryKey: emailLogsQueryKey,
    queryFn: fetchEmailLogs,
    refetchInterval: following ? EMAIL_LOGS_FOLLOW_MS : false,
    refetchIntervalInBackground: false,
  });

export const useEmailLogs = (following: boolean) => useQuery(emailLogsQueryOptions(following));
