import { useId, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { Award, Copy, Send, UserCheck } from 'react-feather';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../core/ui/toasts.tsx';
import { copyText } from '../../../core/ui/clipboard.ts';

const STEPS = [
  ['invite', Send],
  ['register', UserCheck],
  ['reward', Award],
] as const;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function ReferEarnModal({ show, onHide }: { show: boolean; onHide: () => void }) {
  const { t } = useTranslation();
  const ids = { email: useId(), link: useId() };
  const [email, setEmail] = useState('');
  const [error, setError] = useState(false);
  const link = `${window.location.origin}/register?ref=HASHWORTH26`;

  return (
    <Modal show={show} onHide={onHide} centered size="lg" aria-labelledby="refer-title">
      <Modal.Header closeButton closeLabel={t('pages.common.close')} className="border-0" />
      <Modal.Body className="px-4 px-md-5 pb-5">
        <div className="text-center mb-4">
          <h2 id="refer-title" className="h3">
            {t('pages.modals.refer.title')}
          </h2>
          <p className="text-body-secondary">{t('pages.modals.refer.text')}</p>
        </div>
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
        <form
          noValidate
          className="mb-4"
          onSubmit={(e) => {
            e.preventDefault();
            const address = email.trim();
            if (!emailPattern.test(address)) return setError(true);
            void notify('success', t('pages.modals.refer.sent', { email: address }));
            setEmail('');
          }}
        >
          <label htmlFor={ids.email} className="form-label">
            {t('pages.modals.refer.inviteLabel')}
          </label>
          <div className="input-group has-validation">
            <input
              id={ids.email}
              type="email"
              className={`form-control${error ? ' is-invalid' : ''}`}
              placeholder="friend@example.ac.uk"
              value={email}
              aria-invalid={error || undefined}
              onChange={(e) => {
                setEmail(e.target.value);
                setError(false);
              }}
            />
            <button type="submit" className="btn btn-primary">
              {t('pages.modals.refer.send')}
            </button>
            {error && <div className="invalid-feedback">{t('pages.validation.email')}</div>}
          </div>
        </form>
        <label htmlFor={ids.link} className="form-label">
          {t('pages.modals.refer.linkLabel')}
        </label>
        <div className="input-group">
          <input id={ids.link} className="form-control" value={link} readOnly dir="ltr" />
          <button
            type="button"
            className="btn btn-outline-primary d-flex align-items-center gap-1"
            onClick={() =>
              void copyText(link).then((ok) =>
                notify(
                  ok ? 'success' : 'error',
                  t(ok ? 'pages.blog.linkCopied' : 'pages.common.copyFailed'),
                ),
              )
            }
          >
            <Copy size={14} aria-hidden="true" />
            {t('pages.common.copy')}
          </button>
        </div>
      </Modal.Body>
    </Modal>
  );
}
