import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormField } from '../shared/form-field.tsx';

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
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<CommentValues>({
    resolver: zodResolver(commentSchema),
    defaultValues: { ...defaults, comment: '' },
  });
  return (
    <form
      noValidate
      aria-label={t('pages.blog.leaveComment')}
      onSubmit={handleSubmit((values) => {
        onAdd(values);
        reset({ ...values, comment: '' });
      })}
    >
      <div className="row g-3">
        <FormField
          className="col-md-6"
          label={t('pages.blog.name')}
          registration={register('name')}
          error={errors.name}
          autoComplete="name"
        />
        <FormField
          className="col-md-6"
          type="email"
          label={t('pages.blog.email')}
          registration={register('email')}
          error={errors.email}
          autoComplete="email"
        />
        <FormField
          className="col-12"
          multiline
          label={t('pages.blog.comment')}
          registration={register('comment')}
          error={errors.comment}
        />
      </div>
      <button type="submit" className="btn btn-primary mt-3">
        {t('pages.blog.postComment')}
      </button>
    </form>
  );
}
