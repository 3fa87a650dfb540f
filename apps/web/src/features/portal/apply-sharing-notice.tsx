import { sharedProfileFields } from '@careers/contracts';
import { useTranslation } from '../../core/i18n/use-translation.ts';

/**
 * The notice an application is made under: the careers service may share it with the
 * organisation, and this is what they would see. The dialog sends its version with the application.
 */
export function SharingNotice({
  organisation,
  withAnswers = false,
}: {
  organisation: string;
  /** The vacancy asks screening questions: the notice says the answers are shared too. */
  withAnswers?: boolean;
}) {
  const { t } = useTranslation();
  const fields = sharedProfileFields.map((f) => t(`portal.profile.${f}`)).join(', ');
  return (
    <section className="alert alert-info py-2 mb-3" aria-labelledby="apply-notice-title">
      <h3 id="apply-notice-title" className="h6 mb-1">
        {t('portal.apply.noticeTitle')}
      </h3>
      <p className="mb-0 small">
        {t('portal.apply.notice', { organisation, fields })}
        {withAnswers && ` ${t('portal.screening.notice')}`}
      </p>
    </section>
  );
}
