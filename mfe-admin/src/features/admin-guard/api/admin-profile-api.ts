import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PublicUser } from '@pac/contracts';
import { ADMIN_API_PATHS } from '../../../lib/admin-paths.js';
import { ADMIN_QUERY_ROOT } from '../../../lib/admin-queries.js';
import { adminRequest } from '../../../lib/admin-request.js';
import { ADMIN_SCREEN_TEXTS } from '../../../texts.js';

/** Who the admin session cookie belongs to, as the server sees it now. */
export async function fetchAdminProfile(): Promise<PublicUser> {
  const { user } = await adminRequest<{ user: PublicUser }>(
    ADMIN_API_PATHS.profile,
    ADMIN_SCREEN_TEXTS.accessDenied,
  );
  return user;
}

export const adminProfileQueryOptions = () =>
  queryOptions({ queryKey: [ADMIN_QUERY_ROOT, 'profile'], queryFn: fetchAdminProfile });

/** Always asks the server when the guard opens (never trusts a cached answer: `isFetchedAfterMount`). */
export const useAdminProfile = (enabled: boolean) =>
  useQuery({ ...adminProfileQueryOptions(), enabled, refetchOnMount: 'always' });
