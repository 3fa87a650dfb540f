import { Heart } from 'react-feather';
import { useTranslation } from '../i18n/use-translation.ts';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="footer">
      {/* Each line takes its direction from its own words (the layout's direction places them):
          English in a right-to-left layout kept "© 2026" and the heart at the wrong ends. */}
      <p className="mb-0 d-flex flex-wrap justify-content-between gap-2">
        <span dir="auto">
          {t('frame.footer.copyright', { year: new Date().getFullYear() })}{' '}
          <span className="fw-semibold">{t('frame.footer.owner')}</span>
        </span>
        <span className="d-none d-md-inline" dir="auto">
          {t('frame.footer.made')} <Heart size={14} className="text-danger" aria-hidden="true" />
          <span className="visually-hidden">{t('frame.footer.love')}</span>
        </span>
      </p>
    </footer>
  );
}
