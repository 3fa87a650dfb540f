import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Plus } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { Avatar } from '../../../core/ui/avatar.tsx';
import { RoutePageHeader } from '../../../core/ui/page-header.tsx';
import { notify } from '../../../core/ui/toasts.tsx';
import { RoleDialog } from './role-dialog.tsx';
import { RoleUsers } from './role-users.tsx';
import { useGetAllPermissionsQuery, useGetRoleCardsQuery } from './roles.api.ts';
import { emptyMatrix, matrixFor, type PermissionMatrix, type RoleEntry } from './roles-api.ts';
import './roles.scss';
import { ColCard } from '../../shared/col-card.tsx';

type Editing = { mode: 'add' } | { mode: 'edit'; role: RoleEntry };

function roleTitle(role: RoleEntry, t: (k: string) => string): string {
  return role.role.startsWith('custom-') ? role.title : t(`rolesApp.roles.${role.role}`);
}

export function RolesPage() {
  const { t } = useTranslation();
  const cards = useGetRoleCardsQuery().data;
  const permissions = useGetAllPermissionsQuery().data;
  // The roles as loaded (once both calls answered) until the first change; then this page's copy.
  const loaded = useMemo(
    () =>
      cards && permissions
        ? cards.map((c): RoleEntry => ({ ...c, matrix: matrixFor(c.role, permissions) }))
        : [],
    [cards, permissions],
  );
  const modules = useMemo(
    () => (cards && permissions ? permissions.map((p) => p.name) : []),
    [cards, permissions],
  );
  const [changed, setChanged] = useState<RoleEntry[] | null>(null);
  const roles = changed ?? loaded;
  const setRoles = (change: (list: RoleEntry[]) => RoleEntry[]) =>
    setChanged((list) => change(list ?? loaded));
  const [editing, setEditing] = useState<Editing | null>(null);

  const save = (name: string, matrix: PermissionMatrix) => {
    if (editing?.mode === 'edit') {
      const { role } = editing.role;
      setRoles((list) => list.map((r) => (r.role === role ? { ...r, title: name, matrix } : r)));
      void notify('success', t('rolesApp.updated', { name }));
    } else {
      setRoles((list) => [
        ...list,
        { role: `custom-${Date.now()}`, title: name, totalUsers: 0, avatars: [], matrix },
      ]);
      void notify('success', t('rolesApp.added', { name }));
    }
    setEditing(null);
  };

  return (
    <>
      <RoutePageHeader />
      <p className="text-body-secondary">{t('rolesApp.intro')}</p>
      <div className="row g-4 mb-4">
        {roles.map((role) => {
          const title = roleTitle(role, t);
          return (
            <div className="col-12 col-md-6 col-xl-4" key={role.role}>
              <Card className="h-100 role-card">
                <Card.Body>
                  <div className="d-flex justify-content-between align-items-center mb-3">
                    <span className="text-body-secondary">
                      {t('rolesApp.totalUsers', { count: role.totalUsers })}
                    </span>
                    <div className="avatar-group d-flex" aria-hidden="true">
                      {role.avatars.map((src, i) => (
                        <Avatar
                          key={i}
                          name={title}
                          src={src}
                          size={30}
                          className="border border-2 border-body"
                        />
                      ))}
                    </div>
                  </div>
                  <h2 className="h5 mb-1">{title}</h2>
                  <Button
                    variant="link"
                    className="p-0"
                    onClick={() => setEditing({ mode: 'edit', role })}
                    aria-label={t('rolesApp.editOf', { name: title })}
                  >
                    {t('rolesApp.edit')}
                  </Button>
                </Card.Body>
              </Card>
            </div>
          );
        })}
        <ColCard
          col="col-12 col-md-6 col-xl-4"
          className="h-100 role-card border-dashed"
          bodyClassName="d-flex flex-column align-items-center justify-content-center text-center"
        >
          <Button
            onClick={() => setEditing({ mode: 'add' })}
            className="d-inline-flex align-items-center gap-1 mb-2"
          >
            <Plus size={14} aria-hidden="true" />
            {t('rolesApp.add')}
          </Button>
          <p className="mb-0 small text-body-secondary">{t('rolesApp.addHint')}</p>
        </ColCard>
      </div>
      <RoleUsers />
      {editing && (
        <RoleDialog
          mode={editing.mode}
          initialName={editing.mode === 'edit' ? roleTitle(editing.role, t) : ''}
          initialMatrix={editing.mode === 'edit' ? editing.role.matrix : emptyMatrix(modules)}
          onHide={() => setEditing(null)}
          onSave={save}
        />
      )}
    </>
  );
}
