import { useId, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { Link2, UserPlus } from 'react-feather';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../core/ui/toasts.tsx';
import { copyText } from '../../../core/ui/clipboard.ts';

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

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function ShareProjectModal({ show, onHide }: { show: boolean; onHide: () => void }) {
  const { t } = useTranslation();
  const inviteId = useId();
  const [members, setMembers] = useState(MEMBERS);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  const invite = () => {
    const address = email.trim().toLowerCase();
    if (!emailPattern.test(address)) return setError('pages.validation.email');
    if (members.some((m) => m.email === address)) return setError('pages.modals.share.already');
    setMembers((list) => [
      ...list,
      {
        name: address.split('@')[0] ?? address,
        email: address,
        avatar: '/images/avatars/avatar-12.svg',
        permission: 'canView',
      },
    ]);
    setEmail('');
    setError(null);
    void notify('success', t('pages.modals.share.invited', { email: address }));
  };

  const copyLink = async () => {
    const ok = await copyText(`${window.location.origin}/pages/modal-examples#project`);
    void notify(
      ok ? 'success' : 'error',
      t(ok ? 'pages.blog.linkCopied' : 'pages.common.copyFailed'),
    );
  };

  return (
    <Modal show={show} onHide={onHide} centered size="lg" aria-labelledby="share-title">
      <Modal.Header closeButton closeLabel={t('pages.common.close')} className="border-0" />
      <Modal.Body className="px-4 px-md-5 pb-5">
        <div className="text-center mb-4">
          <h2 id="share-title" className="h3">
            {t('pages.modals.share.title')}
          </h2>
          <p className="text-body-secondary">{t('pages.modals.share.text')}</p>
        </div>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            invite();
          }}
        >
          <label htmlFor={inviteId} className="form-label">
            {t('pages.modals.share.invite')}
          </label>
          <div className="input-group has-validation">
            <input
              id={inviteId}
              type="email"
              className={`form-control${error ? ' is-invalid' : ''}`}
              placeholder="name@example.ac.uk"
              value={email}
              aria-invalid={error ? true : undefined}
              onChange={(e) => setEmail(e.target.value)}
            />
            <button type="submit" className="btn btn-primary d-flex align-items-center gap-1">
              <UserPlus size={14} aria-hidden="true" />
              {t('pages.modals.share.send')}
            </button>
            {error && <div className="invalid-feedback">{t(error)}</div>}
          </div>
        </form>
        <h3 className="h6 mt-4 mb-3">
          {t('pages.modals.share.members', { count: members.length })}
        </h3>
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
            onClick={() => void copyLink()}
          >
            <Link2 size={14} aria-hidden="true" />
            {t('pages.blog.copyLink')}
          </button>
        </div>
      </Modal.Body>
    </Modal>
  );
}
