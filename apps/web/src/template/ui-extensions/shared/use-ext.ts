import { useTranslation } from 'react-i18next';

/** One screen's strings: `k('title')` reads uiExtensions.<screen>.title. */
export function useExt(screen: string) {
  return useTranslation(undefined, { keyPrefix: `uiExtensions.${screen}` }).t;
}
