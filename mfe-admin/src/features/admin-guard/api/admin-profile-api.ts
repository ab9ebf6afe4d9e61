import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_ENDPOINTS, type PublicUser } from '@pac/contracts';
import { callApi } from '@pac/session';
import { ADMIN_QUERY_ROOT } from '../../../lib/admin-queries.js';
import { adminRequest } from '../../../lib/admin-request.js';
import { ADMIN_SCREEN_TEXTS } from '../../../texts.js';

/** Who the admin session cookie belongs to, as the server sees it now. */
export async function fetchAdminProfile(): Promise<PublicUser> {
  const { user } = await adminRequest(callApi(ADMIN_ENDPOINTS.profile), ADMIN_SCREEN_TEXTS.accessDenied);
  return user;
}

export const adminProfileQueryOptions = () =>
  queryOptions({ queryKey: [ADMIN_QUERY_ROOT, 'profile'], queryFn: fetchAdminProfile });

/** Always asks the server when the guard opens (never trusts a cached answer: `isFetchedAfterMount`). */
export const useAdminProfile = (enabled: boolean) =>
  useQuery({ ...adminProfileQueryOptions(), enabled, refetchOnMount: 'always' });
