import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_USERS_PAGE_SIZE, type AdminUsersData } from '@pac/contracts';
import { ADMIN_API_PATHS } from '../../../lib/admin-paths.js';
import { ADMIN_QUERY_ROOT } from '../../../lib/admin-queries.js';
import { adminRequest } from '../../../lib/admin-request.js';
import { ADMIN_SCREEN_TEXTS } from '../../../texts.js';

/** One page of the users list; `plan` '' means every plan. */
export interface UsersQuery {
  page: number;
  search: string;
  plan: string;
}

export async function fetchUsers({ page, search, plan }: UsersQuery): Promise<AdminUsersData> {
  const query = new URLSearchParams({
    page: String(page),
    limit: String(ADMIN_USERS_PAGE_SIZE),
    search,
    plan,
  });
  const { data } = await adminRequest<{ data: AdminUsersData }>(
    `${ADMIN_API_PATHS.users}?${query}`,
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
