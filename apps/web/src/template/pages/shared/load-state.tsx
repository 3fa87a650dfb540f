import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { ErrorState, LoadingBlock } from '../../../core/ui/state-views.tsx';

/** A page's data on its way: the pages' load error when it failed, a spinner until it is ready. */
export function LoadState({ error, ready }: { error: boolean; ready: boolean }) {
  const { t } = useTranslation();
  if (error) return <ErrorState text={t('pages.common.loadError')} />;
  if (!ready) return <LoadingBlock label={t('pages.common.loading')} />;
  return null;
}
