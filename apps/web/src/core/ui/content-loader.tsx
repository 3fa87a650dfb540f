import { useTranslation } from '../i18n/use-translation.ts';

/** Shown in the content area while a screen's chunk loads; the frame stays in place. */
export function ContentLoader() {
  const { t } = useTranslation();
  return (
    <div className="content-loader" role="status">
      <span className="spinner-border text-primary" aria-hidden="true" />
      <span className="visually-hidden">{t('frame.loading')}</span>
    </div>
  );
}
