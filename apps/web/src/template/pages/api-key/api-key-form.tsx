import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { z } from 'zod';
import { choices, FormFields } from '../shared/form-field.tsx';
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
  const form = useForm<ApiKeyFormInput, unknown, ApiKeyFormValues>({
    resolver: zodResolver(apiKeyFormSchema),
    defaultValues: { name: '', access: '' },
  });
  return (
    <form
      noValidate
      aria-label={t('pages.apiKey.create')}
      onSubmit={form.handleSubmit((values) => {
        onCreate(values.name, values.access);
        form.reset();
      })}
    >
      <div className="row g-3">
        <FormFields
          className="col-12"
          form={form}
          fields={[
            {
              name: 'access',
              label: t('pages.apiKey.access'),
              placeholder: t('pages.apiKey.chooseAccess'),
              options: choices(ACCESS_TYPES, (a) => t(`pages.apiKey.types.${a}`)),
            },
            {
              name: 'name',
              label: t('pages.apiKey.name'),
              placeholder: t('pages.apiKey.namePlaceholder'),
            },
          ]}
        />
      </div>
      <button type="submit" className="btn btn-primary w-100 mt-4">
        {t('pages.apiKey.createButton')}
      </button>
    </form>
  );
}
