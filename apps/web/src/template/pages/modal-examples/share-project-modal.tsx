import { useState } from 'react';
import { Link2, UserPlus } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { notify } from '../../../core/ui/toasts.tsx';
import { useCopy } from '../shared/use-copy.ts';
import { DemoModal, EMAIL_PATTERN, InviteForm } from './demo-modal.tsx';

type Permission = 'owner' | 'canEdit' | 'canView';
interface Member {
  name: string;
  email: string;
  avatar: string;
  permission: Permission;
}

const MEMBERS: Member[] = [
  {
    name: 'Helen Ashworth',
    email: 'helen.ashworth@careers.example.ac.uk',
    avatar: '/images/avatars/avatar-01.svg',
    permission: 'owner',
  },
  {
    name: 'Callum Fraser',
    email: 'callum.fraser@careers.example.ac.uk',
    avatar: '/images/avatars/avatar-07.svg',
    permission: 'canEdit',
  },
  {
    name: 'Priya Sharma',
    email: 'priya.sharma@careers.example.ac.uk',
    avatar: '/images/avatars/avatar-06.svg',
    permission: 'canView',
  },
];

export function ShareProjectModal({ show, onHide }: { show: boolean; onHide: () => void }) {
  const { t } = useTranslation();
  const [members, setMembers] = useState(MEMBERS);

  const invite = (typed: string) => {
    const address = typed.toLowerCase();
    if (!EMAIL_PATTERN.test(address)) return 'pages.validation.email';
    if (members.some((m) => m.email === address)) return 'pages.modals.share.already';
    setMembers((list) => [
      ...list,
      {
        name: address.split('@')[0] ?? address,
        email: address,
        avatar: '/images/avatars/avatar-12.svg',
        permission: 'canView',
      },
    ]);
    void notify('success', t('pages.modals.share.invited', { email: address }));
    return null;
  };

  const copy = useCopy();

  return (
    <DemoModal name="share" show={show} onHide={onHide}>
      <InviteForm
        label={t('pages.modals.share.invite')}
        placeholder="name@example.ac.uk"
        sendClassName="btn btn-primary d-flex align-items-center gap-1"
        send={
          <>
            <UserPlus size={14} aria-hidden="true" />
            {t('pages.modals.share.send')}
          </>
        }
        onInvite={invite}
      />
      <h3 className="h6 mt-4 mb-3">{t('pages.modals.share.members', { count: members.length })}</h3>
      <ul className="list-unstyled mb-4">
        {members.map((m, i) => (
          <li key={m.email} className="d-flex align-items-center gap-3 mb-3">
            <img src={m.avatar} alt="" width={34} height={34} className="rounded-circle" />
            <div className="flex-grow-1 min-w-0">
              <div className="fw-semibold">{m.name}</div>
              <small className="text-body-secondary text-truncate d-block">{m.email}</small>
            </div>
            <select
              className="form-select form-select-sm w-auto"
              aria-label={t('pages.modals.share.permissionFor', { name: m.name })}
              value={m.permission}
              disabled={m.permission === 'owner'}
              onChange={(e) =>
                setMembers((list) =>
                  list.map((x, j) =>
                    j === i ? { ...x, permission: e.target.value as Permission } : x,
                  ),
                )
              }
            >
              {m.permission === 'owner' && (
                <option value="owner">{t('pages.modals.share.owner')}</option>
              )}
              <option value="canEdit">{t('pages.modals.share.canEdit')}</option>
              <option value="canView">{t('pages.modals.share.canView')}</option>
            </select>
          </li>
        ))}
      </ul>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2">
        <span className="text-body-secondary small">{t('pages.modals.share.publicNote')}</span>
        <button
          type="button"
          className="btn btn-outline-primary btn-sm d-flex align-items-center gap-1"
          onClick={() =>
            void copy(
              `${window.location.origin}/pages/modal-examples#project`,
              'pages.blog.linkCopied',
            )
          }
        >
          <Link2 size={14} aria-hidden="true" />
          {t('pages.blog.copyLink')}
        </button>
      </div>
    </DemoModal>
  );
}
