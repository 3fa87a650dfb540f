import { MESSAGE_BODY_MAX, MESSAGE_SUBJECT_MAX } from '@careers/contracts';
import { useId } from 'react';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { FieldLabel, invalidity } from '../../../core/ui/text-field.tsx';

export interface Draft {
  subject: string;
  body: string;
}
export const emptyDraft: Draft = { subject: '', body: '' };

/** The subject and text of a message (one-off or group), with the server's field errors. */
export function ComposeFields({
  draft,
  onChange,
  errors,
}: {
  draft: Draft;
  onChange: (draft: Draft) => void;
  errors: Partial<Record<keyof Draft, string>>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const field = (name: keyof Draft) => ({
    id: `${id}-${name}`,
    value: draft[name],
    'aria-required': true,
    ...invalidity(`${id}-${name}`, errors[name]),
    onChange: (e: { target: { value: string } }) => onChange({ ...draft, [name]: e.target.value }),
  });
  const error = (name: keyof Draft) =>
    errors[name] && (
      <div id={`${id}-${name}-error`} className="invalid-feedback d-block">
        {errors[name]}
      </div>
    );
  return (
    <>
      <div className="mb-3">
        <FieldLabel id={`${id}-subject`} label={t('careers.messages.subject')} />
        <input type="text" maxLength={MESSAGE_SUBJECT_MAX} {...field('subject')} />
        {error('subject')}
      </div>
      <div className="mb-1">
        <FieldLabel id={`${id}-body`} label={t('careers.messages.body')} />
        <textarea rows={8} maxLength={MESSAGE_BODY_MAX} {...field('body')} />
        {error('body')}
      </div>
      <p className="form-text mb-0">{t('careers.messages.replyHint')}</p>
    </>
  );
}

/** A refusal naming subject or body goes under that field; anything else above the form. */
export function splitFailure(failure: { field?: string; message: string }) {
  if (failure.field === 'subject' || failure.field === 'body') {
    return { fields: { [failure.field]: failure.message }, general: null };
  }
  return { fields: {}, general: failure.message };
}
