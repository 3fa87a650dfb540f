import { useId } from 'react';
import { Award, Copy, Send, UserCheck } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { notify } from '../../../core/ui/toasts.tsx';
import { useCopy } from '../shared/use-copy.ts';
import { DemoModal, EMAIL_PATTERN, InviteForm } from './demo-modal.tsx';

const STEPS = [
  ['invite', Send],
  ['register', UserCheck],
  ['reward', Award],
] as const;

export function ReferEarnModal({ show, onHide }: { show: boolean; onHide: () => void }) {
  const { t } = useTranslation();
  const linkId = useId();
  const copy = useCopy();
  const link = `${window.location.origin}/register?ref=HASHWORTH26`;

  return (
    <DemoModal name="refer" show={show} onHide={onHide}>
      <ol className="row g-3 list-unstyled text-center mb-4">
        {STEPS.map(([key, Icon]) => (
          <li key={key} className="col-md-4">
            <span className="avatar avatar-lg bg-light-primary mb-2">
              <Icon size={22} aria-hidden="true" />
            </span>
            <h3 className="h6">{t(`pages.modals.refer.steps.${key}`)}</h3>
            <p className="small text-body-secondary mb-0">
              {t(`pages.modals.refer.steps.${key}Text`)}
            </p>
          </li>
        ))}
      </ol>
      <InviteForm
        className="mb-4"
        label={t('pages.modals.refer.inviteLabel')}
        placeholder="friend@example.ac.uk"
        send={t('pages.modals.refer.send')}
        onInvite={(address) => {
          if (!EMAIL_PATTERN.test(address)) return 'pages.validation.email';
          void notify('success', t('pages.modals.refer.sent', { email: address }));
          return null;
        }}
      />
      <label htmlFor={linkId} className="form-label">
        {t('pages.modals.refer.linkLabel')}
      </label>
      <div className="input-group">
        <input id={linkId} className="form-control" value={link} readOnly dir="ltr" />
        <button
          type="button"
          className="btn btn-outline-primary d-flex align-items-center gap-1"
          onClick={() => void copy(link, 'pages.blog.linkCopied')}
        >
          <Copy size={14} aria-hidden="true" />
          {t('pages.common.copy')}
        </button>
      </div>
    </DemoModal>
  );
}
