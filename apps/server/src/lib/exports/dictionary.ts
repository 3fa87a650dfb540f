import type { ExportLanguage } from '@careers/contracts';
import { en } from './dictionary/en.ts';
import { fr } from './dictionary/fr.ts';
import { de } from './dictionary/de.ts';
import { pt } from './dictionary/pt.ts';
import { ar } from './dictionary/ar.ts';

// The headers and values in the five languages, the same words the careers screens use
// (apps/web/src/features/careers/locales). A parity test checks every language has every key.
export const exportDictionary = {
  en,
  fr,
  de,
  pt,
  ar,
} satisfies Record<ExportLanguage, unknown>;

export type ExportHeader = keyof (typeof exportDictionary)['en']['headers'];
type ValueGroups = (typeof exportDictionary)['en']['values'];
export type ExportLabels = {
  header: (key: ExportHeader) => string;
  value: <G extends keyof ValueGroups>(group: G, key: keyof ValueGroups[G] & string) => string;
};

export function exportLabels(lang: ExportLanguage): ExportLabels {
  const words = exportDictionary[lang];
  return {
    header: (key) => words.headers[key],
    value: (group, key) => (words.values[group] as Record<string, string>)[key] ?? key,
  };
}
