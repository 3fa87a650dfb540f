import { useTranslation } from 'react-i18next';

/** True when the current language is written right to left. */
export function useRtl(): boolean {
  const { i18n } = useTranslation();
  return i18n.dir() === 'rtl';
}
