import { useTranslation } from '../../../core/i18n/use-translation.ts';

/** This area's strings live under one top-level key. */
export function useUc() {
  return useTranslation(undefined, { keyPrefix: 'uiComponents' });
}
