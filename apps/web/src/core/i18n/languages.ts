export type Language = 'en' | 'fr' | 'de' | 'pt' | 'ar';

export interface LanguageOption {
  code: Language;
  /** The language's own name, shown as is in every UI language. */
  name: string;
  rtl: boolean;
}

export const LANGUAGES: LanguageOption[] = [
  { code: 'en', name: 'English', rtl: false },
  { code: 'fr', name: 'Français', rtl: false },
  { code: 'de', name: 'Deutsch', rtl: false },
  { code: 'pt', name: 'Português', rtl: false },
  { code: 'ar', name: 'العربية', rtl: true },
];

export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_STORAGE_KEY = 'language';

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((l) => l.code === value);
}

export function isRtlLanguage(code: string): boolean {
  return LANGUAGES.some((l) => l.code === code && l.rtl);
}

export function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}
