import { useCallback } from 'react';
import { useTranslation } from './use-translation.ts';

/** Shows a contract or server message: its text in the reader's language, or as it came. */
export type ShowMessage = (message: string | undefined | null) => string;

/**
 * Translates the contract and server messages an area knows (`keys`: message → translation key,
 * a module constant), with the `values` their texts name; an unknown message is shown as it came,
 * no message as ''.
 */
export function useKnownMessages(
  keys: Readonly<Record<string, string>>,
  values?: Readonly<Record<string, unknown>>,
): ShowMessage {
  const { t } = useTranslation();
  return useCallback(
    (message) => {
      if (!message) return '';
      const key = keys[message];
      return key ? t(key, { ...values, defaultValue: message }) : message;
    },
    [t, keys, values],
  );
}
