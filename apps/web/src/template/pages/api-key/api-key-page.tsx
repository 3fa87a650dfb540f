import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { Copy, Key, Trash2 } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { useDispatch, useSelector } from 'react-redux';
import { RoutePageHeader } from '../../../core/ui/page-header.tsx';
import { notify } from '../../../core/ui/toasts.tsx';
import { useCopy } from '../shared/use-copy.ts';
import { ApiKeyForm } from './api-key-form.tsx';
import {
  apiKeyCreated,
  apiKeyDeleted,
  generateApiKey,
  selectApiKeys,
  type ApiKey,
} from './api-key.slice.ts';
import '../pages.scss';
import { ColCard } from '../../shared/col-card.tsx';

const ACCESS_COLOR = { full: 'primary', read: 'success', write: 'warning' } as const;

export function ApiKeyPage() {
  const { t, i18n } = useTranslation();
  const dispatch = useDispatch();
  const keys = useSelector(selectApiKeys);
  const [deleting, setDeleting] = useState<ApiKey | null>(null);

  const copy = useCopy();

  return (
    <>
      <RoutePageHeader />
      <div className="row g-4">
        <ColCard col="col-lg-5 col-xl-4">
          <h2 className="h5">{t('pages.apiKey.create')}</h2>
          <p className="small text-body-secondary">{t('pages.apiKey.createText')}</p>
          <ApiKeyForm
            onCreate={(name, access) => {
              dispatch(
                apiKeyCreated({
                  // randomUUID needs a secure context; getRandomValues works on plain HTTP too.
                  id: generateApiKey('id_'),
                  name,
                  access,
                  key: generateApiKey(),
                  createdAt: new Date().toISOString(),
                }),
              );
              void notify('success', t('pages.apiKey.created', { name }));
            }}
          />
        </ColCard>
        <ColCard col="col-lg-7 col-xl-8">
          <h2 className="h5">{t('pages.apiKey.list')}</h2>
          <p className="small text-body-secondary">{t('pages.apiKey.listText')}</p>
          {keys.length === 0 && (
            <div className="text-center text-body-secondary py-4">
              <Key size={28} className="mb-2" aria-hidden="true" />
              <p className="mb-0">{t('pages.apiKey.empty')}</p>
            </div>
          )}
          <ul className="list-unstyled mb-0" aria-label={t('pages.apiKey.list')}>
            {keys.map((k) => (
              <li key={k.id} className="api-key-item rounded p-3 mb-3">
                <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
                  <h3 className="h6 mb-0">{k.name}</h3>
                  <span className={`badge rounded-pill bg-light-${ACCESS_COLOR[k.access]}`}>
                    {t(`pages.apiKey.types.${k.access}`)}
                  </span>
                  <div className="ms-auto d-flex gap-1">
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-primary"
                      aria-label={t('pages.apiKey.copyKey', { name: k.name })}
                      onClick={() => void copy(k.key, 'pages.apiKey.copied')}
                    >
                      <Copy size={14} aria-hidden="true" />
                    </button>
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-danger"
                      aria-label={t('pages.apiKey.deleteKey', { name: k.name })}
                      onClick={() => setDeleting(k)}
                    >
                      <Trash2 size={14} aria-hidden="true" />
                    </button>
                  </div>
                </div>
                <code className="d-block text-break mb-1" dir="ltr">
                  {k.key}
                </code>
                <small className="text-body-secondary">
                  {t('pages.apiKey.createdOn', {
                    date: new Date(k.createdAt).toLocaleString(i18n.language, {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                    }),
                  })}
                </small>
              </li>
            ))}
          </ul>
        </ColCard>
      </div>
      <Modal
        show={deleting !== null}
        onHide={() => setDeleting(null)}
        centered
        aria-labelledby="delete-key-title"
      >
        <Modal.Header closeButton closeLabel={t('pages.common.close')}>
          <Modal.Title id="delete-key-title" as="h2" className="h5">
            {t('pages.apiKey.deleteTitle')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>{t('pages.apiKey.deleteText', { name: deleting?.name ?? '' })}</Modal.Body>
        <Modal.Footer>
          <button
            type="button"
            className="btn btn-outline-secondary"
            onClick={() => setDeleting(null)}
          >
            {t('pages.common.cancel')}
          </button>
          <button
            type="button"
            className="btn btn-danger"
            onClick={() => {
              if (deleting) {
                dispatch(apiKeyDeleted(deleting.id));
                void notify('success', t('pages.apiKey.deleted', { name: deleting.name }));
              }
              setDeleting(null);
            }}
          >
            {t('pages.apiKey.confirmDelete')}
          </button>
        </Modal.Footer>
      </Modal>
    </>
  );
}
