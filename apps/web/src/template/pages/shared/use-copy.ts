import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { copyText } from '../../../core/ui/clipboard.ts';
import { notify } from '../../../core/ui/toasts.tsx';

/**
 * Copies a text to the clipboard and says how it went in a toast: the `doneKey` text when it was
 * copied, the pages' common failure text when the browser refused.
 */
export function useCopy() {
  const { t } = useTranslation();
  return async (text: string, doneKey: string) => {
    const ok = await copyText(text);
    void notify(ok ? 'success' : 'error', t(ok ? doneKey : 'pages.common.copyFailed'));
  };
}
