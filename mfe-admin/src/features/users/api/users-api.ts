import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ADMIN_ENDPOINTS,
  ADMIN_USERS_PAGE_SIZE,
  type AdminUsersData,
  type EndpointQuery,
} from '@pac/contracts';
import { callApi } from '@pac/session';
import { ADMIN_QUERY_ROOT } from '../../../lib/admin-queries.js';
import { adminRequest } from '../../../lib/admin-request.js';
import { ADMIN_SCREEN_TEXTS } from '../../../texts.js';

/** The plan filter values the users API accepts. */
export type UsersPlanFilter = NonNullable<EndpointQuery<typeof ADMIN_ENDPOINTS.users>['plan']>;

/** One page of the users list; `plan` '' means every plan. */
export interface UsersQuery {
  page: number;
  search: string;
  plan: UsersPlanFilter;
}

export async function fetchUsers({ page, search, plan }: UsersQuery): Promise<AdminUsersData> {
  const { data } = await adminRequest(
    callApi(ADMIN_ENDPOINTS.users, { query: { page, limit: ADMIN_USERS_PAGE_SIZE, search, plan } }),
    ADMIN_SCREEN_TEXTS.usersFailed,
  );
  return data;
}

export const usersQueryOptions = (query: UsersQuery) =>
  queryOptions({
    queryKey: [ADMIN_QUERY_ROOT, 'users', query],
    queryFn: () => fetchUsers(query),
    // The table stays while the next page or filter loads (its buttons are disabled meanwhile).
    placeholderData: keepPreviousData,
  });

export const useUsers = (query: UsersQuery) => useQuery(usersQueryOptions(query));
