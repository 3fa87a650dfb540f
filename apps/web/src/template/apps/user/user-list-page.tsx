import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Eye, Plus, Trash2 } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { useDispatch, useSelector } from 'react-redux';
import { useList } from '../../../core/api/list.ts';
import { ConfirmDialog } from '../../../core/ui/confirm-dialog.tsx';
import { DataTable } from '../../../core/ui/data-table.tsx';
import { pagedTableProps } from '../../../core/ui/paged-table.ts';
import { RoutePageHeader } from '../../../core/ui/page-header.tsx';
import { notify } from '../../../core/ui/toasts.tsx';
import type { ListUser } from '../../../fake-api/types.ts';
import { RowAction } from '../shared/icon-button.tsx';
import { ListPageSize, ListSearch } from '../shared/list-toolbar.tsx';
import { UserCell } from '../shared/user-cell.tsx';
import type { AddUserForm } from './add-user-schema.ts';
import { RoleLabel, StatusBadge } from './user-badges.tsx';
import { UserStats } from './user-stats.tsx';
import {
  usersApi,
  useAddUserMutation,
  useDeleteUserMutation,
  useGetAllUsersQuery,
} from './users.api.ts';
import { selectUserParams, userParamsChanged } from './users.slice.ts';
import { preloadQuery, preloadQueryOf } from '../../../core/api/preload-query.ts';
import type { RoutePreload } from '../../../core/routing/route-declaration.ts';
import { billingKey, USER_PLANS, USER_ROLES, USER_STATUSES, type UserParams } from './users-api.ts';
import './user.scss';
import { lazyWhenShown } from '../shared/lazy-when-shown.ts';
import { LabelledSelect } from '../../../core/ui/labelled-select.tsx';

// The new user's form (and its validation) loads when the panel first opens.
const AddUserPanel = lazyWhenShown(() =>
  import('./add-user-panel.tsx').then((m) => m.AddUserPanel),
);

const NO_USERS: ListUser[] = [];

/**
 * The route's preload (routes.ts): the page of the list the screen shows (its kept filters) and
 * every user (the statistics), asked for as navigation starts.
 */
export const preloadUserList: RoutePreload = (_target, dispatch) => {
  preloadQueryOf(dispatch, usersApi.endpoints.getUsers, selectUserParams);
  preloadQuery(dispatch, usersApi.endpoints.getAllUsers, undefined);
};

export function UserListPage() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const params = useSelector(selectUserParams);
  const list = useList(usersApi.endpoints.getUsers, params);
  // The statistics count every user, not the page.
  const allData = useGetAllUsersQuery().data ?? NO_USERS;
  const [addUser] = useAddUserMutation();
  const [deleteUser] = useDeleteUserMutation();
  const [adding, setAdding] = useState(false);
  const [toDelete, setToDelete] = useState<ListUser | null>(null);
  // A change merges into the stored params: a debounced search must not undo a filter.
  const load = (change: Partial<UserParams>) => dispatch(userParamsChanged(change));
  const listParams = { params, load };

  const onAdd = async (user: AddUserForm) => {
    const added = await addUser(user).unwrap();
    void notify('success', t('userApp.add.done', { name: added.fullName, id: added.id }));
    return added;
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    const { id, fullName } = toDelete;
    setToDelete(null);
    await deleteUser(id);
    void notify('success', t('userApp.deleted', { name: fullName }));
  };

  const columns = useMemo<ColumnDef<ListUser, unknown>[]>(
    () => [
      {
        id: 'fullName',
        header: t('userApp.columns.user'),
        cell: ({ row: { original: u } }) => <UserCell user={u} detail={u.email} />,
      },
      {
        id: 'role',
        header: t('userApp.columns.role'),
        cell: ({ row }) => <RoleLabel role={row.original.role} />,
      },
      {
        id: 'currentPlan',
        header: t('userApp.columns.plan'),
        cell: ({ row }) => t(`userApp.plans.${row.original.currentPlan}`),
      },
      {
        id: 'billing',
        header: t('userApp.columns.billing'),
        cell: ({ row }) => (
          <span className="text-nowrap">{t(billingKey(row.original.billing))}</span>
        ),
      },
      {
        id: 'status',
        header: t('userApp.columns.status'),
        cell: ({ row }) => <StatusBadge status={row.original.status} />,
      },
      {
        id: 'actions',
        header: t('userApp.columns.actions'),
        enableSorting: false,
        cell: ({ row: { original: u } }) => (
          <div className="d-flex gap-1">
            <RowAction
              icon={Eye}
              label={t('userApp.viewUser', { name: u.fullName })}
              to={`/apps/user/view/${u.id}`}
            />
            <RowAction
              icon={Trash2}
              label={t('userApp.deleteUser', { name: u.fullName })}
              onClick={() => setToDelete(u)}
            />
          </div>
        ),
      },
    ],
    [t],
  );

  const filter = (
    id: string,
    key: 'role' | 'currentPlan' | 'status',
    options: string[],
    prefix: string,
  ) => (
    <div className="col-12 col-md-4">
      <LabelledSelect
        id={id}
        label={t(`userApp.filters.${key}`)}
        value={params[key]}
        onChange={(e) => load({ [key]: e.target.value, page: 1 })}
        options={[
          { value: '', label: t(`userApp.filters.all.${key}`) },
          ...options.map((o) => ({ value: o, label: t(`${prefix}.${o}`) })),
        ]}
      />
    </div>
  );

  return (
    <>
      <RoutePageHeader />
      <UserStats users={allData} />
      <Card>
        <Card.Header>
          <h2 className="h5 mb-3">{t('userApp.filters.title')}</h2>
          <div className="row g-3">
            {filter('user-role', 'role', USER_ROLES, 'userApp.roles')}
            {filter('user-plan', 'currentPlan', USER_PLANS, 'userApp.plans')}
            {filter('user-status', 'status', USER_STATUSES, 'userApp.statuses')}
          </div>
        </Card.Header>
        <Card.Body className="d-flex flex-wrap align-items-end gap-3">
          <ListPageSize {...listParams} id="user-per-page" label={t('userApp.show')} />
          <div className="ms-auto d-flex flex-wrap align-items-end gap-2 list-toolbar-group">
            <ListSearch {...listParams} id="user-search" label={t('userApp.search')} />
            <Button
              size="sm"
              onClick={() => setAdding(true)}
              className="d-inline-flex align-items-center gap-1"
            >
              <Plus size={14} aria-hidden="true" />
              {t('userApp.add.title')}
            </Button>
          </div>
        </Card.Body>
        <DataTable
          label={t('userApp.listTitle')}
          columns={columns}
          // A new order starts again from the first page.
          {...pagedTableProps(list, params, (patch) => load({ page: 1, ...patch }))}
          empty={{ text: t('userApp.table.empty') }}
        />
      </Card>
      <AddUserPanel show={adding} onHide={() => setAdding(false)} onAdd={onAdd} />
      <ConfirmDialog
        show={toDelete !== null}
        title={t('userApp.deleteTitle')}
        body={t('userApp.deleteText', { name: toDelete?.fullName ?? '' })}
        confirmLabel={t('userApp.delete')}
        variant="danger"
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
