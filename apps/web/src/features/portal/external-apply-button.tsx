import { safeHttpHref } from '@careers/contracts';
import { useTranslation } from '../../core/i18n/use-translation.ts';
import { useApplyClickMutation } from '../../core/api/vacancies.ts';

/**
 * "Apply on the employer's site", instead of the apply dialog: a link that opens the employer's
 * page in a new tab (a real link, so no pop-up blocker stands in the way) and tells the server,
 * which counts the click (once a day per candidate).
 */
export function ExternalApplyButton({ vacancyId, url }: { vacancyId: string; url: string }) {
  const { t } = useTranslation();
  const [click] = useApplyClickMutation();
  const href = safeHttpHref(url);
  if (!href) return null;
  return (
    <>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="btn btn-primary w-100"
        onClick={() => void click(vacancyId)}
      >
        {t('portal.screening.applyExternal')}
        <span className="visually-hidden"> {t('portal.screening.newTab')}</span>
      </a>
      <p className="small text-body-secondary mt-2 mb-0">{t('portal.screening.externalHint')}</p>
    </>
  );
}
