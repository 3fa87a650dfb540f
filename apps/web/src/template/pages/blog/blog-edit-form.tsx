import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type ChangeEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { z } from 'zod';
import { sanitizeHtml } from '../../../core/markdown/sanitize-html.ts';
import { choices, FormActions, FormFields } from '../shared/form-field.tsx';
import { useImageChoice } from '../shared/use-image-choice.ts';
import { RichTextEditor } from './rich-text-editor.tsx';

export const BLOG_STATUSES = ['Published', 'Pending', 'Draft'] as const;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];
const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

export const blogEditSchema = z.object({
  blogTitle: z
    .string()
    .trim()
    .min(1, 'pages.validation.required')
    .max(150, 'pages.validation.tooLong'),
  slug: z
    .string()
    .trim()
    .min(1, 'pages.validation.required')
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'pages.validation.slug'),
  blogCategories: z.array(z.string()).min(1, 'pages.validation.category'),
  status: z.enum(BLOG_STATUSES),
  excerpt: z.string().trim().max(300, 'pages.validation.tooLong'),
  featuredImage: z.string(),
  contentHtml: z.string(),
});
export type BlogEditValues = z.infer<typeof blogEditSchema>;

/** The translation key of what is wrong with a chosen featured image, or null when it is fine. */
function imageProblem(file: File): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return 'pages.blog.imageType';
  if (file.size > IMAGE_MAX_BYTES) return 'pages.blog.imageSize';
  return null;
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

interface BlogEditFormProps {
  initial: BlogEditValues;
  categories: string[];
  onSave: (values: BlogEditValues) => void;
}

export function BlogEditForm({ initial, categories, onSave }: BlogEditFormProps) {
  const { t } = useTranslation();
  const ids = { content: useId(), image: useId(), cats: useId() };
  // The slug follows the title until somebody edits the slug itself.
  const [slugTouched, setSlugTouched] = useState(false);
  const form = useForm<BlogEditValues>({
    resolver: zodResolver(blogEditSchema),
    defaultValues: initial,
  });
  const {
    setValue,
    control,
    formState: { errors },
  } = form;
  const chosen = useWatch({ control, name: 'blogCategories' });
  const image = useWatch({ control, name: 'featuredImage' });

  const toggleCategory = (c: string) =>
    setValue(
      'blogCategories',
      chosen.includes(c) ? chosen.filter((x) => x !== c) : [...chosen, c],
      { shouldValidate: true, shouldDirty: true },
    );

  const imageChoice = useImageChoice(imageProblem, (url) =>
    setValue('featuredImage', url, { shouldDirty: true }),
  );

  return (
    <form
      noValidate
      aria-label={t('pages.blog.editPost')}
      onSubmit={form.handleSubmit((values) =>
        onSave({ ...values, contentHtml: sanitizeHtml(values.contentHtml) }),
      )}
    >
      <div className="row g-3">
        <FormFields
          className="col-md-6"
          form={form}
          fields={[
            {
              name: 'blogTitle',
              label: t('pages.blog.title'),
              rules: {
                onChange: (e: ChangeEvent<HTMLInputElement>) => {
                  if (!slugTouched)
                    setValue('slug', slugify(e.target.value), { shouldValidate: true });
                },
              },
            },
            {
              name: 'slug',
              label: t('pages.blog.slug'),
              rules: { onChange: () => setSlugTouched(true) },
            },
          ]}
        />
        <fieldset className="col-md-6">
          <legend id={ids.cats} className="form-label fs-6">
            {t('pages.blog.categories')}
          </legend>
          <div className="d-flex flex-wrap gap-2">
            {categories.map((c) => (
              <button
                key={c}
                type="button"
                className={`btn btn-sm ${chosen.includes(c) ? 'btn-primary' : 'btn-outline-secondary'}`}
                aria-pressed={chosen.includes(c)}
                onClick={() => toggleCategory(c)}
              >
                {c}
              </button>
            ))}
          </div>
          {errors.blogCategories?.message && (
            <div className="invalid-feedback d-block">{t(errors.blogCategories.message)}</div>
          )}
        </fieldset>
        <FormFields
          className="col-md-6"
          form={form}
          fields={[
            {
              name: 'status',
              label: t('pages.blog.status'),
              options: choices(BLOG_STATUSES, (s) => t(`pages.blog.statuses.${s}`)),
            },
            {
              name: 'excerpt',
              label: t('pages.blog.excerpt'),
              className: 'col-12',
              multiline: true,
            },
          ]}
        />
        <div className="col-12">
          <span id={ids.content} className="form-label d-block">
            {t('pages.blog.content')}
          </span>
          <RichTextEditor
            labelId={ids.content}
            initialHtml={initial.contentHtml}
            onChange={(html) => setValue('contentHtml', html, { shouldDirty: true })}
          />
        </div>
        <div className="col-12">
          <span className="form-label d-block">{t('pages.blog.featuredImage')}</span>
          <div className="d-flex flex-wrap gap-3 align-items-start border rounded p-3">
            <img
              src={image}
              alt={t('pages.blog.featuredPreview')}
              className="rounded blog-edit-img"
              width={170}
              height={110}
            />
            <div>
              <p className="small text-body-secondary mb-2">{t('pages.blog.imageHint')}</p>
              <button
                type="button"
                className="btn btn-outline-primary btn-sm"
                onClick={imageChoice.open}
              >
                {t('pages.blog.chooseImage')}
              </button>
              <input
                {...imageChoice.inputProps}
                id={ids.image}
                accept="image/png,image/jpeg,image/gif,image/webp"
                aria-label={t('pages.blog.chooseImage')}
              />
              {imageChoice.error && (
                <p className="small text-danger mb-0 mt-2" role="alert">
                  {t(imageChoice.error)}
                </p>
              )}
            </div>
          </div>
        </div>
      </div>
      <FormActions />
    </form>
  );
}
