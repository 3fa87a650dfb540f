import { useTranslation } from '../../../core/i18n/use-translation.ts';

/** One screen's strings: `k('title')` reads uiExtensions.<screen>.title. */
export function useExt(screen: string) {
  return useTranslation(undefined, { keyPrefix: `uiExtensions.${screen}` }).t;
}
