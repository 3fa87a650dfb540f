import { adminStatuses, type Admin } from '@careers/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { column } from '../../../core/ui/data-table.tsx';
import { useMemo } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { useDispatch, useSelector } from 'react-redux';
import { adminsApi, useSetAdminStatusMutation } from '../../../core/api/admins.ts';
import { useAsyncAction } from '../../../core/hooks/use-async-action.ts';
import { selectUser } from '../../../core/auth/auth.slice.ts';
import { ConfirmDialog } from '../../../core/ui/confirm-dialog.tsx';
import { notify } from '../../../core/ui/toasts.tsx';
import { CareersHeader } from '../shared/careers-header.tsx';
import { ListCard, useCareersList } from '../shared/list-card.tsx';
import { statusFilter } from '../shared/list-toolbar.tsx';
import { accountStatusColumn } from '../shared/status-badge.tsx';
import { selectAdmin, selectAdminsState } from './admins.slice.ts';
import { InviteAdminCard } from './invite-admin-card.tsx';
import { PendingInvitationsCard } from './pending-invitations-card.tsx';
import '../shared/careers.scss';
import { useDateFormat } from '../../../core/format/use-date-format.ts';

export function AdminsPage() {
  const { formatDate, formatDateTime } = useDateFormat();
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const me = useSelector(selectUser);
  const list = useCareersList('admins', adminsApi.endpoints.getAdmins);
  const target = useSelector(selectAdminsState).selectedAdmin;
  const [setAdminStatus] = useSetAdminStatusMutation();
  const toggling = useAsyncAction();

  const close = () => {
    dispatch(selectAdmin(null));
    toggling.clearError();
  };

  const toggle = () => {
    if (!target) return;
    const status = target.status === 'active' ? 'disabled' : 'active';
    void toggling.run(async () => {
      await setAdminStatus({ id: target.id, status }).unwrap();
      void notify(
        'success',
        t(status === 'disabled' ? 'careers.admins.disabledDone' : 'careers.admins.enabledDone', {
          name: target.fullName,
        }),
      );
      close();
    });
  };

  const columns = useMemo<ColumnDef<Admin>[]>(
    () => [
      column<Admin>('fullName', t('careers.candidate.name'), (a) => (
        <span className="fw-semibold">
          {a.fullName}
          {a.id === String(me?.id) && (
            <span className="badge bg-light-info ms-2">{t('careers.admins.you')}</span>
          )}
        </span>
      )),
      column<Admin>('email', t('careers.candidate.email'), (a) => a.email),
      accountStatusColumn<Admin>(t, 'admin'),
      column<Admin>('createdAt', t('careers.admins.since'), (a) => (
        <span className="text-nowrap">{formatDate(a.createdAt)}</span>
      )),
      column<Admin>('lastLoginAt', t('careers.admins.lastLogin'), (a) =>
        formatDateTime(a.lastLoginAt),
      ),
      column<Admin>(
        'actions',
        <span className="visually-hidden">{t('careers.common.actions')}</span>,
        (a) => {
          const self = a.id === String(me?.id);
          const active = a.status === 'active';
          return (
            <Button
              size="sm"
              variant={active ? 'outline-danger' : 'outline-success'}
              disabled={self}
              title={self ? t('careers.admins.notYourself') : undefined}
              aria-label={t(active ? 'careers.admins.disableName' : 'careers.admins.enableName', {
                name: a.fullName,
              })}
              onClick={() => dispatch(selectAdmin(a))}
            >
              {t(active ? 'careers.admins.disable' : 'careers.admins.enable')}
            </Button>
          );
        },
        { enableSorting: false },
      ),
    ],
    [t, me?.id, dispatch, formatDate, formatDateTime],
  );

  const disabling = target?.status === 'active';
  return (
    <>
      <CareersHeader />
      <InviteAdminCard />
      <PendingInvitationsCard />
      <ListCard
        list={list}
        filterBy={[statusFilter(t, adminStatuses, (s) => t(`careers.adminStatus.${s}`))]}
        columns={columns}
      />
      <ConfirmDialog
        show={target !== null}
        title={t(disabling ? 'careers.admins.disableTitle' : 'careers.admins.enableTitle')}
        body={t(disabling ? 'careers.admins.disableBody' : 'careers.admins.enableBody', {
          name: target?.fullName ?? '',
        })}
        confirmLabel={t(disabling ? 'careers.admins.disable' : 'careers.admins.enable')}
        variant={disabling ? 'danger' : 'success'}
        busy={toggling.busy}
        error={toggling.error}
        onConfirm={toggle}
        onCancel={close}
      />
    </>
  );
}
