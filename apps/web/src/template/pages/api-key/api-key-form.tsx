import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormField } from '../shared/form-field.tsx';
import { ACCESS_TYPES, type AccessType } from './api-key.slice.ts';

export const apiKeyFormSchema = z.object({
  name: z.string().trim().min(1, 'pages.validation.required').max(60, 'pages.validation.tooLong'),
  access: z
    .union([z.enum(ACCESS_TYPES), z.literal('')])
    .refine((v) => v !== '', 'pages.validation.chooseAccess'),
});
export type ApiKeyFormInput = z.input<typeof apiKeyFormSchema>;
export type ApiKeyFormValues = z.output<typeof apiKeyFormSchema>;

export function ApiKeyForm({ onCreate }: { onCreate: (name: string, access: AccessType) => void }) {
  const { t } = useTranslation();
  const accessId = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ApiKeyFormInput, unknown, ApiKeyFormValues>({
    resolver: zodResolver(apiKeyFormSchema),
    defaultValues: { name: '', access: '' },
  });
  return (
    <form
      noValidate
      aria-label={t('pages.apiKey.create')}
      onSubmit={handleSubmit((values) => {
        onCreate(values.name, values.access);
        reset();
      })}
    >
      <div className="row g-3">
        <div className="col-12">
          <label htmlFor={accessId} className="form-label">
            {t('pages.apiKey.access')}
          </label>
          <select
            id={accessId}
            className={`form-select${errors.access ? ' is-invalid' : ''}`}
            aria-invalid={errors.access ? true : undefined}
            {...register('access')}
          >
            <option value="">{t('pages.apiKey.chooseAccess')}</option>
            {ACCESS_TYPES.map((a) => (
              <option key={a} value={a}>
                {t(`pages.apiKey.types.${a}`)}
              </option>
            ))}
          </select>
          {errors.access?.message && (
            <div className="invalid-feedback">{t(errors.access.message)}</div>
          )}
        </div>
        <FormField
          className="col-12"
          label={t('pages.apiKey.name')}
          placeholder={t('pages.apiKey.namePlaceholder')}
          registration={register('name')}
          error={errors.name}
        />
      </div>
      <button type="submit" className="btn btn-primary w-100 mt-4">
        {t('pages.apiKey.createButton')}
      </button>
    </form>
  );
}
