import { useTranslation } from 'react-i18next';

/** This area's strings live under one top-level key. */
export function useUc() {
  return useTranslation(undefined, { keyPrefix: 'uiComponents' });
}
