import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Edit, Plus, Trash } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { useDispatch, useSelector } from 'react-redux';
import { useList } from '../../../core/api/list.ts';
import { DataTable, listTableProps } from '../../../core/ui/data-table.tsx';
import { RoutePageHeader } from '../../../core/ui/page-header.tsx';
import { ConfirmDialog } from '../../../core/ui/confirm-dialog.tsx';
import { notify } from '../../../core/ui/toasts.tsx';
import type { Permission, PermissionRole } from '../../../fake-api/types.ts';
import { RowAction } from '../shared/icon-button.tsx';
import { ToolbarFilter, ListSearch } from '../shared/list-toolbar.tsx';
import { PERMISSION_ROLES, type PermissionParams } from './permissions-api.ts';
import {
  permissionsApi,
  useAddPermissionMutation,
  useDeletePermissionMutation,
  useRenamePermissionMutation,
} from './permissions.api.ts';
import { permissionParamsChanged, selectPermissionParams } from './permissions.slice.ts';
import './permissions.scss';
import { lazyWhenShown } from '../shared/lazy-when-shown.ts';

// The name form (and its validation) loads when a permission is first added or renamed.
const PermissionNameDialog = lazyWhenShown(() =>
  import('./permission-dialogs.tsx').then((m) => m.PermissionNameDialog),
);

const ROLE_COLOR: Record<PermissionRole, string> = {
  administrator: 'primary',
  manager: 'warning',
  user: 'success',
  support: 'info',
  'restricted-user': 'danger',
};

export function RoleBadges({ roles }: { roles: PermissionRole[] }) {
  const { t } = useTranslation();
  return (
    <div className="d-flex flex-wrap gap-1">
      {roles.map((role) => (
        <span
          key={role}
          className={`badge rounded-pill bg-${ROLE_COLOR[role]}-subtle text-${ROLE_COLOR[role]}-emphasis`}
        >
          {t(`permissionsApp.roles.${role}`)}
        </span>
      ))}
    </div>
  );
}

type Dialog =
  | { kind: 'add' }
  | { kind: 'rename'; permission: Permission }
  | { kind: 'delete'; permission: Permission };

export function PermissionsPage() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const params = useSelector(selectPermissionParams);
  const list = useList(permissionsApi.endpoints.getPermissions, params);
  const { total } = list;
  const [addPermission] = useAddPermissionMutation();
  const [renamePermission] = useRenamePermissionMutation();
  const [deletePermission] = useDeletePermissionMutation();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  // A change merges into the stored params: a debounced search must not undo a filter.
  const load = (change: Partial<PermissionParams>) => dispatch(permissionParamsChanged(change));
  const listParams = { params, load };

  const columns = useMemo<ColumnDef<Permission, unknown>[]>(
    () => [
      {
        id: 'name',
        header: t('permissionsApp.name'),
        cell: ({ row }) => <span className="fw-semibold">{row.original.name}</span>,
      },
      {
        id: 'assignedTo',
        header: t('permissionsApp.assignedTo'),
        cell: ({ row }) => <RoleBadges roles={row.original.assignedTo} />,
      },
      {
        id: 'createdDate',
        header: t('permissionsApp.createdDate'),
        cell: ({ row }) => <span className="text-nowrap">{row.original.createdDate}</span>,
      },
      {
        id: 'actions',
        header: t('permissionsApp.actions'),
        cell: ({ row: { original: p } }) => (
          <div className="d-flex gap-1">
            <RowAction
              icon={Edit}
              label={t('permissionsApp.renameOf', { name: p.name })}
              tooltip={t('permissionsApp.rename')}
              onClick={() => setDialog({ kind: 'rename', permission: p })}
            />
            <RowAction
              icon={Trash}
              label={t('permissionsApp.deleteOf', { name: p.name })}
              tooltip={t('permissionsApp.delete')}
              onClick={() => setDialog({ kind: 'delete', permission: p })}
            />
          </div>
        ),
      },
    ],
    [t],
  );

  const close = () => setDialog(null);

  return (
    <>
      <RoutePageHeader />
      <p className="text-body-secondary">{t('permissionsApp.intro')}</p>
      <Card>
        <Card.Body className="d-flex flex-wrap align-items-end gap-3">
          <ListSearch {...listParams} id="permission-search" label={t('permissionsApp.search')} />
          <ToolbarFilter
            id="permission-role"
            label={t('permissionsApp.filterRole')}
            value={params.assignedTo}
            allLabel={t('permissionsApp.allRoles')}
            values={PERMISSION_ROLES}
            labelOf={(role) => t(`permissionsApp.roles.${role}`)}
            onChange={(assignedTo) => load({ assignedTo, page: 1 })}
          />
          <Button
            size="sm"
            className="ms-auto d-inline-flex align-items-center gap-1"
            onClick={() => setDialog({ kind: 'add' })}
          >
            <Plus size={14} aria-hidden="true" />
            {t('permissionsApp.add')}
          </Button>
        </Card.Body>
        <DataTable
          label={t('permissionsApp.listTitle')}
          columns={columns}
          {...listTableProps(list)}
          page={params.page}
          perPage={params.perPage}
          onPage={(page) => load({ page })}
          empty={{ text: t('permissionsApp.table.empty') }}
        />
      </Card>
      <PermissionNameDialog
        show={dialog?.kind === 'add'}
        title={t('permissionsApp.addTitle')}
        intro={t('permissionsApp.addIntro')}
        submitLabel={t('permissionsApp.add')}
        onHide={close}
        onSubmit={async (name) => {
          await addPermission(name).unwrap();
          void notify('success', t('permissionsApp.added', { name }));
        }}
      />
      <PermissionNameDialog
        show={dialog?.kind === 'rename'}
        title={t('permissionsApp.renameTitle')}
        intro={t('permissionsApp.renameIntro')}
        submitLabel={t('permissionsApp.rename')}
        initialName={dialog?.kind === 'rename' ? dialog.permission.name : ''}
        onHide={close}
        onSubmit={async (name) => {
          if (dialog?.kind !== 'rename') return;
          await renamePermission({ id: dialog.permission.id, name }).unwrap();
          void notify('success', t('permissionsApp.renamed', { name }));
        }}
      />
      <ConfirmDialog
        show={dialog?.kind === 'delete'}
        title={t('permissionsApp.deleteTitle')}
        body={t('permissionsApp.deleteText', {
          name: dialog?.kind === 'delete' ? dialog.permission.name : '',
        })}
        confirmLabel={t('permissionsApp.delete')}
        variant="danger"
        onCancel={close}
        onConfirm={() => {
          if (dialog?.kind !== 'delete') return;
          const { id, name } = dialog.permission;
          close();
          // Deleting the last row of the last page steps back a page.
          const lastPage = Math.max(1, Math.ceil((total - 1) / params.perPage));
          void deletePermission(id)
            .unwrap()
            .then(() => {
              if (params.page > lastPage) load({ page: lastPage });
              return notify('success', t('permissionsApp.deleted', { name }));
            });
        }}
      />
    </>
  );
}
