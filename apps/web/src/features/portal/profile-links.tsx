import { normaliseWebLink } from '@careers/contracts';
import type { ReactNode } from 'react';
import { Plus, Trash2 } from 'react-feather';
import { useFieldArray, type FieldError, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../core/i18n/use-translation.ts';
import { usePortalMessage } from './portal-messages.ts';
import type { ProfileForm } from './profile-form.ts';

/** A field's error under it, in the reader's language, named by the field's id. */
export function Feedback({ id, error }: { id: string; error?: FieldError }) {
  const message = usePortalMessage();
  return error ? (
    <div id={`${id}-error`} className="invalid-feedback d-block">
      {message(error.message)}
    </div>
  ) : null;
}

/** A profile field: its label, the control (`children`, with the id `id`), a hint and its error. */
export function FieldBox(props: {
  id: string;
  label: string;
  className: string;
  error?: FieldError;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className={props.className}>
      <label htmlFor={props.id} className="form-label">
        {props.label}
      </label>
      {props.children}
      {props.hint && <p className="form-text mb-0">{props.hint}</p>}
      <Feedback id={props.id} error={props.error} />
    </div>
  );
}

/** The profile's links (up to ten): a label and an address each, added and removed in place. */
export function ProfileLinks({ form }: { form: UseFormReturn<ProfileForm> }) {
  const { t } = useTranslation();
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = form;
  const links = useFieldArray({ control, name: 'links' });

  // A bare host becomes the address that will be saved (linkedin.com/in/x → https://…) as the
  // field is left, so the candidate sees it; what is refused stays as typed, with its message.
  const showNormalisedLink = (i: number) => (event: { target: { value: string } }) => {
    const result = normaliseWebLink(event.target.value);
    if (result.ok && result.url !== event.target.value) {
      setValue(`links.${i}.url`, result.url, { shouldDirty: true, shouldValidate: true });
    }
  };

  return (
    <fieldset className="col-12">
      <legend className="form-label fs-6">{t('portal.profile.links')}</legend>
      {links.fields.map((f, i) => (
        <div key={f.id} className="row g-2 mb-2 align-items-start">
          <div className="col-4">
            <input
              className={`form-control${errors.links?.[i]?.label ? ' is-invalid' : ''}`}
              aria-label={t('portal.profile.linkLabel', { n: i + 1 })}
              placeholder={t('portal.profile.linkLabelPlaceholder')}
              {...register(`links.${i}.label`)}
            />
            <Feedback id={`link-${i}-label`} error={errors.links?.[i]?.label} />
          </div>
          <div className="col">
            <input
              type="url"
              dir="ltr"
              inputMode="url"
              className={`form-control${errors.links?.[i]?.url ? ' is-invalid' : ''}`}
              aria-label={t('portal.profile.linkUrl', { n: i + 1 })}
              aria-invalid={errors.links?.[i]?.url ? true : undefined}
              aria-describedby={errors.links?.[i]?.url ? `link-${i}-url-error` : undefined}
              placeholder="linkedin.com/in/…"
              {...register(`links.${i}.url`, { onBlur: showNormalisedLink(i) })}
            />
            <Feedback id={`link-${i}-url`} error={errors.links?.[i]?.url} />
          </div>
          <div className="col-auto">
            <button
              type="button"
              className="btn btn-outline-danger btn-icon"
              aria-label={t('portal.profile.removeLink', { n: i + 1 })}
              onClick={() => links.remove(i)}
            >
              <Trash2 size={14} aria-hidden="true" />
            </button>
          </div>
        </div>
      ))}
      {links.fields.length < 10 && (
        <button
          type="button"
          className="btn btn-sm btn-outline-primary"
          onClick={() => links.append({ label: '', url: '' })}
        >
          <Plus size={14} className="me-1" aria-hidden="true" />
          {t('portal.profile.addLink')}
        </button>
      )}
    </fieldset>
  );
}
