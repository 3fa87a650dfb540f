import { MAX_LOGO_BYTES, organisationLogoTypes, type OrganisationDetail } from '@careers/contracts';
import { skipToken } from '@reduxjs/toolkit/query';
import { useId, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import { Trash2, Upload } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import {
  useGetOrganisationLogoQuery,
  useRemoveOrganisationLogoMutation,
  useUploadOrganisationLogoMutation,
} from '../../../core/api/organisations.ts';
import { useAsyncAction } from '../../../core/hooks/use-async-action.ts';
import { useObjectUrl } from '../../../core/hooks/use-object-url.ts';
import { notify } from '../../../core/ui/toasts.tsx';

/** The logo's bytes come through the API client (it carries the token), shown from a blob. */
function useLogoSource(logoUrl: string | null): string | null {
  const remote = useGetOrganisationLogoQuery(logoUrl ?? skipToken);
  return useObjectUrl(remote.currentData);
}

/** The logo, with upload (PNG, JPEG or WebP; the server checks the bytes) and remove. */
export function OrganisationLogo({ organisation }: { organisation: OrganisationDetail }) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const src = useLogoSource(organisation.logoUrl);
  const [upload] = useUploadOrganisationLogoMutation();
  const [remove] = useRemoveOrganisationLogoMutation();
  const action = useAsyncAction();

  const chosen = (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_LOGO_BYTES) {
      void notify('error', t('careers.organisationPage.logoTooBig'));
      return;
    }
    void action.run(async () => {
      await upload({ id: organisation.id, file }).unwrap();
      void notify('success', t('careers.organisationPage.logoSaved'));
    });
  };

  return (
    <div className="d-flex align-items-center gap-3 mb-3">
      <div
        className="border rounded d-flex align-items-center justify-content-center bg-body-tertiary"
        style={{ width: 72, height: 72, flex: '0 0 72px' }}
      >
        {src ? (
          <img
            src={src}
            alt={t('careers.organisationPage.logoOf', { name: organisation.name })}
            style={{ maxWidth: 68, maxHeight: 68 }}
          />
        ) : (
          <span className="small text-body-secondary">{t('careers.organisationPage.noLogo')}</span>
        )}
      </div>
      <div className="d-flex flex-column gap-1">
        <input
          ref={input}
          id={`${id}-logo`}
          type="file"
          className="visually-hidden"
          accept={organisationLogoTypes.join(',')}
          aria-label={t('careers.organisationPage.uploadLogo')}
          onChange={(e) => {
            chosen(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <Button
          size="sm"
          variant="outline-primary"
          disabled={action.busy}
          onClick={() => input.current?.click()}
        >
          <Upload size={14} aria-hidden="true" className="me-1" />
          {t('careers.organisationPage.uploadLogo')}
        </Button>
        {organisation.logoUrl && (
          <Button
            size="sm"
            variant="outline-danger"
            disabled={action.busy}
            onClick={() =>
              void action.run(async () => {
                await remove(organisation.id).unwrap();
              })
            }
          >
            <Trash2 size={14} aria-hidden="true" className="me-1" />
            {t('careers.organisationPage.removeLogo')}
          </Button>
        )}
        <span className="small text-body-secondary">{t('careers.organisationPage.logoRule')}</span>
        {action.error && (
          <span className="small text-danger" role="alert">
            {action.error}
          </span>
        )}
      </div>
    </div>
  );
}
