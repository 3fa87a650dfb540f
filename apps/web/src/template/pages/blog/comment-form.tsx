import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { z } from 'zod';
import { FormFields } from '../shared/form-field.tsx';

export const commentSchema = z.object({
  name: z.string().trim().min(1, 'pages.validation.required').max(80, 'pages.validation.tooLong'),
  email: z.string().trim().min(1, 'pages.validation.required').email('pages.validation.email'),
  comment: z
    .string()
    .trim()
    .min(1, 'pages.validation.required')
    .max(1000, 'pages.validation.tooLong'),
});
export type CommentValues = z.infer<typeof commentSchema>;

interface CommentFormProps {
  defaults: Pick<CommentValues, 'name' | 'email'>;
  onAdd: (values: CommentValues) => void;
}

export function CommentForm({ defaults, onAdd }: CommentFormProps) {
  const { t } = useTranslation();
  const form = useForm<CommentValues>({
    resolver: zodResolver(commentSchema),
    defaultValues: { ...defaults, comment: '' },
  });
  return (
    <form
      noValidate
      aria-label={t('pages.blog.leaveComment')}
      onSubmit={form.handleSubmit((values) => {
        onAdd(values);
        form.reset({ ...values, comment: '' });
      })}
    >
      <div className="row g-3">
        <FormFields
          className="col-md-6"
          form={form}
          fields={[
            { name: 'name', label: t('pages.blog.name'), autoComplete: 'name' },
            { name: 'email', label: t('pages.blog.email'), type: 'email', autoComplete: 'email' },
            {
              name: 'comment',
              label: t('pages.blog.comment'),
              className: 'col-12',
              multiline: true,
            },
          ]}
        />
      </div>
      <button type="submit" className="btn btn-primary mt-3">
        {t('pages.blog.postComment')}
      </button>
    </form>
  );
}
