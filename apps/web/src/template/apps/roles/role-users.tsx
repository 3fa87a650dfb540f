import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import Card from 'react-bootstrap/Card';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { DataTable } from '../../../core/ui/data-table.tsx';
import type { ListUser, UsersResponse } from '../../../fake-api/types.ts';
import { ToolbarSearch, useSearchText } from '../shared/list-toolbar.tsx';
import { UserCell } from '../shared/user-cell.tsx';
import { useGetRoleUsersQuery } from './roles.api.ts';

const PER_PAGE = 10;
const NO_USERS: UsersResponse = { users: [], total: 0 };

/** The users below the role cards: searchable and paged by the server. */
export function RoleUsers() {
  const { t } = useTranslation();
  const [query, setQuery] = useState({ q: '', page: 1 });
  const [q, setQ] = useSearchText(query.q, (text) => setQuery({ q: text, page: 1 }));
  const users = useGetRoleUsersQuery({ ...query, perPage: PER_PAGE });
  const result = users.data ?? NO_USERS;

  const columns = useMemo<ColumnDef<ListUser, unknown>[]>(
    () => [
      {
        id: 'user',
        header: t('rolesApp.columns.user'),
        cell: ({ row: { original: u } }) => <UserCell user={u} detail={`@${u.username}`} />,
      },
      { id: 'email', header: t('rolesApp.columns.email'), cell: ({ row }) => row.original.email },
      {
        id: 'role',
        header: t('rolesApp.columns.role'),
        cell: ({ row }) => t(`rolesApp.userRoles.${row.original.role}`),
      },
      {
        id: 'plan',
        header: t('rolesApp.columns.plan'),
        cell: ({ row }) => t(`rolesApp.plans.${row.original.currentPlan}`),
      },
      {
        id: 'status',
        header: t('rolesApp.columns.status'),
        cell: ({ row }) => t(`rolesApp.statuses.${row.original.status}`),
      },
    ],
    [t],
  );

  return (
    <Card>
      <Card.Header className="d-flex flex-wrap align-items-end justify-content-between gap-2">
        <h2 className="h5 mb-0">{t('rolesApp.usersTitle')}</h2>
        <ToolbarSearch
          id="role-users-search"
          label={t('rolesApp.search')}
          value={q}
          onChange={setQ}
        />
      </Card.Header>
      <DataTable
        label={t('rolesApp.usersTitle')}
        columns={columns}
        data={result.users}
        total={result.total}
        status={users.isError ? 'failed' : users.isLoading ? 'loading' : 'succeeded'}
        onRetry={() => void users.refetch()}
        page={query.page}
        perPage={PER_PAGE}
        onPage={(page) => setQuery((cur) => ({ ...cur, page }))}
        empty={{ text: t('rolesApp.table.empty') }}
      />
    </Card>
  );
}
