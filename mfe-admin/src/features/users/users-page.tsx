import { ADMIN_LAYOUT_TEXTS, ADMIN_SCREEN_TEXTS } from '../../texts.js';
import { useState, type FormEvent } from 'react';
import { badgePlanStatus, planDisplayName } from '@pac/contracts';
import { Button, Input, TableRegion } from '@pac/ui';
import { useUsers, type UsersPlanFilter } from './api/users-api.js';
import { formatDateTime } from '../../lib/format.js';
import { ADMIN_TABLE_CLASS } from '../../lib/admin-table.js';
import { Badge, ErrorBox, Loading } from '../../lib/status-views.js';

/** The plan filter, with the values the admin users API accepts. */
const PLAN_OPTIONS = [
  ['', 'All plans'],
  ['free', 'Free'],
  ['starter', 'Starter'],
  ['professional', 'Professional'],
  ['executive', 'Executive'],
] as const satisfies readonly (readonly [UsersPlanFilter, string])[];

export function UsersPage() {
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [plan, setPlan] = useState<UsersPlanFilter>('');
  const [page, setPage] = useState(1);
  const users = useUsers({ page, search, plan });
  const data = users.isError ? undefined : users.data;
  const loading = users.isFetching;

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft.trim());
    setPage(1);
  };

  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-bold text-foreground">Users</h1>
      <form className="flex flex-wrap gap-2" onSubmit={onSearch} role="search">
        <Input
          aria-label="Search users"
          placeholder="Search by name or email"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          className="max-w-xs"
        />
        <select
          aria-label="Filter by plan"
          className="rounded-md border border-border px-2"
          value={plan}
          onChange={(e) => {
            setPlan(PLAN_OPTIONS.find(([value]) => value === e.target.value)?.[0] ?? '');
            setPage(1);
          }}
        >
          {PLAN_OPTIONS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <Button type="submit">{ADMIN_SCREEN_TEXTS.search}</Button>
      </form>
      {users.error && <ErrorBox message={users.error.message} />}
      {users.isLoading && <Loading />}
      {data && (
        <>
          <TableRegion label={ADMIN_LAYOUT_TEXTS.usersTable}>
            <table className={ADMIN_TABLE_CLASS}>
              <thead className="border-b border-border text-muted-foreground">
                <tr>
                  <th className="py-2">Name</th>
                  <th>Email</th>
                  <th>Plan</th>
                  <th>Status</th>
                  <th>Subscription</th>
                  <th>Joined</th>
                </tr>
              </thead>
              <tbody>
                {data.users.map((user) => (
                  <tr key={user.id} className="border-b border-border">
                    <td className="py-2">{user.full_name}</td>
                    <td>{user.email}</td>
                    <td>{planDisplayName(user.plan)}</td>
                    <td>
                      <Badge value={badgePlanStatus(user.plan_status)} />
                    </td>
                    <td>
                      {user.subscription
                        ? `${user.subscription.status}, renews ${formatDateTime(user.subscription.current_period_end)}`
                        : '—'}
                    </td>
                    <td>{formatDateTime(user.created_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
          {data.users.length === 0 && <p className="text-muted-foreground">No users found</p>}
          <div className="flex items-center justify-between text-sm">
            <p data-testid="users-meta">
              Page {data.meta.page} of {data.meta.total_pages} · {data.meta.total_is_estimate ? 'about ' : ''}
              {data.meta.total} users
            </p>
            <div className="flex gap-2">
              <Button
                variant="outline"
                size="sm"
                disabled={!data.meta.has_prev || loading}
                onClick={() => setPage((p) => p - 1)}
              >
                Previous
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={!data.meta.has_next || loading}
                onClick={() => setPage((p) => p + 1)}
              >
                Next
              </Button>
            </div>
          </div>
        </>
      )}
    </section>
  );
}
